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

  private struct SupplementaryKey: Hashable {
    let view: ObjectIdentifier
    let kind: SupplementaryKind
  }

  private var cells: [ObjectIdentifier: Shown] = [:]
  private var supplementaries: [SupplementaryKey: Shown] = [:]
  /// The row highlighted by the touch in progress.
  var highlighted: Entry?

  /// Records that a cell is displayed for a row.
  mutating func display(_ cell: any Reusable, for entry: Entry) {
    cells[ObjectIdentifier(cell)] = Shown(view: cell, entry: entry)
  }

  /// Forgets a cell's display and returns what it was displayed for.
  mutating func endDisplay(of cell: any Reusable) -> Entry? {
    guard let shown = cells.removeValue(forKey: ObjectIdentifier(cell)), shown.view === cell
    else { return nil }
    return shown.entry
  }

  /// Records that a header or footer view is displayed for a section.
  mutating func display(_ view: any Reusable, ofKind kind: SupplementaryKind, for entry: Entry) {
    supplementaries[SupplementaryKey(view: ObjectIdentifier(view), kind: kind)] = Shown(
      view: view, entry: entry)
  }

  /// Forgets a header or footer view's display and returns what it was displayed for.
  mutating func endDisplay(of view: any Reusable, ofKind kind: SupplementaryKind) -> Entry? {
    let key = SupplementaryKey(view: ObjectIdentifier(view), kind: kind)
    guard let shown = supplementaries.removeValue(forKey: key), shown.view === view else {
      return nil
    }
    return shown.entry
  }

  /// Forgets everything, when the host is disconnected.
  mutating func removeAll() {
    cells = [:]
    supplementaries = [:]
    highlighted = nil
  }
}
