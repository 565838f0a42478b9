// The router's unsafe code: unretained routes (`Unmanaged`, `_withUnsafeGuaranteedRef`), the
// display ledger's unretained cell entries, and three stored properties whose exclusivity is
// not checked at run time.
//
// Safety budget (issue 25, measured while section controllers were a protocol; issue 26 made
// them a class, whose calls cost 1.3 ns more a question, Docs/Performance.md). With plain
// references instead (a route holding its controller and its context, retained and released
// on every question), a one-row insert in a list of 1,000 sections of 1,000 rows took
// 0.049 ms instead of 0.036 ms (+36%: the host checks every section's row count, as UIKit
// does, so every batch asks each section once), and asking every row count and cell of 10,000
// sections 2.26 ms instead of 1.30 ms; scrolling a screen of 1,000 sections of 10 rows end to
// end cost 2–4% more. Minimums of the `one-row` and `routing` benchmark groups, alternate runs
// on 2026-11-26. Over the 20% budget, so the routes stay unretained.
//
// Issue 37 measured the rest by scrolling 1,000 sections of 10 rows through the composite,
// each row asked its height, cell, highlighting and editing and displayed and ended (the
// `routing` group's capability table; callgrind, 20 scrolls of 10,000 rows, 2026-11-30):
// - A capability's question calls the controller through the route's capabilities,
//   unretained, on the property in place (`$0.rowHeights!.heightForRow(...)`): bound to a
//   name, or read from the leaf, the controller is retained and released once a question.
//   89.2 M instructions → 73.4 M for the questions alone; 1.49–1.61× a hand-written data
//   source instead of 2.27–2.30×.
// - `ledger`, `workingRange` and `Leaf.screenViews` are `@exclusivity(unchecked)`: each
//   display and end of display wrote two of them, and the run-time check of each write cost
//   more than the ledger's own work. 296.5 M instructions → 238.5 M (−20%). Sound because
//   none of their mutating methods calls out (to a controller, or to the host) while it runs:
//   the router calls controllers after the ledger's or the working range's change is done.
//   Debug builds, where the tests run, keep the run-time check.
// - A cell's display holds its leaf unretained (`DisplayLedger.CellEntry`): the ledger's
//   `showing` holds every leaf with a view on screen, and `retired` holds a leaf whose last
//   view left (or every leaf on screen, when the host is disconnected) until the host's call
//   that ended it is answered (`CompositeRouter.answeringLayout`), so that a nested call (a
//   controller that lays the host out, or detaches the list) cannot let it go while its
//   controller is being called (`DisplayLedgerReentrancyTests`). With the merged slots of
//   `ObjectTable`, 238.5 M → 202.6 M. In debug builds the ledger asserts that every cell's
//   leaf is one it counts on screen.
// Together, scrolling with the display events took 0.669–0.675 ms instead of 1.477 ms
// (1.70–1.73× a hand-written data source and delegate instead of 4.21×).
// - The ledger's table of cells owns its memory (`ObjectSlots`, an `UnsafeMutablePointer` of
//   slots freed in its `deinit`; noncopyable, so no copy can share or outlive it): no
//   uniqueness check, no bounds check, inlined into the display events. A display's `Change`
//   and a cell's `CellEnd` name their leaves unretained, and the router tells a section's first
//   and last views through them (`DisplayLedger.withLeaf`): the leaf that began is in
//   `showing`, the one that ended in `retired`, until the host's outermost call is answered.
//   With 256 slots for the cells (predicted branches), 178.9 M → 137.9 M instructions, and
//   0.68–0.73 ms → 0.57–0.59 ms (1.44–1.49× the hand-written data source and delegate).
//   Debug builds check that a change's leaves are ones the ledger holds
//   (`DisplayLedger.holds`), and that the table keeps an empty slot (its reads are masked
//   into the slots, without bounds checks).
//
// What keeps the routes sound: the leaf owns the controller, the context and the capabilities,
// the table owns the leaf, the table does not change while a question is answered (a change
// waits for `isAnswering` to end), and `routeTo(_:)` makes the routes anew from the leaves
// after every change; `checkRoutes(against:)` checks in debug builds that the routes are the
// table's leaves (their controllers, contexts, leaves and capabilities alike).

extension CompositeRouter {
  /// Checks that the routes are the table's leaves, in order; does nothing in release builds.
  ///
  /// - Parameter leaves: The table's leaves, in section order.
  /// - Complexity: O(n), n being the number of sections.
  func checkRoutes(against leaves: ContiguousArray<Leaf>) {
    #if DEBUG
      precondition(
        routes.elementsEqual(leaves) { $0.isSame(as: $1.route) },
        "SectionKit invariant: the routes are not the table's leaves")
    #endif
  }
}

