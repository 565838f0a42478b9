extension CompositeController {
  /// Checks that the section table agrees with everything that depends on it, and stops on
  /// the first disagreement; does nothing in release builds.
  ///
  /// The table is the most fragile state of the package: the routes, the contexts' section
  /// indexes, the leaves by identity and the tree of children must all say the same thing.
  /// Run after every change of the table in debug builds, and so in every test.
  ///
  /// - Complexity: O(n), n being the number of sections.
  func checkInvariants() {
    #if DEBUG
      guard parent == nil else {
        precondition(table.isEmpty, "SectionKit invariant: a nested composite keeps no table")
        return
      }
      precondition(routes.count == table.count, "SectionKit invariant: a route per section")
      var controllers: [any SectionController] = []
      collectControllers(into: &controllers)
      precondition(
        controllers.count == table.count,
        "SectionKit invariant: \(table.count) sections for \(controllers.count) controllers")
      for (section, leaf) in table.enumerated() {
        precondition(
          leaf.controller === controllers[section],
          "SectionKit invariant: section \(section) is not the tree's controller at that place")
        precondition(
          routes[section].takeUnretainedValue() === leaf,
          "SectionKit invariant: the route of section \(section) is another leaf")
        precondition(
          leaf.context.sectionIndex == section,
          "SectionKit invariant: the context of section \(section) says "
            + "\(leaf.context.sectionIndex.map(String.init) ?? "nil")")
        precondition(
          leaf.context.composite === self,
          "SectionKit invariant: the context of section \(section) belongs to another composite")
        precondition(
          leavesByIdentity[leaf.identity] === leaf,
          "SectionKit invariant: section \(section) is not found by its identity")
      }
      precondition(
        leavesByIdentity.count == table.count,
        "SectionKit invariant: \(leavesByIdentity.count) identities for \(table.count) sections")
    #endif
  }
}
