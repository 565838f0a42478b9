import Foundation

/// What each cell, header and footer on screen was displayed for, and which row is
/// highlighted: the controller, its context and the row at that moment.
///
/// A host closes a display (end of display, the unhighlight that ends a touch) with the index
/// path the view has in the host's own, possibly older, state; by then the list of sections may
/// have changed, and the index path may name another controller's row or none. The events that
/// close a pair are therefore routed by the ledger: to the controller that got the opening
/// event, with the row it had then, as IGListKit does.
@MainActor
struct DisplayLedger {
  /// One display: the leaf it was shown for, and its row (`0` for a header or footer).
  struct Entry {
    let leaf: CompositeController.Leaf
    let row: Int
  }

  private struct Shown {
    weak var view: AnyObject?
    let entry: Entry
  }

  /// A view on screen: a cell (no kind), or a header or footer.
  private struct Key: Hashable {
    let view: ObjectIdentifier
    let kind: SupplementaryKind?
  }

  private var shown: [Key: Shown] = [:]
  /// The row highlighted by the touch in progress.
  var highlighted: Entry?

  /// Records that a cell (no `kind`), header or footer view is displayed.
  mutating func display(
    _ view: any Reusable, ofKind kind: SupplementaryKind? = nil, for entry: Entry
  ) {
    shown[Key(view: ObjectIdentifier(view), kind: kind)] = Shown(view: view, entry: entry)
  }

  /// Forgets a cell's (no `kind`), header's or footer's display and returns what it was
  /// displayed for.
  mutating func endDisplay(of view: any Reusable, ofKind kind: SupplementaryKind? = nil)
    -> Entry?
  {
    guard let ended = shown.removeValue(forKey: Key(view: ObjectIdentifier(view), kind: kind)),
      ended.view === view
    else { return nil }
    return ended.entry
  }

  /// Forgets everything, when the host is disconnected.
  mutating func removeAll() {
    shown = [:]
    highlighted = nil
  }
}
