/// A ready-made section controller that shows a tree of values as an outline: a row with
/// children shows a disclosure triangle, and expanding it shows its children beneath it,
/// indented.
///
/// Expanding and collapsing are animated as row inserts and deletes, and the row that was
/// toggled is configured again in its cell; the section is never reloaded. Expansion is kept by
/// identity: new roots (``setRoots(_:animated:completion:)``) keep every node expanded whose
/// identity is still in the tree, and forget the identities that left it. Collapsing a node
/// hides its expanded descendants and keeps them expanded, so that they show again, expanded,
/// with it (as Apple's `NSDiffableDataSourceSectionSnapshot` does).
///
/// ```swift
/// let files = OutlineSection(roots: folders, children: \.children) { folder in
///   RowContent(folder.name, imageName: "folder")
/// }
/// files.onSelect = { context, row, folder in open(folder) }
/// files.setRoots(updatedFolders)  // inserts, deletes, moves and reconfigures, animated
/// ```
///
/// The rows show ``RowContent``: the section adds, to the content the closure makes, an
/// ``RowContent/Accessory/outlineDisclosure(isExpanded:onToggle:)`` accessory to a node with
/// children (VoiceOver offers it as the row's Expand or Collapse action) and the node's depth
/// to its ``RowContent/indentationLevel``.
///
/// The user's expand and collapse (the disclosure, VoiceOver's actions, and with ``togglesOnTap``
/// a tap on the row) ask ``shouldExpand`` or ``shouldCollapse`` first and tell ``willExpand`` or
/// ``willCollapse``, as Apple's `sectionSnapshotHandlers` do; expanding from code does not.
///
/// Children can load when their parent expands: give `hasChildren`, and an `async` loader as
/// `loadChildren`. A node that has children by `hasChildren` but none by `children` shows the
/// disclosure; expanding it shows ``loadingContent`` beneath it while the loader runs, then the
/// children the loader returns. The section keeps them by the parent's identity until the parent
/// leaves the tree; children that `children` gives later, in ``setRoots(_:animated:completion:)``,
/// take their place. The loader runs in a task on the main actor; a loader that throws collapses
/// the node again (expanding it retries), and collapsing the node while it runs cancels the task
/// and drops what it returns. A section that leaves its list, or is released, cancels the loads
/// that run (as ``PagedSection`` does); a node still expanded whose children were not loaded
/// shows ``loadingContent`` again when the section joins a list again, and its load starts over.
///
/// With ``onMove`` set, the user moves rows within the section, and the app hears which parent
/// the node joined and where (see <doc:DragAndDrop>).
///
/// Identities are expected once in the tree; a node whose identity occurs twice expands and
/// collapses with its twin.
@MainActor
open class OutlineSection<Node, ID: Hashable & Sendable>: SectionController, SectionRowIdentity,
  SectionHighlighting, SectionReordering
{
  /// A node the user moved among the rows, as ``onMove`` tells it: where it was in the tree and
  /// where it is now.
  ///
  /// Taking the node from the children of ``oldParent`` at ``oldIndex``, then putting it among
  /// the children of ``parent`` at ``index``, gives the tree the section shows.
  public struct Move: Hashable, Sendable {
    /// The identity of the node moved.
    public var id: ID
    /// The identity of its parent now; `nil` when it is a root.
    public var parent: ID?
    /// Its index among the children of ``parent`` (or the roots) after the move.
    public var index: Int
    /// The identity of its parent before the move; `nil` when it was a root.
    public var oldParent: ID?
    /// Its index among the children of ``oldParent`` (or the roots) before the move.
    public var oldIndex: Int

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - id: The identity of the node moved.
    ///   - parent: The identity of its new parent; `nil` for a root.
    ///   - index: Its index among its new parent's children after the move.
    ///   - oldParent: The identity of its old parent; `nil` for a root.
    ///   - oldIndex: Its index among its old parent's children before the move.
    public init(id: ID, parent: ID?, index: Int, oldParent: ID?, oldIndex: Int) {
      self.id = id
      self.parent = parent
      self.index = index
      self.oldParent = oldParent
      self.oldIndex = oldIndex
    }
  }

  /// Loads the children of a node that has children (by `hasChildren`) but none yet; throws
  /// when the load failed, which collapses the node again.
  public typealias ChildrenLoader = @MainActor (_ parent: Node) async throws -> [Node]

  /// The identity of a row: a node's, or the loading row beneath a node.
  private enum Key: Hashable {
    case node(ID)
    case loading(ID)
  }

  /// One row shown: a node, where it stands in the tree, and the content it showed (or the
  /// loading row beneath the node).
  private struct Shown {
    var key: Key
    var id: ID
    var node: Node
    var depth: Int
    var hasChildren: Bool
    var isExpanded: Bool
    /// The content as the closure made it when the row was last diffed.
    var content: RowContent

    var isLoadingRow: Bool { if case .loading = key { true } else { false } }
  }

  /// The values at the top of the tree, in order.
  public private(set) var roots: [Node]
  /// The identities of the nodes that are expanded, shown or beneath a collapsed one.
  public private(set) var expandedIDs: Set<ID>
  /// The section's header title.
  public var header: String?
  /// The section's footer title.
  public var footer: String?
  /// Called when the user selects a row, with the section's context, the row and its node (the
  /// order of ``IdentifiedSection``'s closures).
  public var onSelect: ((SectionContext, Int, Node) -> Void)?

  /// Asked before the user expands a node.
  ///
  /// Returning `false` keeps the node collapsed; `nil` allows every expand.
  public var shouldExpand: ((Node) -> Bool)?
  /// Asked before the user collapses a node.
  ///
  /// Returning `false` keeps the node expanded; `nil` allows every collapse.
  public var shouldCollapse: ((Node) -> Bool)?
  /// Called when the user expands a node, before its children show.
  public var willExpand: ((Node) -> Void)?
  /// Called when the user collapses a node, before its children hide.
  public var willCollapse: ((Node) -> Void)?
  /// Whether a tap anywhere on the row of a node with children expands or collapses it, as
  /// Apple's `UICellAccessory.OutlineDisclosureOptions(style: .cell)`; ``onSelect`` then hears
  /// of taps on rows without children only.
  public var togglesOnTap = false
  /// What the row beneath a node shows while its children load (see `loadChildren`).
  public var loadingContent = RowContent("Loading…")
  /// Called when the user moved a row, with the node's identity, its new parent and its index
  /// among that parent's children; `nil` (the default) gives the rows no reorder control.
  ///
  /// With it set, the user moves rows within the section: in editing mode by their reorder
  /// control, and by a reorder drag when the list's drag interaction is on. The section shows
  /// the move at once (the list moved the row: no batch but the reconfigure of the row at its
  /// new depth) and keeps the tree as moved until the next ``setRoots(_:animated:completion:)``:
  /// move the node in the app's tree here, so that the next roots change nothing.
  ///
  /// A drop between two rows does not say which parent the node joins; the section decides:
  /// - The node keeps its depth where the rows around the drop allow it: no shallower than the
  ///   row after the drop, no deeper than a sibling of the row before, or its first child when
  ///   that row is expanded.
  /// - At that depth it follows the node above it, or comes first among the children of the
  ///   row before.
  /// - Only a node whose children do not show moves (UIKit moves one row): a collapsed node
  ///   takes its subtree with it, so that no node lands in its own subtree. Loading rows do not
  ///   move, and a drop just above one lands above the node whose children load.
  ///
  /// Rows move within the section: a row dragged towards another section stays at this
  /// section's first or last row. A drop where the row was tells nothing.
  ///
  /// ```swift
  /// files.onMove = { [unowned files] move in
  ///   folders = folders.moving(move.id, to: move.parent, at: move.index)
  ///   files.setRoots(folders)
  /// }
  /// ```
  public var onMove: ((Move) -> Void)?

  private let identity: (Node) -> ID
  private let childrenOf: (Node) -> [Node]
  private let hasChildrenOf: ((Node) -> Bool)?
  private let loadChildren: ChildrenLoader?
  /// The children the loader returned, by the parent's identity.
  private var loadedChildren: [ID: [Node]] = [:]
  /// The children of the nodes the user's moves changed, by the parent's identity, until the
  /// next ``setRoots(_:animated:completion:)``; the roots change in ``roots``.
  private var movedChildren: [ID: [Node]] = [:]
  /// The loads that run, by the parent's identity.
  // Written on the main actor; read by deinit once the last reference is gone, when nothing
  // else can reach it.
  private nonisolated(unsafe) var loads: [ID: Task<Void, Never>] = [:]
  private let makeContent: (Node) -> RowContent
  /// Every identity in the tree, shown or not.
  private var identities: Set<ID> = []
  /// The rows shown, in order.
  private var rows: [Shown] = []
  /// The node rows left out for an identity that came earlier, not reported yet.
  private var unreported = UnreportedDuplicates()

  /// Creates an outline of a tree of values.
  ///
  /// - Parameters:
  ///   - roots: The values at the top of the tree.
  ///   - id: The identity of a node.
  ///   - children: The children of a node; a node without children shows no disclosure.
  ///   - hasChildren: Whether a node has children, loaded or not; `nil` when a node has children
  ///     as soon as `children` gives some.
  ///   - loadChildren: Loads the children of an expanded node that has children by
  ///     `hasChildren` but none by `children`.
  ///   - expanded: The identities of the nodes expanded at first.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - content: What the row of a node shows, before the section adds its disclosure and
  ///     indentation.
  /// - Complexity: O(n) calls of `id` and `children` for the n nodes of the tree, and of
  ///   `content` for the nodes shown.
  public init(
    roots: [Node], id: @escaping (Node) -> ID, children: @escaping (Node) -> [Node],
    hasChildren: ((Node) -> Bool)? = nil, loadChildren: ChildrenLoader? = nil,
    expanded: Set<ID> = [], header: String? = nil, footer: String? = nil,
    content: @escaping (Node) -> RowContent
  ) {
    self.roots = roots
    self.identity = id
    self.childrenOf = children
    self.hasChildrenOf = hasChildren
    self.loadChildren = loadChildren
    self.expandedIDs = expanded
    self.header = header
    self.footer = footer
    self.makeContent = content
    super.init()
    identities = allIdentities(of: roots)
    expandedIDs.formIntersection(identities)
    rows = leavingOutDuplicates(of: flattened())
  }

  deinit {
    for task in loads.values { task.cancel() }
  }

  /// The nodes shown, one per row, in order (a loading row shows no node).
  ///
  /// - Complexity: O(n), n being the number of rows.
  public var visibleNodes: [Node] { rows.filter { !$0.isLoadingRow }.map(\.node) }

  /// The load of the children of the node with this identity, while it runs: `await
  /// folders.loadTask(for: id)?.value` waits until its children (or its collapse, when it
  /// failed) are asked for.
  ///
  /// - Parameter id: The identity of a node.
  /// - Returns: The task, or `nil` when nothing loads for it.
  public func loadTask(for id: ID) -> Task<Void, Never>? { loads[id] }

  /// Whether the node with this identity is expanded (its children show when it does).
  ///
  /// - Parameter id: The identity of a node.
  /// - Returns: `true` when the node is expanded.
  public func isExpanded(_ id: ID) -> Bool { expandedIDs.contains(id) }

  /// Expands or collapses a node, animating its descendants in or out.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether the node is to be expanded.
  ///   - id: The identity of a node of the tree.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change is on screen.
  /// - Complexity: O(n) for the n rows shown.
  public func setExpanded(
    _ isExpanded: Bool, for id: ID, animated: Bool = true,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    guard identities.contains(id) else {
      let section = context.section.map { "section \($0)" } ?? "not in a list"
      misuse(
        "OutlineSection.setExpanded(_:for:): \(type(of: self)) (\(section)) has no node with the "
          + "identity \(id) (\(rows.count) rows shown); expand or collapse a node of its roots, "
          + "or call setRoots(_:) with the node first")
    }
    if isExpanded { expandedIDs.insert(id) } else { expandedIDs.remove(id) }
    show(flattened(), animated: animated, completion: completion)
  }

  /// Shows a new tree, animating the difference in the rows shown.
  ///
  /// Nodes keep their expansion by identity; an identity no longer in the tree is forgotten, so
  /// that a node that comes back with it is collapsed.
  ///
  /// - Parameters:
  ///   - newRoots: The values at the top of the tree.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change is on screen.
  /// - Complexity: O(n + m log m), n being the number of nodes and m the number of rows that
  ///   stay but change position.
  public func setRoots(
    _ newRoots: [Node], animated: Bool = true, completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    roots = newRoots
    movedChildren = [:]
    identities = allIdentities(of: newRoots)
    expandedIDs.formIntersection(identities)
    loadedChildren = loadedChildren.filter { identities.contains($0.key) }
    show(flattened(), animated: animated, completion: completion)
  }

  /// The number of rows shown.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The number of rows.
  public override func numberOfRows(in context: SectionContext) -> Int { rows.count }

  /// A content cell showing the node's content, with the disclosure of a node with children and
  /// the node's depth as its indentation.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: The cell.
  public override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let shown = rows[row]
    var content = shown.isLoadingRow ? loadingContent : makeContent(shown.node)
    content.indentationLevel += shown.depth
    if shown.hasChildren {
      let id = shown.id
      content.accessories.append(
        .outlineDisclosure(isExpanded: shown.isExpanded) { [weak self] in self?.toggle(id) })
    }
    return context.dequeueReusableCell(showing: content, for: row)
  }

  /// The header title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: ``header``.
  open override func titleForHeader(in context: SectionContext) -> String? { header }

  /// The identity of the node `row` shows, so that a selected row stays selected when it is
  /// reloaded (see ``SectionRowIdentity/identityOfRow(at:in:)``).
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: The node's identity.
  open func identityOfRow(at row: Int, in context: SectionContext) -> AnyHashable? {
    let shown = rows[row]
    return shown.isLoadingRow ? AnyHashable(shown.key) : AnyHashable(shown.id)
  }

  /// A loading row does not highlight.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: `false` for a loading row.
  open func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    !rows[row].isLoadingRow
  }

  /// The footer title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: ``footer``.
  open override func titleForFooter(in context: SectionContext) -> String? { footer }

  /// Calls ``onSelect``, or with ``togglesOnTap`` expands or collapses a node with children
  /// (and deselects its row).
  ///
  /// - Parameters:
  ///   - row: The row selected.
  ///   - context: The section's context.
  open override func didSelectRow(at row: Int, in context: SectionContext) {
    let shown = rows[row]
    if shown.isLoadingRow { return }
    if togglesOnTap && shown.hasChildren {
      context.deselectRow(row)
      toggle(shown.id)
      return
    }
    onSelect?(context, row, shown.node)
  }

  /// Keeps the context to animate later changes, and starts again the loads that leaving a list
  /// cancelled: a node still expanded whose children were not loaded loads them again.
  ///
  /// - Parameter context: The section's context.
  open override func didAttach(to context: SectionContext) {
    super.didAttach(to: context)
    unreported.report(of: "node", in: context)
    for shown in rows where shown.isLoadingRow { startLoad(of: shown.node, id: shown.id) }
  }

  /// Cancels the loads that run; their nodes stay expanded, and load again when the section
  /// joins a list again.
  ///
  /// - Parameter context: The section's context.
  open override func didDetach(from context: SectionContext) {
    for task in loads.values { task.cancel() }
    loads = [:]
  }

  // MARK: The user's toggle

  /// Expands or collapses a node as the user asks, if ``shouldExpand`` or ``shouldCollapse``
  /// allows, after telling ``willExpand`` or ``willCollapse``.
  private func toggle(_ id: ID) {
    // A cell on its way out may still be tapped: a node gone since does nothing.
    guard identities.contains(id), let node = node(identifiedBy: id) else { return }
    if isExpanded(id) {
      guard shouldCollapse?(node) ?? true else { return }
      willCollapse?(node)
      setExpanded(false, for: id)
    } else {
      guard shouldExpand?(node) ?? true else { return }
      willExpand?(node)
      setExpanded(true, for: id)
    }
  }

  /// The node shown with this identity (a node the user toggles shows).
  private func node(identifiedBy id: ID) -> Node? {
    rows.first { $0.key == .node(id) }?.node
  }

  // MARK: Loading children

  /// The children of a node: as the user's moves left them, its own, or those its loader
  /// returned.
  private func children(of node: Node, id: ID) -> [Node] {
    if let moved = movedChildren[id] { return moved }
    let own = childrenOf(node)
    return own.isEmpty ? loadedChildren[id] ?? [] : own
  }

  /// Whether the node's children are still to be loaded.
  private func needsLoad(_ node: Node, id: ID, children: [Node]) -> Bool {
    loadChildren != nil && children.isEmpty && loadedChildren[id] == nil
      && movedChildren[id] == nil && (hasChildrenOf?(node) ?? false)
  }

  /// Starts loading the children of `node`, unless they load already.
  private func startLoad(of node: Node, id: ID) {
    guard let loadChildren, loads[id] == nil else { return }
    loads[id] = Task { [weak self] in
      let loaded: [Node]?
      do {
        loaded = try await loadChildren(node)
      } catch {
        loaded = nil
      }
      guard !Task.isCancelled, let self else { return }
      self.finishLoad(of: id, with: loaded)
    }
  }

  /// Shows the children loaded, or collapses the node again when the load failed.
  private func finishLoad(of id: ID, with children: [Node]?) {
    loads[id] = nil
    guard identities.contains(id) else { return }
    if let children {
      loadedChildren[id] = children
      identities = allIdentities(of: roots)
    } else {
      expandedIDs.remove(id)
    }
    show(flattened(), animated: true, completion: nil)
  }

  // MARK: The tree

  /// Shows `newRows`: inserts, deletes and moves by identity, and configures again the rows
  /// that stay but show something else (a disclosure turned, a depth, the node's content).
  private func show(
    _ newRows: [Shown], animated: Bool, completion: ((ListBatch.Outcome) -> Void)?
  ) {
    // A load whose node no longer shows expanded is dropped: expanding it again loads again.
    let waiting = Set(newRows.lazy.filter(\.isLoadingRow).map(\.id))
    for (id, task) in loads where !waiting.contains(id) {
      task.cancel()
      loads[id] = nil
    }
    var newRows = newRows
    var changes = Self.changes(from: rows, to: newRows)
    if changes.duplicates.contains(where: { $0.newIndexes.count > 1 }) {
      newRows = leavingOutDuplicates(of: newRows)
      changes = Self.changes(from: rows, to: newRows)
    }
    unreported.report(of: "node", in: context)
    context.showDiffedRows(
      changes, reconfiguring: changes.updates, animated: animated, requestsWhenUnchanged: true,
      completion: completion
    ) { rows = newRows }
  }

  /// The diff of rows: inserts, deletes and moves by identity, and the rows that stay but show
  /// something else (a disclosure turned, a depth, the node's content).
  private static func changes(from rows: [Shown], to newRows: [Shown]) -> Changeset {
    Changeset(from: rows, to: newRows, identifiedBy: \.key) { old, new in
      old.depth == new.depth && old.hasChildren == new.hasChildren
        && old.isExpanded == new.isExpanded && old.content.hasSameValues(as: new.content)
    }
  }

  /// The rows with every node whose identity came earlier left out with the rows beneath it,
  /// kept to be reported: a tree's identities must be unique, as every content form's.
  ///
  /// - Complexity: O(n), n being the number of rows.
  private func leavingOutDuplicates(of rows: [Shown]) -> [Shown] {
    var firstRow: [Key: Int] = [:]
    firstRow.reserveCapacity(rows.count)
    var kept: [Shown] = []
    kept.reserveCapacity(rows.count)
    // The depth of the node left out last, while the rows beneath it are skipped.
    var leftOutDepth: Int?
    for (row, shown) in rows.enumerated() {
      if let depth = leftOutDepth, shown.depth > depth { continue }
      leftOutDepth = nil
      if let first = firstRow[shown.key] {
        unreported.append(shown.id, row: row, first: first)
        leftOutDepth = shown.depth
        continue
      }
      firstRow[shown.key] = kept.count
      kept.append(shown)
    }
    return kept
  }

  /// The rows of the tree as it stands: each root, and beneath each expanded node its children.
  ///
  /// An expanded node whose children are still to be loaded shows a loading row beneath it, and
  /// its load starts.
  private func flattened() -> [Shown] {
    var shown: [Shown] = []
    func append(_ nodes: [Node], depth: Int) {
      for node in nodes {
        let id = identity(node)
        let children = children(of: node, id: id)
        let isExpanded = expandedIDs.contains(id)
        shown.append(
          Shown(
            key: .node(id), id: id, node: node, depth: depth,
            hasChildren: hasChildrenOf?(node) ?? !children.isEmpty,
            isExpanded: isExpanded, content: makeContent(node)))
        guard isExpanded else { continue }
        if needsLoad(node, id: id, children: children) {
          shown.append(
            Shown(
              key: .loading(id), id: id, node: node, depth: depth + 1, hasChildren: false,
              isExpanded: false, content: loadingContent))
          startLoad(of: node, id: id)
        } else {
          append(children, depth: depth + 1)
        }
      }
    }
    append(roots, depth: 0)
    return shown
  }

  /// Every identity in the tree, beneath collapsed nodes too.
  private func allIdentities(of nodes: [Node]) -> Set<ID> {
    var found: Set<ID> = []
    var pending = nodes
    while let node = pending.popLast() {
      let id = identity(node)
      found.insert(id)
      pending += children(of: node, id: id)
    }
    return found
  }

  // MARK: The defaults of its capabilities, open for a subclass to override

  /// The row was highlighted by a touch.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func didHighlightRow(at row: Int, in context: SectionContext) {}

  /// The row's highlight ended.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func didUnhighlightRow(at row: Int, in context: SectionContext) {}

  // MARK: The user's moves

  /// Whether the row shows a reorder control: ``onMove`` is set, and the row shows a node
  /// whose children do not show beneath it; a loading row does not move.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: Whether the user may move the row.
  open func canMoveRow(at row: Int, in context: SectionContext) -> Bool {
    guard onMove != nil, rows.indices.contains(row) else { return false }
    return !rows[row].isLoadingRow && !showsChildren(at: row)
  }

  /// Where a row being dragged may land: where the user proposes, but for a drop just above a
  /// loading row, where the node would join children not loaded yet: it lands above the node
  /// that loads them.
  ///
  /// - Parameters:
  ///   - source: The row being moved.
  ///   - proposed: The row proposed as the destination.
  ///   - context: The section's context.
  /// - Returns: The destination row.
  /// - Complexity: O(1).
  open func targetRowForMove(from source: Int, toProposed proposed: Int, in context: SectionContext)
    -> Int
  {
    guard rows.indices.contains(source) else { return proposed }
    let destination = min(max(proposed, 0), rows.count - 1)
    // The row that would follow the moved one (among the rows without it, at `destination`).
    let next = destination < source ? destination : destination + 1
    guard rows.indices.contains(next), rows[next].isLoadingRow else { return destination }
    // A loading row follows the node that loads, which is not the moved row: it shows a child.
    return destination - 1
  }

  /// Follows the row the user moved: the node joins the parent, at the place, that the rows
  /// around it say (see ``onMove``), the rows show it there, and ``onMove`` is told.
  ///
  /// The list has already moved the row, as UIKit does: no move is sent. The moved row is
  /// configured again when its depth changed, and so is its old parent when it lost its last
  /// child. The next ``setRoots(_:animated:completion:)`` is diffed from the moved rows.
  ///
  /// - Parameters:
  ///   - source: The row it came from.
  ///   - destination: The row it went to.
  ///   - context: The section's context.
  /// - Complexity: O(n), n being the number of nodes shown and of the children of the node's
  ///   old and new parents.
  open func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
    // The list moved the row already: follow it even if the closure is gone meanwhile.
    guard rows.indices.contains(source), rows.indices.contains(destination) else { return }
    let moved = rows[source]
    let movable = !moved.isLoadingRow && !showsChildren(at: source)
    let oldParent = parentRow(of: source).map { rows[$0] }
    rows.insert(rows.remove(at: source), at: destination)
    let move = movable ? placeNode(of: moved, at: destination, from: oldParent) : nil
    // The rows of the tree as it stands: the moved row at its new depth, or, when the tree
    // refuses the move, back where it was.
    show(flattened(), animated: true, completion: nil)
    if let move { onMove?(move) }
  }

  /// Whether the row shows a node with rows beneath it: its children, or its loading row.
  private func showsChildren(at row: Int) -> Bool {
    rows.indices.contains(row + 1) && rows[row + 1].depth > rows[row].depth
  }

  /// The row of the parent of the node at `row`, or `nil` for a root.
  ///
  /// - Complexity: O(n), n being the number of rows above.
  private func parentRow(of row: Int) -> Int? {
    let depth = rows[row].depth
    guard depth > 0 else { return nil }
    return rows[..<row].lastIndex { $0.depth < depth }
  }

  /// The children of a node shown, or the roots for `nil`, as the moves made them.
  private func childList(of parent: Shown?) -> [Node] {
    guard let parent else { return roots }
    return children(of: parent.node, id: parent.id)
  }

  /// Keeps the children of a node shown, or the roots for `nil`, as a move made them.
  private func setChildList(_ nodes: [Node], of parent: Shown?) {
    if let parent {
      movedChildren[parent.id] = nodes
    } else {
      roots = nodes
    }
  }

  /// Moves the node of `moved`, shown now at `row`, in the tree: from its old parent to the
  /// parent and place the rows around `row` say.
  ///
  /// The node keeps its depth where the rows around it allow it: no shallower than the row
  /// after it (whose parent it would otherwise take), no deeper than a child of the row before
  /// it when that row is expanded, or than a sibling of it. Then it follows the node at its
  /// depth above it, or comes first among the children of the row before it.
  ///
  /// - Returns: The move, or `nil` when the node is where it was.
  private func placeNode(of moved: Shown, at row: Int, from oldParent: Shown?) -> Move? {
    var siblings = childList(of: oldParent)
    guard let oldIndex = siblings.firstIndex(where: { identity($0) == moved.id }) else {
      return nil
    }
    let node = siblings.remove(at: oldIndex)
    setChildList(siblings, of: oldParent)
    let previous = row > 0 ? rows[row - 1] : nil
    let next = row + 1 < rows.count ? rows[row + 1] : nil
    var shallowest = next?.depth ?? 0
    var deepest =
      previous.map { previous in
        if previous.isLoadingRow { return previous.depth - 1 }
        return previous.isExpanded ? previous.depth + 1 : previous.depth
      } ?? 0
    // Above a loading row a node would join children not loaded yet: it follows their parent.
    if let next, next.isLoadingRow {
      shallowest = next.depth - 1
      deepest = shallowest
    }
    let depth = min(max(moved.depth, shallowest), max(deepest, shallowest))
    let parent: Shown?
    var index = 0
    if let previous, depth > previous.depth {
      parent = previous
    } else if previous != nil {
      // Going up, depths fall by one at most: the first row no deeper is at `depth`.
      let sibling = rows[..<row].lastIndex { $0.depth <= depth } ?? 0
      parent = parentRow(of: sibling).map { rows[$0] }
      let after = rows[sibling].id
      index = (childList(of: parent).firstIndex { identity($0) == after } ?? -1) + 1
    } else {
      parent = nil
    }
    var children = childList(of: parent)
    index = min(index, children.count)
    children.insert(node, at: index)
    setChildList(children, of: parent)
    guard parent?.id != oldParent?.id || index != oldIndex else { return nil }
    return Move(
      id: moved.id, parent: parent?.id, index: index, oldParent: oldParent?.id,
      oldIndex: oldIndex)
  }
}

extension OutlineSection where Node: Identifiable, ID == Node.ID {
  /// Creates an outline of a tree of `Identifiable` values, identified by their `id`.
  ///
  /// - Parameters:
  ///   - roots: The values at the top of the tree.
  ///   - children: The children of a node; a node without children shows no disclosure.
  ///   - hasChildren: Whether a node has children, loaded or not; `nil` when a node has children
  ///     as soon as `children` gives some.
  ///   - loadChildren: Loads the children of an expanded node that has children by
  ///     `hasChildren` but none by `children`.
  ///   - expanded: The identities of the nodes expanded at first.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - content: What the row of a node shows, before the section adds its disclosure and
  ///     indentation.
  /// - Complexity: O(n) for the n nodes of the tree.
  public convenience init(
    roots: [Node], children: @escaping (Node) -> [Node],
    hasChildren: ((Node) -> Bool)? = nil, loadChildren: ChildrenLoader? = nil,
    expanded: Set<ID> = [], header: String? = nil, footer: String? = nil,
    content: @escaping (Node) -> RowContent
  ) {
    self.init(
      roots: roots, id: \.id, children: children, hasChildren: hasChildren,
      loadChildren: loadChildren, expanded: expanded, header: header, footer: footer,
      content: content)
  }
}
