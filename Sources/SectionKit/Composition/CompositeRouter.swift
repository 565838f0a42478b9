/// A composite as its host sees it: the data source and delegate the host is connected to,
/// which routes every question and event to the section controller that owns the section, in
/// local indexes.
///
/// A separate object, so that the composite's own API is what a screen uses (children,
/// updates, attaching) and the host's questions do not show among it. The router keeps what
/// routing reads on every question (the routes, the registry, whether it is attached) as its
/// own constants and fields: answering a question reads the router only.
@MainActor
package final class CompositeRouter {
  /// A section of the tree: its controller, its context and its identity.
  typealias Leaf = SectionTable.Leaf

  /// The root composite this router answers for; set once, right after both exist (the
  /// composite owns the router).
  unowned var composite: CompositeController!
  /// The registry, one for the composite's life, bound to each host it is attached to.
  let reuse = ReuseRegistry()
  /// Whether the composite is attached to a host.
  var isAttached = false
  /// The routes of the composite's table, in section order, for the host's most frequent
  /// questions (row counts and cells); see ``Route``.
  private(set) var routes: ContiguousArray<Route> = []
  /// The composite's table's leaves, in section order, for the questions of a capability and
  /// the display events: read from the router itself, not through the composite (an `unowned`
  /// reference, whose every read retains it, and a table whose every read copies it).
  private(set) var leaves: ContiguousArray<Leaf> = []
  /// How many of the host's questions and layout callbacks are being answered, cell requests
  /// aside (nested when a controller's answer asks the host, which asks again); see
  /// ``isAnswering``.
  var routingDepth = 0
  #if DEBUG
    /// What each view on screen was displayed for.
    var ledger = DisplayLedger()
    /// The sections within the working range.
    var workingRange = WorkingRange()
  #else
    // Unchecked at run time in release builds alone: see the budget in
    // `CompositeRouter+Route.swift`.
    @exclusivity(unchecked) var ledger = DisplayLedger()
    @exclusivity(unchecked) var workingRange = WorkingRange()
  #endif
  /// The sections told each change of the viewport, by context (``SectionOwner/observeViewport(for:_:)``).
  var viewportObservers: [ObjectIdentifier: @MainActor () -> Void] = [:]
  /// The sections of the titles of the section index last answered, one per title, by
  /// identity: a tapped title leads to its section wherever that section stands now.
  var indexTitleSections: [SectionKey] = []
  /// The rows selected on the host, by identity, to select them again after a reload.
  var selection = SelectionMemory()
  /// The section a multiple-selection pan began in, to route its end there.
  var multipleSelection: Leaf?
  /// The context menu shown, to route the commit of its preview.
  var activeContextMenu: (identifier: String, leaf: Leaf, row: Int)?

  /// Routes to new leaves, after a change of the table.
  ///
  /// - Parameter leaves: The table's leaves, in section order.
  func routeTo(_ leaves: ContiguousArray<Leaf>) {
    var routes = ContiguousArray<Route>()
    routes.reserveCapacity(leaves.count)
    for leaf in leaves { routes.append(leaf.route) }
    self.routes = routes
    self.leaves = leaves
  }

  /// The composite's table of sections.
  var table: SectionTable { composite.table }

  /// The reuse registry of the host, if attached.
  var registry: ReuseRegistry? { isAttached ? reuse : nil }

  /// Whether one of the host's questions or layout callbacks is being answered: a change of
  /// the list of sections waits until none is.
  ///
  /// A cell request counts through the registry's (see ``cellForRow(at:)``): the most frequent
  /// question does no bookkeeping of its own.
  package var isAnswering: Bool { routingDepth > 0 || reuse.isAnsweringCellRequest }

  /// Runs a layout callback of the host (a display event): the host is in the middle of its
  /// layout, so a change of the list of sections asked for inside waits for it.
  @inline(__always)
  func answeringLayout<R>(_ body: () -> R) -> R {
    beginAnswering()
    defer { endAnswering() }
    return body()
  }

  /// Marks the start of a layout callback of the host; pair it with ``endAnswering()``, in a
  /// `defer`.
  ///
  /// For a callback too long to pass to ``answeringLayout(_:)`` as a closure: the optimiser
  /// calls a long closure rather than inlining it, and the call cost the end of a cell's
  /// display 13 of its 167 instructions (callgrind, the `routing` benchmark group).
  @inline(__always)
  func beginAnswering() {
    routingDepth &+= 1
  }

  /// Marks the end of a layout callback begun with ``beginAnswering()``: the outermost lets go
  /// of the leaves that left the screen meanwhile.
  @inline(__always)
  func endAnswering() {
    routingDepth &-= 1
    if routingDepth == 0, ledger.hasRetired { ledger.releaseRetired() }
  }
}
