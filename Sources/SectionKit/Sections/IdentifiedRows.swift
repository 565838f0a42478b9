/// The rows of a section that shows identified values, and the one way they change: the new
/// values are diffed from the shown ones by identity (``Changeset``), and the difference reaches
/// the list as one request of the section.
///
/// ``IdentifiedSection`` and ``BindingSection`` keep their rows here, so that both diff and
/// batch the same way: inserts, deletes, the fewest moves, and the surviving rows whose value
/// changed reconfigured (or reloaded). A value whose identity came earlier is left out and
/// reported, as every content form does (``UpdateDiagnostic/duplicate(of:_:first:again:controller:section:)``).
///
/// The rows are made where `Item` and `ID` are known (the inlinable initialisers of
/// ``IdentifiedSection`` and ``BindingSection``, inlined into the app's module), and keep the
/// diff and the duplicate check made there, specialised for those types: a section's model
/// update arrives through the composite's call to ``ModelSectionController/didUpdate(to:)``,
/// which lands in the generic class's own code, where a generic diff would ask the runtime for
/// type metadata at every step (a `BindingSection` of 10,000 values diffed 3.5 times slower than
/// an `IdentifiedSection` given the same values).
@MainActor
@usableFromInline
final class IdentifiedRows<Item: Equatable, ID: Hashable> {
  /// The values shown, one per row.
  @usableFromInline var items: [Item]
  /// The identity of a value.
  @usableFromInline let identity: (Item) -> ID
  /// The changes from one list of values to another, specialised for `Item` and `ID`.
  @usableFromInline let diff: ([Item], [Item]) -> Changeset
  /// The values with every later one of an identity left out, specialised likewise.
  @usableFromInline let leaveOut: ([Item]) -> DuplicatesLeftOut<Item>
  /// The identities given more than once in the last values, with their indexes among them:
  /// the first is shown, the later ones were left out.
  private(set) var leftOut: [Changeset.DuplicateIdentity] = []
  /// The values left out and not reported yet, as the section was in no list.
  private var unreported = UnreportedDuplicates()

  /// Creates the rows of a section; a value whose identity came earlier is left out, and
  /// reported once the section is in a list (``reportLeftOut(in:)``).
  ///
  /// Inlinable, so that the diff and the duplicate check it keeps are specialised for `Item`
  /// and `ID` where they are known.
  ///
  /// - Parameters:
  ///   - items: The values shown, one per row.
  ///   - identity: The identity of a value.
  /// - Complexity: O(n), n being the number of values.
  @inlinable
  init(items: [Item], identity: @escaping (Item) -> ID) {
    let leaveOut = { (values: [Item]) in DuplicatesLeftOut(values, identifiedBy: identity) }
    let unique = leaveOut(items)
    self.items = unique.kept
    self.identity = identity
    self.diff = { old, new in Changeset(from: old, to: new, identifiedBy: identity) }
    self.leaveOut = leaveOut
    if !unique.leftOut.isEmpty { record(unique, of: items) }
  }

  /// Shows new values in the section of `context`, animating the difference from the shown
  /// ones.
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
  func set(
    _ newItems: [Item], in context: SectionContext, reloadingChangedRows: Bool, animated: Bool,
    completion: ((ListBatch.Outcome) -> Void)?
  ) {
    show(
      newItems, changes: diff(items, newItems), in: context,
      reloadingChangedRows: reloadingChangedRows, animated: animated, completion: completion)
  }

  /// Shows new values given the changes from the shown ones.
  ///
  /// The values are replaced in the section's request, as the changes are recorded; outside a
  /// list, at once. When the diff found an identity given twice among the new values, the
  /// later values of it are left out and reported, and the rest diffed again.
  private func show(
    _ newItems: [Item], changes: Changeset, in context: SectionContext,
    reloadingChangedRows: Bool, animated: Bool, completion: ((ListBatch.Outcome) -> Void)?
  ) {
    var newItems = newItems
    var changes = changes
    leftOut = []
    if changes.duplicates.contains(where: { $0.newIndexes.count > 1 }) {
      newItems = leavingOutDuplicates(of: newItems)
      changes = diff(items, newItems)
    }
    reportLeftOut(in: context)
    context.showDiffedRows(
      changes, reloading: reloadingChangedRows ? Set(changes.updates) : [],
      reconfiguring: reloadingChangedRows ? [] : changes.updates, animated: animated,
      requestsWhenUnchanged: true, completion: completion
    ) { items = newItems }
  }

  /// Reports the values left out and not reported yet to the list of `context`; in no list
  /// yet, keeps them.
  ///
  /// - Parameter context: The context of the section the rows are in.
  func reportLeftOut(in context: SectionContext) {
    unreported.report(of: "row", in: context)
  }

  /// The values with every one whose identity came earlier left out, recorded in
  /// ``leftOut`` and kept to be reported.
  ///
  /// - Complexity: O(n), n being the number of values.
  private func leavingOutDuplicates(of values: [Item]) -> [Item] {
    let unique = leaveOut(values)
    guard !unique.leftOut.isEmpty else { return values }
    record(unique, of: values)
    return unique.kept
  }

  /// Records the values left out of `values` in ``leftOut``, and keeps them to be reported.
  ///
  /// - Parameters:
  ///   - unique: The values with those of an identity given earlier left out.
  ///   - values: The values given.
  @usableFromInline
  func record(_ unique: DuplicatesLeftOut<Item>, of values: [Item]) {
    var groups: [Int: Int] = [:]
    for (index, first) in unique.leftOut {
      let description = String(describing: identity(values[index]))
      unreported.append(identity(values[index]), row: index, first: first)
      if let group = groups[first] {
        leftOut[group].newIndexes.append(index)
      } else {
        groups[first] = leftOut.count
        leftOut.append(
          Changeset.DuplicateIdentity(
            description: description, oldIndexes: [], newIndexes: [first, index]))
      }
    }
  }
}
