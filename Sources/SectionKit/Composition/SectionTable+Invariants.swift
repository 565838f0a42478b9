extension SectionTable {
  /// Checks that the table agrees with the tree it was built from and with itself, and stops
  /// on the first disagreement; does nothing in release builds.
  ///
  /// The table is the most fragile state of the package: the routes, the contexts' section
  /// indexes, the leaves by identity and the tree's controllers must all say the same thing.
  /// Run after every change of the table in debug builds, and so in every test.
  ///
  /// - Parameters:
  ///   - controllers: The tree's controllers, in section order.
  ///   - owner: The root whose table this is: every context must belong to it.
  /// - Complexity: O(n), n being the number of sections.
  func checkInvariants(controllers: [SectionController], owner: CompositeController) {
    #if DEBUG
      precondition(
        controllers.count == leaves.count,
        "SectionKit invariant: \(leaves.count) sections for \(controllers.count) controllers")
      for (section, leaf) in leaves.enumerated() {
        precondition(
          leaf.controller === controllers[section],
          "SectionKit invariant: section \(section) is not the tree's controller at that place")
        precondition(
          leaf.context.tableSection == section,
          "SectionKit invariant: the context of section \(section) says "
            + "\(leaf.context.tableSection.map(String.init) ?? "nil")")
        precondition(
          leaf.context.owner === owner,
          "SectionKit invariant: the context of section \(section) belongs to another composite")
        precondition(
          byIdentity[leaf.identity] === leaf,
          "SectionKit invariant: section \(section) is not found by its identity")
      }
      precondition(
        byIdentity.count == leaves.count,
        "SectionKit invariant: \(byIdentity.count) identities for \(leaves.count) sections")
    #endif
  }
}
