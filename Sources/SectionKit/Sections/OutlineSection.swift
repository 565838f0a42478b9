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
/// Identities are expected once in the tree; a node whose identity occurs twice expands and
/// collapses with its twin.
@MainActor
open class OutlineSection<Node, ID: Hashable & Sendable>: SectionController, SectionRowIdentity,
  SectionHighlighting
{
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

  private let identity: (Node) -> ID
  private let childrenOf: (Node) -> [Node]
  private let hasChildrenOf: ((Node) -> Bool)?
  private let loadChildren: ChildrenLoader?
  /// The children the loader returned, by the parent's identity.
  private var loadedChildren: [ID: [Node]] = [:]
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

  /// The children of a node: its own, or those its loader returned.
  private func children(of node: Node, id: ID) -> [Node] {
    let own = childrenOf(node)
    return own.isEmpty ? loadedChildren[id] ?? [] : own
  }

  /// Whether the node's children are still to be loaded.
  private func needsLoad(_ node: Node, id: ID, children: [Node]) -> Bool {
    loadChildren != nil && children.isEmpty && loadedChildren[id] == nil
      && (hasChildrenOf?(node) ?? false)
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
