extension SectionDelegate {
  /// Does nothing.
  public func prefetchRows(_ rows: [Int], in context: SectionContext) {}

  /// Does nothing.
  public func cancelPrefetchingRows(_ rows: [Int], in context: SectionContext) {}
}
