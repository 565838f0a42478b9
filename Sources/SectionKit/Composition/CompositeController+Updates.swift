import Foundation

extension CompositeController {
  /// Applies every update requested so far, now, instead of at the end of the main-actor
  /// turn.
  ///
  /// Requests from ``SectionContext/performBatch(animated:updates:completion:)`` are collected
  /// during a turn and applied together as one batch; call this to apply them at once, for
  /// example in a test. Requests made while a batch is being applied (from a delegate method or
  /// a completion) are applied after it, at the end of the turn; a change of the list of
  /// sections made meanwhile is applied right after the batch, once the requests queued
  /// before it are.
  ///
  /// - Complexity: O(b + s) plus the host's work, b being the size of the requests and s the
  ///   number of sections.
  public func flushUpdates() {
    root.updater.flush()
  }

  /// Waits until the updates requested so far have been applied: the end of the turn's flush,
  /// and the diffs running off the main actor (see
  /// ``SnapshotDataSource/backgroundDiffingThreshold``), each applied or superseded by a newer
  /// update.
  public func waitForUpdates() async {
    await root.updater.waitForFlush()
  }

  /// The most recent update diagnostics (at most 100), newest last.
  public var diagnostics: [UpdateDiagnostic] { updater.diagnostics }

  /// Called with every update diagnostic; when `nil`, diagnostics are printed to standard
  /// error.
  public var onDiagnostic: ((UpdateDiagnostic) -> Void)? {
    get { updater.onDiagnostic }
    set { updater.onDiagnostic = newValue }
  }

  /// Makes an invalid update fail an assertion with its diagnostic (debug builds only), to
  /// find the mistake while developing; release builds always reload and report.
  public var assertsOnInvalidUpdates: Bool {
    get { updater.assertsOnInvalidUpdates }
    set { updater.assertsOnInvalidUpdates = newValue }
  }

  /// Called before the list receives an update: a batch, or a reload.
  ///
  /// Set it on the root composite (the one attached to a host) to hear what reaches the list:
  /// once per batch the list receives (the turn's row changes are one batch, its changes of the
  /// list of sections another, in that order), with the batch in the list's index paths, the
  /// list still showing what it showed before. A reload is told too, with the batch it
  /// replaces: the batch the list would have refused (see ``diagnostics``), or an empty batch
  /// for ``reloadData(completion:)``. Nothing is told for a turn that changes nothing, for a
  /// tree on no host, or for a load the host makes by itself (attaching, its own
  /// `reloadData()`).
  ///
  /// Change no model from here: the list is about to check the batch against the models'
  /// counts, and a row added now would make it refuse the batch and reload. Ask for changes from
  /// ``onDidApply`` (or a completion) instead.
  ///
  /// ```swift
  /// screen.onWillApply = { batch in
  ///   analytics.begin("list update", detail: batch.description)
  /// }
  /// ```
  ///
  /// IGListKit's `listAdapterUpdater(_:willPerformBatchUpdatesWith:)`.
  public var onWillApply: ((ListBatch) -> Void)? {
    get { updater.onWillApply }
    set { updater.onWillApply = newValue }
  }

  /// Called once the list has applied an update, with the batch and how it reached the list.
  ///
  /// It follows every ``onWillApply`` call, with the same batch, once the list shows the
  /// change (its animations may still run): ``ListBatch/Outcome/batched(animated:)`` when the list
  /// applied the batch, ``ListBatch/Outcome/reloaded`` when it was reloaded instead. It runs before
  /// the completions of the requests and changes the batch carried. A request made from here
  /// is applied after the batch, as a batch of its own: before the turn's changes of the list of
  /// sections when they are still to come, else in the next turn.
  ///
  /// ```swift
  /// screen.onDidApply = { batch, outcome in
  ///   if outcome == .reloaded { log("the list was reloaded") }
  /// }
  /// ```
  ///
  /// IGListKit's `listAdapter(_:didFinishUpdate:animated:)` and `IGListAdapterUpdateListener`.
  public var onDidApply: ((ListBatch, ListBatch.Outcome) -> Void)? {
    get { updater.onDidApply }
    set { updater.onDidApply = newValue }
  }

  /// Reloads the list, which then shows every model as it is, and calls `completion`.
  ///
  /// What is queued is shown by the reload rather than applied on top of it: the pending
  /// requests and changes of the list of sections are folded into it and their completions
  /// run first, in order, told ``ListBatch/Outcome/reloaded``. The listeners hear of the reload
  /// with an empty batch. Asked for while a batch is applied (from a completion or a
  /// listener), while a request is built, or while the host asks a question, the reload waits
  /// for it. On a tree on no host, the queued requests and changes are completed and then
  /// `completion` runs.
  ///
  /// ```swift
  /// screen.reloadData {
  ///   refreshControl.endRefreshing()
  /// }
  /// ```
  ///
  /// - Parameter completion: Runs once the list has reloaded.
  /// - Complexity: O(n) for n rows, as the host asks for every count (and a headless list for
  ///   every height).
  public func reloadData(completion: (() -> Void)? = nil) {
    root.updater.reloadWhenIdle(completion: completion)
  }

