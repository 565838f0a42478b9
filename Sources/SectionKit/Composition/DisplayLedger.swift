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
/// The displays of ``HeadlessView``s (the headless host shows thousands at once) are kept in an
/// array in display order, each found through a ``DisplayRecord`` on its view; those of other
/// views (UIKit's) in a table keyed by the view.
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

  /// A view on screen: a cell (no kind), a header or a footer as one word.
  ///
  /// The word is the view's address, whose low bits (zero, an object being aligned) say which:
  /// hashed as one word, and a table of thousands of them a third smaller than with a kind's
  /// string beside each. Another kind of supplementary view, rare, is kept in a table of its
  /// own, by its name.
  private enum Key {
    case common(UInt)
    case other(OtherKey)

    init(view: any Reusable, kind: SupplementaryKind?) {
      let address = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(view)))
      if let code = DisplayLedger.code(of: kind) {
        self = .common(address | UInt(code))
      } else {
        // Only a kind other than a header or a footer has no code: `kind` is not `nil`.
        self = .other(OtherKey(view: ObjectIdentifier(view), kind: kind?.rawValue ?? ""))
      }
    }
  }

  /// A view on screen of a kind other than a cell, a header or a footer.
  private struct OtherKey: Hashable {
    let view: ObjectIdentifier
    let kind: String
  }

  /// A headless view's display, found through the view's ``DisplayRecord``.
  private struct Recorded {
    let view: HeadlessView
    var entry: Entry
  }

  /// The displays of headless cells, headers and footers, each at its view's record's index.
  private var recorded: ContiguousArray<Recorded> = []
  /// The other cells, headers and footers on screen, by ``Key/common(_:)`` key.
  private var shown = WordTable<Shown>()
  /// The other supplementary views on screen.
  private var shownOther: [OtherKey: Shown] = [:]
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
    if let view = view as? HeadlessView, let code = Self.code(of: kind),
      case .recorded(let replaced) = record(view, as: code, kind, entry)
    {
      previous = replaced
    } else {
      // One lookup in the table of views: with thousands of views on screen, each is a cache
      // miss.
      let new = Shown(view: view, entry: entry)
      switch Key(view: view, kind: kind) {
      case .common(let key): previous = shown.updateValue(new, forKey: key)?.entry
      case .other(let key): previous = shownOther.updateValue(new, forKey: key)?.entry
      }
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

  /// Makes room for `count` headless cells, headers and footers on screen in all, so that
  /// displaying thousands of views in one pass grows nothing a doubling at a time.
  ///
  /// - Parameter count: The number of views on screen to make room for.
  mutating func reserveCapacity(_ count: Int) {
    recorded.reserveCapacity(count)
  }

  /// How many times the table of views on screen was made (tests count them).
  var tableResizes: Int { shown.resizes }

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
    if let view = view as? HeadlessView, let code = Self.code(of: kind),
      view.displayRecord.ledger == identity, view.displayRecord.kind == code
    {
      shown = forgetRecord(of: view)
    } else {
      switch Key(view: view, kind: kind) {
      case .common(let key): shown = self.shown.removeValue(forKey: key)?.entry
      case .other(let key): shown = shownOther.removeValue(forKey: key)?.entry
      }
    }
    guard let ended = shown else { return (nil, nil) }
    let leaf = leave(ended.leaf)
    return (ended, leaf)
  }

  /// A cell's (no kind), header's or footer's code, in a ``DisplayRecord`` and in the low bits
  /// of a ``Key/common(_:)`` key; `nil` for another kind of view.
  private nonisolated static func code(of kind: SupplementaryKind?) -> UInt8? {
    switch kind {
    case nil: 0
    case .header?: 1
    case .footer?: 2
    case _?: nil
    }
  }

  /// Where a headless view's display went.
  private enum Recording {
    /// On the view, replacing the display it had, if it was on screen already.
    case recorded(replacing: Entry?)
    /// Nowhere yet: the view is on screen as another kind of view (a host that shows one view
    /// as two things at once), so this display is kept in the table.
    case elsewhere
  }

  /// Records a headless view's display on the view.
  private mutating func record(
    _ view: HeadlessView, as code: UInt8, _ kind: SupplementaryKind?, _ entry: Entry
  ) -> Recording {
    let record = view.displayRecord
    guard record.ledger == identity else {
      view.displayRecord = DisplayRecord(ledger: identity, index: recorded.count, kind: code)
      recorded.append(Recorded(view: view, entry: entry))
      // A display of this view as this kind may be in the table, from when the view was on
      // screen as another kind too (never, with the headless host's views).
      guard shown.count > 0, case .common(let key) = Key(view: view, kind: kind) else {
        return .recorded(replacing: nil)
      }
      return .recorded(replacing: shown.removeValue(forKey: key)?.entry)
    }
    guard record.kind == code else { return .elsewhere }
    let previous = recorded[record.index].entry
    recorded[record.index].entry = entry
    return .recorded(replacing: previous)
  }

  /// Forgets a headless view's recorded display: the last display takes its place.
  ///
  /// - Returns: What the view was displayed for.
  private mutating func forgetRecord(of view: HeadlessView) -> Entry {
    let index = view.displayRecord.index
    assert(recorded[index].view === view, "a display record names another view's display")
    view.displayRecord = DisplayRecord()
    let last = recorded.removeLast()
    guard index < recorded.count else { return last.entry }
    let forgotten = recorded[index].entry
    recorded[index] = last
    last.view.displayRecord.index = index
    return forgotten
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
    // The records on the views name this ledger's old identity: they read as none.
    recorded = []
    shown.removeAll()
    shownOther = [:]
    showing = []
    identity = Self.newIdentity()
    highlighted = nil
  }
}
