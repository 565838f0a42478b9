extension CompositeController {
  /// Checks that the section table agrees with the tree, and stops on the first disagreement;
  /// does nothing in release builds.
  ///
  /// See ``SectionTable/checkInvariants(controllers:owner:)``; a nested composite keeps no
  /// table.
  ///
  /// - Complexity: O(n), n being the number of sections.
  func checkInvariants() {
    #if DEBUG
      guard parent == nil else {
        precondition(table.isEmpty, "SectionKit invariant: a nested composite keeps no table")
        return
      }
      var controllers: [SectionController] = []
      collectControllers(into: &controllers)
      table.checkInvariants(controllers: controllers, owner: self)
      router.checkRoutes(against: table.leaves)
    #endif
  }
}