  /// Queues a section controller's request for the next flush.
  ///
  /// - Parameters:
  ///   - batch: The request, in the controller's local rows.
  ///   - context: The controller's context.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the request reached the list.
  func enqueue(
    _ batch: SectionBatch, from context: SectionContext, animated: Bool,
    completion: ((ListBatch.Outcome) -> Void)?
  ) {
    guard let section = context.tableSection, let leaf = table.leaf(at: section) else {
      completion?(.reloaded)
      return
    }
    if let request = reuse.activeRequest, request.supplementaryKind == nil,
      request.indexPath.section == section
    {
      let row = request.indexPath.row
      if batch.reloadsSection || batch.reloaded.contains(row) || batch.reconfigured.contains(row) {
        misuse(
          """
          SectionKit: \(context.controllerName) (section \(section)) asked to reload or \
          reconfigure row \(row) from cell(at:in:) while configuring that row's cell: the update \
          would ask for the cell again, and again. Configure the cell you are returning instead.
          """)
      }
    }
    updater.enqueue(batch, of: leaf, section: section, animated: animated, completion: completion) {
      shownRows(of: leaf, in: section)
    }
  }

  /// The row count the host shows for a section (what a replay of requests starts from).
  private func shownRows(of leaf: Leaf, in section: Int) -> Int {
    guard let host else { return leaf.numberOfRows() }
    return section < host.numberOfSections ? host.numberOfRows(inSection: section) : 0
  }
}

/// The composite translates for its updater: where a section that asked stands now, in the
/// list's index paths. The updater builds, checks and hands the batch.
extension CompositeController: UpdateSource {
  var listDataSource: any ListDataSource { router }

  func section(of requester: AnyObject) -> Int? {
    guard let leaf = requester as? Leaf, let section = leaf.context.tableSection,
      table.leaf(at: section) === leaf
    else { return nil }
    return section
  }

  func requester(atSection section: Int) -> AnyObject? { table.leaf(at: section) }

  func sectionsLeaving() -> [Int] {
    var leaving: [Int] = []
    for (section, leaf) in table.leaves.enumerated() where hasLeft(leaf) {
      leaving.append(section)
    }
    return leaving
  }

  func numberOfRows(inSection section: Int) -> Int { table.leaf(at: section)?.numberOfRows() ?? 0 }

  func controllerName(ofSection section: Int) -> String? {
    table.leaf(at: section)?.context.controllerName
  }

  func canAnchorScroll(at indexPath: ListIndexPath) -> Bool {
    router.canAnchorScroll(at: indexPath)
  }

  func decidesScrollAnchors(inSection section: Int) -> Bool {
    router.route(section: section, .scrollAnchors, else: false) { _, _ in true }
  }

  var hostIsAheadOfRequests: Bool { userMove != nil }

  /// Rebuilds the table and hands the host the batch of section changes; the composites that
  /// left build their own tables.
  func applyStructure(animated: Bool, released: [AnyObject]) -> ListBatch.Outcome {
    let outcome = structureDidChange(animated: animated)
    Self.makeRoots(released)
    return outcome
  }

  func hostWillLoad() {
    userMove = nil  // the host loads the sections as the table has them
  }

  /// Rebuilds the table without a batch, for the load of the host that shows it.
  func applyStructureForLoad(released: [AnyObject]) {
    rebuildTable()
    Self.makeRoots(released)
  }

  var isAnsweringHost: Bool { router.isAnswering }
}

extension CompositeController: SectionOwner {
  /// Whether a section's controller left the tree in the change of the list of sections that
  /// waits for the end of the turn (root only).
  func hasLeft(_ context: SectionContext) -> Bool {
    guard updater.isStructureChangeWaiting, let section = context.tableSection,
      let leaf = table.leaf(at: section), leaf.context === context
    else { return false }
    return hasLeft(leaf)
  }

  /// Whether a leaf's controller is no longer in the tree, while a change of the list of
  /// sections waits (root only).
  ///
  /// - Complexity: O(n) the first time after a change, n being the number of sections; then
  ///   O(1).
  func hasLeft(_ leaf: Leaf) -> Bool {
    let mark: Int
    if let treeMark {
      mark = treeMark
    } else {
      // Each controller of the tree is marked, not hashed into a set: asked of every section
      // of a list of thousands, as each change of the list of sections is.
      Self.treeMarks += 1
      mark = Self.treeMarks
      var controllers: [SectionController] = []
      collectControllers(into: &controllers)
      for controller in controllers { controller.treeMark = mark }
      treeMark = mark
    }
    return leaf.controller.treeMark != mark
  }

  /// The last mark given to a tree's controllers (see ``hasLeft(_:)``): each mark is new, so a
  /// controller marked by another tree, or by this one before a change, reads as not marked.
  private static var treeMarks = 0

  /// Applies the queued requests of the tree, unless the host is answering a question.
  func settleUpdates() {
    root.updater.settle()
  }

  /// Runs an action once the requests made before it are applied.
  func afterPendingUpdates(_ action: @escaping @MainActor () -> Void) {
    root.updater.afterPendingUpdates(action)
  }

  /// Calls `body` each time the host's viewport or layout changes; `nil` stops the calls.
  func observeViewport(for context: SectionContext, _ body: (@MainActor () -> Void)?) {
    root.router.viewportObservers[ObjectIdentifier(context)] = body
  }

  /// Runs a request's update closure; a change of the list of sections made inside waits.
  func buildingRequest<R>(_ body: () -> R) -> R {
    root.updater.buildingRequest(body)
  }
}
