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
/// scrolls by, in a table keyed by the cell's identity (``ObjectSlots``); headers, footers
/// and other supplementary views in a dictionary keyed by the view's identity and the kind it
/// is shown as.
///
/// The ledger owns its table of cells (``ObjectSlots``), so it cannot be copied: the router
/// keeps the one ledger of its host.
@MainActor
struct DisplayLedger: ~Copyable {
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
  }

  /// How a display or the end of one changed the sections shown.
  ///
  /// Its leaves are unretained: a leaf that began is on screen, held by ``showing``, and one
  /// that ended is held by ``retired`` until the host's call is answered. A change is read in
  /// the call that made it, and most changes are none: reading one retains nothing.
  struct Change {
    /// The section whose first view on screen this is, unretained.
    var unretainedBegan: Unmanaged<CompositeController.Leaf>?
    /// The section whose last view on screen left, unretained.
    var unretainedEnded: Unmanaged<CompositeController.Leaf>?

    /// The section whose first view on screen this is.
    var began: CompositeController.Leaf? { unretainedBegan?.takeUnretainedValue() }
    /// The section whose last view on screen left.
    var ended: CompositeController.Leaf? { unretainedEnded?.takeUnretainedValue() }

    /// Whether a section began or ended.
    var isSome: Bool { unretainedBegan != nil || unretainedEnded != nil }
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
  ///
  /// 256 slots once the first cells come (two before, for a nested composite's ledger, which
  /// never has any): a screen shows tens of cells, so at a tenth full a cell's slot is almost
  /// always its home and the slot after a removed one almost always empty, and the lookups'
  /// branches are predicted. Half full, as other tables are, the mispredicted branches cost
  /// the display events a tenth of their time in the `routing` benchmark group.
  private var cells = ObjectSlots<CellEntry>(capacity: 2, onceGrown: 256)
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
  private var retired: ContiguousArray<CompositeController.Leaf> = []
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
  /// - Parameters:
  ///   - cell: The cell.
  ///   - row: Its row in the section.
  ///   - leaf: The section's leaf, unretained: the caller keeps it alive.
  /// - Returns: The section the cell is the first view on screen of, if it is; and the
  ///   section a cell displayed again without an end of display left, if it was that
  ///   section's last.
  /// - Complexity: O(1) expected.
  @inline(__always)
  mutating func display(
    cell: any Reusable, row: Int, of leaf: Unmanaged<CompositeController.Leaf>
  ) -> Change {
    var change = Change()
    // A cell displayed again without an end leaves the section it was shown for.
    if let previous = cells.updateValue(
      CellEntry(leaf: leaf, row: row), forObject: ObjectIdentifier(cell))
    {
      change.unretainedEnded = leave(previous.leaf, checked: true)
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
      change.unretainedEnded = leave(.passUnretained(previous.leaf), checked: false)
    }
    count(.passUnretained(entry.leaf), into: &change)
    return change
  }

  /// Counts one more view of `leaf` on screen; the first puts it in ``showing``.
  @inline(__always)
  private mutating func count(
    _ leaf: Unmanaged<CompositeController.Leaf>, into change: inout Change
  ) {
    // The closure is kept small enough for the optimiser to inline it: a display event's
    // ledger work is a few instructions more than a plain data source's.
    let identity = self.identity
    let counted = Self.withLeaf(leaf) { leaf in
      guard leaf.screenViews.ledger == identity else { return false }
      leaf.screenViews.views &+= 1
      return true
    }
    if !counted { beginShowing(leaf, into: &change) }
  }

  /// Puts `leaf`, whose first view comes on screen, in ``showing``.
  @inline(never)
  private mutating func beginShowing(
    _ unretained: Unmanaged<CompositeController.Leaf>, into change: inout Change
  ) {
    let views = ScreenViews(ledger: identity, views: 1, position: showing.count)
    Self.withLeaf(unretained) { $0.screenViews = views }
    showing.append(unretained.takeUnretainedValue())
    if change.unretainedEnded?.toOpaque() == unretained.toOpaque() {
      change.unretainedEnded = nil
    } else {
      change.unretainedBegan = unretained
    }
  }

  /// How the end of a cell's display changed the ledger: what the cell was displayed for, and
  /// the section it was the last view on screen of, unretained as a ``Change``'s.
  struct CellEnd {
    /// What the cell was displayed for, or `nil` for a cell displayed without the ledger's
    /// knowledge.
    var entry: CellEntry?
    /// The section whose last view on screen the cell was, unretained.
    var unretainedEnded: Unmanaged<CompositeController.Leaf>?

    /// The section whose last view on screen the cell was.
    var ended: CompositeController.Leaf? { unretainedEnded?.takeUnretainedValue() }
  }

  /// Forgets a cell's display and returns what it was displayed for.
  ///
  /// - Returns: What the cell was displayed for (`nil` for a cell displayed without the
  ///   ledger's knowledge), and the section it was the last view on screen of, if it was. The
  ///   entry's leaf stays alive until ``releaseRetired()``.
  /// - Complexity: O(1) expected.
  @inline(__always)
  mutating func endDisplay(ofCell cell: any Reusable) -> CellEnd {
    guard let shown = cells.removeValue(forObject: ObjectIdentifier(cell)) else {
      return CellEnd()
    }
    return CellEnd(entry: shown, unretainedEnded: leave(shown.leaf, checked: true))
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
    return (shown, leave(.passUnretained(shown.leaf), checked: false)?.takeUnretainedValue())
  }

  /// Counts one view of `leaf` off screen.
  ///
  /// - Parameters:
  ///   - leaf: The leaf a view was displayed for.
  ///   - checked: Whether the leaf must be one this ledger counts, as a cell's is: its entry
  ///     does not hold it, ``showing`` does. Checked in debug builds.
  /// - Returns: `leaf` when that was its last view on screen; ``retired`` then holds it.
  @inline(__always)
  private mutating func leave(_ leaf: Unmanaged<CompositeController.Leaf>, checked: Bool)
    -> Unmanaged<CompositeController.Leaf>?
  {
    let identity = self.identity
    // Whether that was its last view on screen, or `nil` when the ledger does not count it.
    let last = Self.withLeaf(leaf) { leaf -> Bool? in
      guard leaf.screenViews.ledger == identity else { return nil }
      guard leaf.screenViews.views > 1 else { return true }
      leaf.screenViews.views &-= 1
      return false
    }
    assert(
      !checked || last != nil,
      "SectionKit invariant: a cell on screen names a section the ledger does not count")
    guard last == true else { return nil }
    leaveScreen(leaf)
    return leaf
  }

  /// Whether the ledger holds `leaf`, in ``showing`` or ``retired``.
  ///
  /// That is what makes a ``Change``'s unretained leaf, or a ``CellEntry``'s, safe to use;
  /// debug builds check it.
  ///
  /// - Parameter leaf: A leaf.
  /// - Returns: `true` when the ledger holds it.
  /// - Complexity: O(v), v being the number of sections on screen and of leaves retired.
  func holds(_ leaf: Unmanaged<CompositeController.Leaf>) -> Bool {
    let object = leaf.toOpaque()
    return showing.contains { Unmanaged.passUnretained($0).toOpaque() == object }
      || retired.contains { Unmanaged.passUnretained($0).toOpaque() == object }
  }

  /// Runs `body` with a leaf, unretained: one the ledger holds (in ``showing`` or
  /// ``retired``), which a ``Change`` or a ``CellEntry`` names.
  ///
  /// `body` is handed to the standard library as a value: a main-actor closure written in the
  /// standard library's call would check the executor each time it runs (see
  /// ``CompositeRouter/Route/withController(_:)``).
  ///
  /// - Parameters:
  ///   - leaf: The leaf; the caller knows it to be alive.
  ///   - body: Runs with the leaf.
  /// - Returns: What `body` returns.
  @inline(__always)
  nonisolated static func withLeaf<R>(
    _ leaf: Unmanaged<CompositeController.Leaf>, _ body: (CompositeController.Leaf) -> R
  ) -> R {
    leaf._withUnsafeGuaranteedRef(body)
  }

  /// Moves `leaf`, whose last view left, from ``showing`` to ``retired``.
  @inline(never)
  private mutating func leaveScreen(_ leaf: Unmanaged<CompositeController.Leaf>) {
    let position = Self.withLeaf(leaf) { leaf in
      defer { leaf.screenViews = ScreenViews() }
      return leaf.screenViews.position
    }
    // Held until the host's call is answered: `showing` may have been all that held it.
    retired.append(Self.remove(at: position, from: &showing))
    if position < showing.count { showing[position].screenViews.position = position }
  }

  /// Removes the leaf at `position`, the last leaf taking its place; each leaf is moved, not
  /// copied.
  ///
  /// `swapAt` costs more than the rest of ``leaveScreen(_:)``; a local moved with `consume`
  /// crashes the compiler when it type-checks against Apple's SDKs (Swift 6.3.1 on Linux,
  /// `scripts/check-apple-sdks`); a local returned is moved.
  ///
  /// - Parameters:
  ///   - position: The leaf's index.
  ///   - leaves: The leaves.
  /// - Returns: The leaf removed.
  @inline(__always)
  private static func remove(
    at position: Int, from leaves: inout ContiguousArray<CompositeController.Leaf>
  ) -> CompositeController.Leaf {
    var removed = leaves.removeLast()
    if position < leaves.count { swap(&leaves[position], &removed) }
    return removed
  }

  /// Whether leaves that left the screen wait for ``releaseRetired()``.
  var hasRetired: Bool { !retired.isEmpty }

  /// Lets go of the leaves that left the screen, once the host's call that removed them has
  /// been answered.
  mutating func releaseRetired() {
    // One at a time: `removeAll(keepingCapacity:)` takes the general path of
    // `replaceSubrange`, ten times the instructions for the one leaf there usually is.
    while !retired.isEmpty { retired.removeLast() }
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