extension CompositeRouter {
  /// A section as routing reads it: its controller and context, unretained, and the
  /// capabilities its controller adopts, inline in ``CompositeRouter/routes``.
  ///
  /// Answering the host's most frequent questions (row counts and cells) reads the route from
  /// a contiguous array and calls the controller: no object of SectionKit's own is touched on
  /// the way. A route through the section's ``SectionTable/Leaf`` would read one more object
  /// per section, wherever the allocator placed it, and that read, a cache miss on a long
  /// list, was most of the cost of routing.
  ///
  /// A capability's question for a section that does not adopt the capability is answered
  /// from the route's bits alone (``adopts(_:)``), without reading the leaf.
  ///
  /// The leaf owns the controller, the context and the capabilities; the table owns the leaf,
  /// and it does not change while a question is being answered. A route is made from its leaf
  /// each time the table changes (see ``SectionTable/Leaf/route``).
  @MainActor struct Route {
    /// The section controller, unretained.
    let controller: Unmanaged<SectionController>
    /// The section's context, unretained.
    let context: Unmanaged<SectionContext>
    /// The section's leaf, unretained: a display is noted on it (``DisplayLedger``).
    let leaf: Unmanaged<SectionTable.Leaf>
    /// The capabilities the controller adopts, one bit each (``SectionCapabilities/kinds``):
    /// the router answers a capability's question for a section that does not adopt it from
    /// the route.
    let kinds: UInt32
    /// The controller as each capability it adopts, unretained
    /// (``SectionTable/Leaf/capabilities``): a capability's question calls the controller
    /// through it.
    let capabilities: Unmanaged<SectionCapabilities>

    /// Makes the route of a section.
    ///
    /// - Parameter leaf: The section's leaf; the caller keeps it alive.
    init(_ leaf: SectionTable.Leaf) {
      controller = Unmanaged.passUnretained(leaf.controller)
      context = Unmanaged.passUnretained(leaf.context)
      self.leaf = Unmanaged.passUnretained(leaf)
      kinds = leaf.capabilities.kinds
      capabilities = Unmanaged.passUnretained(leaf.capabilities)
    }

    /// Whether the controller adopts a capability.
    ///
    /// - Parameter capability: The capability.
    /// - Returns: `true` when it does.
    @inline(__always)
    func adopts(_ capability: SectionCapabilities.Kind) -> Bool {
      kinds & capability.bit != 0
    }

    /// Asks the controller for its row count.
    ///
    /// - Returns: The controller's answer.
    @inline(__always)
    func numberOfRows() -> Int {
      withController { controller in
        withContext { context in controller.numberOfRows(in: context) }
      }
    }

    /// Asks the controller for the cell of a row.
    ///
    /// - Parameter row: The row, in the section.
    /// - Returns: The controller's cell.
    @inline(__always)
    func cell(at row: Int) -> any Reusable {
      withController { controller in
        withContext { context in controller.cell(at: row, in: context) }
      }
    }

    /// Asks the controller for its header title (`header`) or footer title.
    ///
    /// - Parameter header: Whether the header's title is asked, rather than the footer's.
    /// - Returns: The controller's answer.
    @inline(__always)
    func title(header: Bool) -> String? {
      withController { controller in
        withContext { context in
          header
            ? controller.titleForHeader(in: context) : controller.titleForFooter(in: context)
        }
      }
    }

    /// Runs `body` with the controller, unretained.
    ///
    /// `body` is handed to the standard library as a value: a main-actor closure written
    /// directly in the call would check the executor each time it runs (the standard library
    /// is not compiled in the Swift 6 language mode), which costs more than the routing. Nest
    /// ``withContext(_:)`` inside `body` rather than composing both in one helper: the
    /// optimiser inlines closures nested this way, not a closure passed through another.
    ///
    /// - Parameter body: Runs with the controller.
    /// - Returns: What `body` returns.
    @inline(__always)
    func withController<R>(_ body: (SectionController) -> R) -> R {
      controller._withUnsafeGuaranteedRef(body)
    }

    /// Asks the controller a question of a capability, if it adopts the capability;
    /// `fallback` (UIKit's default) otherwise.
    ///
    /// `body` gets the section's capabilities, unretained, and calls the controller through the
    /// capability's property, unwrapped: `{ $0.rowHeights!.heightForRow(at: row, in: $1) }`.
    /// The property is set whenever the route says the controller adopts the capability.
    /// Called on the property in place, the controller is not retained, as it would be if it
    /// were bound to a name first: one retain and release a question, 18% of the questions'
    /// instructions in the `routing` benchmark group (see the budget above).
    ///
    /// - Parameters:
    ///   - capability: The capability the question belongs to.
    ///   - fallback: The answer when the controller does not adopt it.
    ///   - body: Asks the controller, given its capabilities and the context.
    /// - Returns: The controller's answer, or `fallback`.
    @inline(__always)
    func ask<R>(
      _ capability: SectionCapabilities.Kind, else fallback: @autoclosure () -> R,
      _ body: (SectionCapabilities, SectionContext) -> R
    ) -> R {
      guard adopts(capability) else { return fallback() }
      return withCapabilities { capabilities in
        withContext { context in body(capabilities, context) }
      }
    }

    /// Runs `body` with the capabilities the controller adopts, unretained; see
    /// ``withController(_:)``.
    ///
    /// - Parameter body: Runs with the capabilities.
    /// - Returns: What `body` returns.
    @inline(__always)
    func withCapabilities<R>(_ body: (SectionCapabilities) -> R) -> R {
      capabilities._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` with the context, unretained; see ``withController(_:)``.
    ///
    /// - Parameter body: Runs with the context.
    /// - Returns: What `body` returns.
    @inline(__always)
    func withContext<R>(_ body: (SectionContext) -> R) -> R {
      context._withUnsafeGuaranteedRef(body)
    }

    /// Whether two routes call the same controller with the same context, in the same way.
    ///
    /// - Parameter other: Another route.
    /// - Returns: `true` when both are the same route.
    func isSame(as other: Route) -> Bool {
      controller.toOpaque() == other.controller.toOpaque()
        && context.toOpaque() == other.context.toOpaque()
        && leaf.toOpaque() == other.leaf.toOpaque()
        && kinds == other.kinds
        && capabilities.toOpaque() == other.capabilities.toOpaque()
    }
  }
}
