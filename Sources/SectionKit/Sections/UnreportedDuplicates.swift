/// The values a section left out for an identity given twice, kept until the section is in a
/// list to report them (``UpdateDiagnostic/duplicate(of:_:first:again:controller:section:)``).
struct UnreportedDuplicates {
  /// Each value left out: its identity, its row among the rows given, and the row of the first
  /// of its identity.
  private var pending: [(identity: String, row: Int, first: Int)] = []

  /// Keeps a value left out.
  ///
  /// - Parameters:
  ///   - identity: Its identity.
  ///   - row: Its row among the rows given.
  ///   - first: The row of the first of its identity.
  mutating func append(_ identity: some Hashable, row: Int, first: Int) {
    pending.append((String(describing: identity), row, first))
  }

  /// Reports the values kept to the list of `context`, one diagnostic each; in no list yet,
  /// keeps them.
  ///
  /// - Parameters:
  ///   - kind: What has the identity: `"row"`, `"node"`.
  ///   - context: The context of the section that left them out.
  @MainActor
  mutating func report(of kind: String, in context: SectionContext) {
    guard !pending.isEmpty else { return }
    var remaining = pending[...]
    while let value = remaining.first {
      let diagnostic = UpdateDiagnostic.duplicate(
        of: kind, value.identity, first: "row \(value.first)", again: "row \(value.row)",
        controller: context.controllerName, section: context.section)
      guard context.report(diagnostic) else { break }
      remaining = remaining.dropFirst()
    }
    pending = Array(remaining)
  }
}
