extension CompositeController {
  /// Keeps a diagnostic a section reported (a duplicate identity it left out) among the
  /// root's, and hands it to the root's ``onDiagnostic``.
  ///
  /// - Parameter diagnostic: The diagnostic.
  func report(_ diagnostic: UpdateDiagnostic) {
    root.updater.report(diagnostic)
  }
}
