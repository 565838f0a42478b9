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
///
/// Every host's views are kept the same way: cells, which come and go with every row that
/// scrolls by, in a table keyed by the cell's identity (``ObjectTable``); headers, footers
/// and other supplementary views in a dictionary keyed by the view's identity and the kind it
/// is shown as.
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

  /// How many views of a section one ledger counts on screen, kept on the section's leaf.
  ///
  /// The count is the ledger's only while ``ledger`` names it: a count written by another
  /// ledger, or by this one before it forgot everything, reads as none.
  struct ScreenViews {
    /// The ``DisplayLedger/identity`` of the ledger that counted, `0` for none.
    fileprivate var ledger = 0
    /// How many of the section's views are on screen.
    fileprivate var views = 0
    /// The leaf's index in the ledger's ``DisplayLedger/showing``.
    fileprivate var position = 0
  }

  /// A view on screen as a supplementary view of a kind: a host may show one view as two kinds
  /// at once (a header and a footer), each a display of its own.
  private struct Key: Hashable {
    let view: ObjectIdentifier
    let kind: SupplementaryKind

    init(view: any Reusable, kind: SupplementaryKind) {
      self.view = ObjectIdentifier(view)
      self.kind = kind
    }

    /// Hashes the view alone: its kinds, when it shows as two at once, share a bucket's run.
    func hash(into hasher: inout Hasher) { hasher.combine(view) }
  }

  /// The cells on screen, by identity.
  ///
  /// An identity names a view only while the view lives, and the ledger does not keep the
  /// view alive: a host ends a view's display before it lets the view go. Should a host let a
  /// view go on screen, a new view may come with its identity; its display then ends the old
  /// one's, as a view displayed again without an end does, which is what happened.
  private var cells = ObjectTable<Entry>()
  /// The supplementary views on screen, by identity and kind, as ``cells`` are.
  private var supplementary: [Key: Entry] = [:]
  /// The sections with views on screen, each once, in no particular order.
  ///
  /// Each leaf's ``ScreenViews/position`` is its index. The counts are on the leaves: a
  /// display writes to the leaf it routes to anyway, where a table of thousands of sections
  /// would cost a cache miss a view.
  private var showing: ContiguousArray<CompositeController.Leaf> = []
  /// Names this ledger's counts on the leaves; a new name forgets them all at once.
  private var identity = Self.newIdentity()
  /// The row highlighted by the touch in progress.
  var highlighted: Entry?

  /// The last ledger identity given.
  private static var identities = 0

  /// A ledger identity no other ledger has had.
  private static func newIdentity() -> Int {
    identities += 1
    return identities
  }

  /// The leaves with at least one view on screen, in no particular order.
  var shownLeaves: [CompositeController.Leaf] { Array(showing) }

  /// Records that a cell (no `kind`), header or footer view is displayed.
  ///
  /// - Returns: The section the view is the first on screen of, if it is; and the section a
  ///   view displayed again without an end of display left, if it was that section's last.
  /// - Complexity: O(1) expected.
  mutating func display(
    _ view: any Reusable, ofKind kind: SupplementaryKind? = nil, for entry: Entry
  ) -> Change {
    // A view displayed again without an end leaves the section it was shown for.
    let previous: Entry?
    if let kind {
      previous = supplementary.updateValue(entry, forKey: Key(view: view, kind: kind))
    } else {
      previous = cells.updateValue(entry, forObject: ObjectIdentifier(view))
    }
    var change = Change()
    if let previous {
      change.ended = leave(previous.leaf)
    }
    let leaf = entry.leaf
    if leaf.screenViews.ledger == identity {
      leaf.screenViews.views += 1
    } else {
      leaf.screenViews = ScreenViews(ledger: identity, views: 1, position: showing.count)
      showing.append(leaf)
      if change.ended === leaf { change.ended = nil } else { change.began = leaf }
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
    let shown: Entry?
    if let kind {
      shown = supplementary.removeValue(forKey: Key(view: view, kind: kind))
    } else {
      shown = cells.removeValue(forObject: ObjectIdentifier(view))
    }
    guard let ended = shown else { return (nil, nil) }
    let leaf = leave(ended.leaf)
    return (ended, leaf)
  }

  /// Counts one view of `leaf` off screen.
  ///
  /// - Returns: `leaf` when that was its last view on screen.
  private mutating func leave(_ leaf: CompositeController.Leaf) -> CompositeController.Leaf? {
    guard leaf.screenViews.ledger == identity else { return nil }
    if leaf.screenViews.views > 1 {
      leaf.screenViews.views -= 1
      return nil
    }
    // Out of `showing`: the last leaf takes its place.
    let position = leaf.screenViews.position
    let last = showing.removeLast()
    if last !== leaf {
      showing[position] = last
      last.screenViews.position = position
    }
    leaf.screenViews = ScreenViews()
    return leaf
  }

  /// Forgets everything, when the host is disconnected.
  mutating func removeAll() {
    // The counts on the leaves name this ledger's old identity: they read as none.
    cells.removeAll()
    supplementary = [:]
    showing = []
    identity = Self.newIdentity()
    highlighted = nil
  }
}
