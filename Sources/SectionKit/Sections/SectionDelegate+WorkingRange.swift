extension SectionDelegate {
  /// Does nothing.
  ///
  /// - Parameter context: The section's context.
  public func willEnterWorkingRange(in context: SectionContext) {}

  /// Does nothing.
  ///
  /// - Parameter context: The section's context.
  public func didExitWorkingRange(in context: SectionContext) {}
}
