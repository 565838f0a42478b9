// The router's only unsafe code: unretained routes (`Unmanaged`, `_withUnsafeGuaranteedRef`).
//
// Safety budget (issue 25, measured while section controllers were a protocol; issue 26 made
// them a class, whose calls cost 1.3 ns more a question, Docs/Performance.md). With plain
// references instead (a route holding its controller and its context, retained and released
// on every question), a one-row
// insert in a list of 1,000 sections of 1,000 rows took 0.049 ms instead of 0.036 ms (+36%:
// the host checks every section's row count, as UIKit does, so every batch asks each section
// once), and asking every row count and cell of 10,000 sections 2.26 ms instead of 1.30 ms;
// scrolling a screen of 1,000 sections of 10 rows end to end cost 2–4% more. Minimums of the
// `one-row` and `routing` benchmark groups, alternate runs on 2026-11-26. Over the 20% budget,
// so the routes stay unretained, here alone; `unowned(unsafe)` and `@exclusivity(unchecked)`,
// which bought nothing measurable, are gone. The route's leaf, unretained too (2026-11-29),
// serves a capability's questions (row height, highlighting, editing): read retained from the
// router's leaves, the leaf, its capability and its context cost three retain/release pairs a
// question, and scrolling 1,000 sections of 10 rows asking those questions alone took 3.27–3.34×
// a hand-written data source instead of 2.55–2.62× (the `routing` group, release builds of
// 617e257 and of the change run alternately): over the budget, kept. What keeps them sound:
// the leaf owns the controller and the context, the table owns the leaf, the table does not
// change while a question is answered (a change waits for `isAnswering` to end), and
// `routeTo(_:)` makes the routes anew from the leaves after every change;
// `checkRoutes(against:)` checks in debug builds that the routes are the table's leaves
// (their controllers, contexts and leaves alike).

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
  /// The leaf owns the controller and the context; the table owns the leaf, and it does not
  /// change while a question is being answered. A route is made from its leaf each time the
  /// table changes (see ``SectionTable/Leaf/route``).
  @MainActor struct Route {
    /// The section controller, unretained.
    let controller: Unmanaged<SectionController>
    /// The section's context, unretained.
    let context: Unmanaged<SectionContext>
    /// The section's leaf, unretained: a capability's question reads the controller as the
    /// capability from it (``SectionTable/Leaf/capabilities``).
    let leaf: Unmanaged<SectionTable.Leaf>
    /// The capabilities the controller adopts (``SectionCapabilities/kinds``): the router
    /// answers a capability's question for a section that does not adopt it from the route.
    let capabilities: UInt32
    let adopted: Unmanaged<SectionCapabilities>

    /// Makes the route of a section.
    ///
    /// - Parameter leaf: The section's leaf; the caller keeps it alive.
    init(_ leaf: SectionTable.Leaf) {
      controller = Unmanaged.passUnretained(leaf.controller)
      context = Unmanaged.passUnretained(leaf.context)
      self.leaf = Unmanaged.passUnretained(leaf)
      capabilities = leaf.capabilities.kinds
      adopted = Unmanaged.passUnretained(leaf.capabilities)
    }

    /// Whether the controller adopts a capability.
    ///
    /// - Parameter capability: The capability.
    /// - Returns: `true` when it does.
    @inline(__always)
    func adopts(_ capability: SectionCapabilities.Kind) -> Bool {
      capabilities & capability.bit != 0
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

    /// Runs `body` with the leaf, unretained; see ``withController(_:)``.
    ///
    /// - Parameter body: Runs with the leaf.
    /// - Returns: What `body` returns.
    @inline(__always)
    func withLeaf<R>(_ body: (SectionTable.Leaf) -> R) -> R {
      leaf._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` with the capabilities the controller adopts, unretained; see
    /// ``withController(_:)``.
    ///
    /// - Parameter body: Runs with the capabilities.
    /// - Returns: What `body` returns.
    @inline(__always)
    func withCapabilities<R>(_ body: (SectionCapabilities) -> R) -> R {
      adopted._withUnsafeGuaranteedRef(body)
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
        && capabilities == other.capabilities
    }
  }
}
