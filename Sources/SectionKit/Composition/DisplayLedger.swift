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

  /// A cell's display: the leaf it was shown for, unretained, and its row.
  ///
  /// A cell comes and goes with every row that scrolls by, so its display retains nothing:
  /// every leaf with a view on screen is in ``DisplayLedger/showing``, which holds it, and a
  /// leaf whose last view leaves is held in ``DisplayLedger/retired`` until the host's call
  /// that removed it has been answered (``DisplayLedger/releaseRetired()``).
  struct CellEntry {
    let leaf: Unmanaged<CompositeController.Leaf>
    let row: Int

    /// Runs `body` with the leaf, unretained.
    @inline(__always)
    func withLeaf<R>(_ body: (CompositeController.Leaf) -> R) -> R {
      leaf._withUnsafeGuaranteedRef(body)
    }
  }

  /// How a display or the end of one changed the sections shown.
  struct Change {
    /// The section whose first view on screen this is.
    var began: CompositeController.Leaf?
    /// The section whose last view on screen left.
    var ended: CompositeController.Leaf?

    /// Whether a section began or ended.
    var isSome: Bool { began != nil || ended != nil }
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
  private var cells = ObjectTable<CellEntry>()
  /// The supplementary views on screen, by identity and kind, as ``cells`` are.
  private var supplementary: [Key: Entry] = [:]
  /// The sections with views on screen, each once, in no particular order.
  ///
  /// Each leaf's ``ScreenViews/position`` is its index. The counts are on the leaves: a
  /// display writes to the leaf it routes to anyway, where a table of thousands of sections
  /// would cost a cache miss a view.
  private var showing: ContiguousArray<CompositeController.Leaf> = []
  /// The leaves that left ``showing`` while the host's call in progress is answered: the
  /// router may still be calling their controllers, and a nested call (a controller that lays
  /// the host out) must not let them go meanwhile.
  private var retired: [CompositeController.Leaf] = []
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

  /// Records that a cell is displayed for a row of `leaf`.
  ///
  /// - Returns: The section the cell is the first view on screen of, if it is; and the
  ///   section a cell displayed again without an end of display left, if it was that
  ///   section's last.
  /// - Complexity: O(1) expected.
  mutating func display(cell: any Reusable, row: Int, of leaf: CompositeController.Leaf)
    -> Change
  {
    var change = Change()
    // A cell displayed again without an end leaves the section it was shown for.
    if let previous = cells.updateValue(
      CellEntry(leaf: Unmanaged.passUnretained(leaf), row: row), forObject: ObjectIdentifier(cell))
    {
      change.ended = previous.withLeaf { leave(counted($0)) }
    }
    count(leaf, into: &change)
    return change
  }

  /// Records that a header, footer or other supplementary view is displayed as `kind`.
  ///
  /// - Returns: As ``display(cell:row:of:)``.
  /// - Complexity: O(1) expected.
  mutating func display(_ view: any Reusable, ofKind kind: SupplementaryKind, for entry: Entry)
    -> Change
  {
    var change = Change()
    if let previous = supplementary.updateValue(entry, forKey: Key(view: view, kind: kind)) {
      change.ended = leave(previous.leaf)
    }
    count(entry.leaf, into: &change)
    return change
  }

  /// Counts one more view of `leaf` on screen; the first puts it in ``showing``.
  @inline(__always)
  private mutating func count(_ leaf: CompositeController.Leaf, into change: inout Change) {
    if leaf.screenViews.ledger == identity {
      leaf.screenViews.views &+= 1
    } else {
      leaf.screenViews = ScreenViews(ledger: identity, views: 1, position: showing.count)
      showing.append(leaf)
      if change.ended === leaf { change.ended = nil } else { change.began = leaf }
    }
  }

  /// Forgets a cell's display and returns what it was displayed for.
  ///
  /// - Returns: What the cell was displayed for (`nil` for a cell displayed without the
  ///   ledger's knowledge), and the section it was the last view on screen of, if it was. The
  ///   entry's leaf stays alive until ``releaseRetired()``.
  /// - Complexity: O(1) expected.
  mutating func endDisplay(ofCell cell: any Reusable)
    -> (entry: CellEntry?, ended: CompositeController.Leaf?)
  {
    guard let shown = cells.removeValue(forObject: ObjectIdentifier(cell)) else {
      return (nil, nil)
    }
    return (shown, shown.withLeaf { leave(counted($0)) })
  }

  /// `leaf`, checked in debug builds to be one whose views this ledger counts on screen, and so
  /// one ``showing`` holds: a cell's entry does not hold its leaf.
  @inline(__always)
  private func counted(_ leaf: CompositeController.Leaf) -> CompositeController.Leaf {
    assert(
      leaf.screenViews.ledger == identity && leaf.screenViews.views > 0,
      "SectionKit invariant: a cell on screen names a section the ledger does not count")
    return leaf
  }

  /// Forgets a header's, footer's or other supplementary view's display as `kind` and returns
  /// what it was displayed for.
  ///
  /// - Returns: As ``endDisplay(ofCell:)``.
  /// - Complexity: O(1) expected.
  mutating func endDisplay(of view: any Reusable, ofKind kind: SupplementaryKind)
    -> (entry: Entry?, ended: CompositeController.Leaf?)
  {
    guard let shown = supplementary.removeValue(forKey: Key(view: view, kind: kind)) else {
      return (nil, nil)
    }
    return (shown, leave(shown.leaf))
  }

  /// Counts one view of `leaf` off screen.
  ///
  /// - Returns: `leaf` when that was its last view on screen.
  @inline(__always)
  private mutating func leave(_ leaf: CompositeController.Leaf) -> CompositeController.Leaf? {
    guard leaf.screenViews.ledger == identity else { return nil }
    guard leaf.screenViews.views > 1 else { return leaveScreen(leaf) }
    leaf.screenViews.views &-= 1
    return nil
  }

  /// Takes `leaf`, whose last view left, out of ``showing``.
  ///
  /// - Returns: `leaf`.
  @inline(never)
  private mutating func leaveScreen(_ leaf: CompositeController.Leaf) -> CompositeController.Leaf {
    // Held until the host's call is answered: `showing` may have been all that held it.
    retired.append(leaf)
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

  /// Whether leaves that left the screen wait for ``releaseRetired()``.
  var hasRetired: Bool { !retired.isEmpty }

  /// Lets go of the leaves that left the screen, once the host's call that removed them has
  /// been answered.
  mutating func releaseRetired() {
    retired.removeAll(keepingCapacity: true)
  }

  /// Forgets everything, when the host is disconnected.
  ///
  /// The leaves that were on screen wait for ``releaseRetired()``, as a leaf whose last view
  /// left does: the host may be disconnected from inside a controller's display event.
  mutating func removeAll() {
    // The counts on the leaves name this ledger's old identity: they read as none.
    cells.removeAll()
    supplementary = [:]
    retired.append(contentsOf: showing)
    showing = []
    identity = Self.newIdentity()
    highlighted = nil
  }
}
