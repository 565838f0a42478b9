import Foundation

/// What each cell, header and footer on screen was displayed for, which sections therefore show
/// something, and which row is highlighted: the controller, its context and the row at that
/// moment.
///
/// A host closes a display (end of display, the unhighlight that ends a touch) with the index
/// path the view has in the host's own, possibly older, state; by then the list of sections may
/// have changed, and the index path may name another controller's row or none. The events that
/// close a pair are therefore routed by the ledger: to the controller that got the opening
/// event, with the row it had then, as IGListKit does.
///
/// The ledger also counts the views on screen of each section (cells, headers and footers), so
/// that a section is shown when its first view comes and ends when its last view leaves,
/// whatever the order of the host's events and wherever the section moved meanwhile.
@MainActor
struct DisplayLedger {
  /// One display: the leaf it was shown for, and its row (`0` for a header or footer).
  struct Entry {
    let leaf: CompositeController.Leaf
    let row: Int
  }

  /// How a display or the end of one changed the sections shown.
  struct Change {
    /// The section whose first view on screen this is.
    var began: CompositeController.Leaf?
    /// The section whose last view on screen left.
    var ended: CompositeController.Leaf?
  }

  /// A view's display.
  ///
  /// The entry holds its view `unowned`: that keeps the view's memory, not the view, so that
  /// while the entry lasts no other view can get the view's identifier, and the key names
  /// this view alone. (A `weak` reference did the same job by letting the ledger tell a gone
  /// view from a new one at its address, at the cost of a side table for every view on screen:
  /// an allocation each, and a slower release.) The reference is never read.
  private struct Shown {
    unowned let view: AnyObject
    let entry: Entry
  }

  /// A section with views on screen, and how many.
  private struct Showing {
    let leaf: CompositeController.Leaf
    var views: Int
  }

  /// A view on screen: a cell (no kind), or a header or footer.
  ///
  /// Hashed as one word: the view's address, whose low bits (always zero, an object being
  /// aligned) say a cell, a header, a footer or another kind, named then by `otherKind`. A
  /// kind is a string: hashing it byte by byte for every header and footer on screen cost more
  /// than the address.
  private struct Key: Hashable {
    let bits: UInt
    let otherKind: String?

    init(view: any Reusable, kind: SupplementaryKind?) {
      let address = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(view)))
      switch kind {
      case nil:
        (bits, otherKind) = (address, nil)
      case .header?:
        (bits, otherKind) = (address | 1, nil)
      case .footer?:
        (bits, otherKind) = (address | 2, nil)
      case let other?:
        (bits, otherKind) = (address | 3, other.rawValue)
      }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(bits) }
  }

  private var shown: [Key: Shown] = [:]
  /// The sections with views on screen, by leaf.
  private var showing: [ObjectIdentifier: Showing] = [:]
  /// The row highlighted by the touch in progress.
  var highlighted: Entry?

  /// The leaves with at least one view on screen, in no particular order.
  var shownLeaves: [CompositeController.Leaf] { showing.values.map(\.leaf) }

  /// Records that a cell (no `kind`), header or footer view is displayed.
  ///
  /// - Returns: The section the view is the first on screen of, if it is; and the section a
  ///   view displayed again without an end of display left, if it was that section's last.
  /// - Complexity: O(1) expected.
  mutating func display(
    _ view: any Reusable, ofKind kind: SupplementaryKind? = nil, for entry: Entry
  ) -> Change {
    let key = Key(view: view, kind: kind)
    var change = Change()
    // One lookup in each table: with thousands of views on screen, each lookup is a cache miss.
    // A view displayed again without an end leaves the section it was shown for.
    if let previous = shown.updateValue(Shown(view: view, entry: entry), forKey: key) {
      change.ended = leave(previous.entry.leaf)
    }
    var isFirst = false
    showing[
      ObjectIdentifier(entry.leaf),
      default: {
        isFirst = true
        return Showing(leaf: entry.leaf, views: 0)
      }()
    ].views += 1
    if isFirst {
      if change.ended === entry.leaf { change.ended = nil } else { change.began = entry.leaf }
    }
    return change
  }

  /// Forgets a cell's (no `kind`), header's or footer's display and returns what it was
  /// displayed for.
  ///
  /// - Returns: What the view was displayed for (`nil` for a view displayed without the
  ///   ledger's knowledge), and the section it was the last view on screen of, if it was.
  /// - Complexity: O(1) expected.
  mutating func endDisplay(of view: any Reusable, ofKind kind: SupplementaryKind? = nil)
    -> (entry: Entry?, ended: CompositeController.Leaf?)
  {
    guard let ended = shown.removeValue(forKey: Key(view: view, kind: kind))
    else { return (nil, nil) }
    let leaf = leave(ended.entry.leaf)
    return (ended.entry, leaf)
  }

  /// Counts one view of `leaf` off screen.
  ///
  /// - Returns: `leaf` when that was its last view on screen.
  private mutating func leave(_ leaf: CompositeController.Leaf) -> CompositeController.Leaf? {
    let id = ObjectIdentifier(leaf)
    guard let views = showing[id]?.views else { return nil }
    if views > 1 {
      showing[id]?.views = views - 1
      return nil
    }
    showing[id] = nil
    return leaf
  }

  /// Forgets everything, when the host is disconnected.
  mutating func removeAll() {
    shown = [:]
    showing = [:]
    highlighted = nil
  }
}
