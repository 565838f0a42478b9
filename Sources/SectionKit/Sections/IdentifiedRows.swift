/// The rows of a section that shows identified values, and the one way they change: the new
/// values are diffed from the shown ones by identity (``Changeset``), and the difference reaches
/// the list as one request of the section.
///
/// ``IdentifiedSection`` and ``BindingSection`` keep their rows here, so that both diff and
/// batch the same way: inserts, deletes, the fewest moves, and the surviving rows whose value
/// changed reconfigured (or reloaded).
@MainActor
@usableFromInline
final class IdentifiedRows<Item: Equatable, ID: Hashable> {
  /// The values shown, one per row.
  @usableFromInline var items: [Item]
  /// The identity of a value.
  @usableFromInline let identity: (Item) -> ID
  /// The identities that occurred more than once in the last values given, with their
  /// indexes; such rows are matched in order.
  private(set) var duplicates: [Changeset.DuplicateIdentity] = []

  /// Creates the rows of a section.
  ///
  /// - Parameters:
  ///   - items: The values shown, one per row.
  ///   - identity: The identity of a value.
  init(items: [Item], identity: @escaping (Item) -> ID) {
    self.items = items
    self.identity = identity
  }

  /// Shows new values in the section of `context`, animating the difference from the shown
  /// ones.
  ///
  /// Inlinable, so that the diff is specialized for `Item` and `ID` where they are known (a
  /// generic diff asks the runtime for type metadata on every call).
  ///
  /// - Parameters:
  ///   - newItems: The values to show.
  ///   - context: The context of the section the rows are in.
  ///   - reloadingChangedRows: Whether a surviving row whose value changed gets a new cell
  ///     (`true`) or is configured again in its own (`false`).
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change is on screen.
  /// - Complexity: O(n + m log m), n being the number of values and m the number of values
  ///   that stay but change position.
  @inlinable
  func set(
    _ newItems: [Item], in context: SectionContext, reloadingChangedRows: Bool, animated: Bool,
    completion: ((ListBatch.Outcome) -> Void)?
  ) {
    show(
      newItems, changes: Changeset(from: items, to: newItems, identifiedBy: identity),
      in: context, reloadingChangedRows: reloadingChangedRows, animated: animated,
      completion: completion)
  }

  /// Shows new values given the changes from the shown ones: the values are replaced in the
  /// section's request, as the changes are recorded; outside a list, at once.
  @usableFromInline
  func show(
    _ newItems: [Item], changes: Changeset, in context: SectionContext,
    reloadingChangedRows: Bool, animated: Bool, completion: ((ListBatch.Outcome) -> Void)?
  ) {
    duplicates = changes.duplicates
    guard context.section != nil else {
      items = newItems
      completion?(.reloaded)
      return
    }
    context.performBatch(
      animated: animated,
      updates: { batch in
        self.items = newItems
        batch.apply(changes, reloadingChangedRows: reloadingChangedRows)
      }, completion: completion)
  }
}
