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
/// Identities are expected once in the tree; a node whose identity occurs twice expands and
/// collapses with its twin.
@MainActor
open class OutlineSection<Node, ID: Hashable & Sendable>: SectionController {
  /// One row shown: a node, where it stands in the tree, and the content it showed.
  private struct Shown {
    var id: ID
    var node: Node
    var depth: Int
    var hasChildren: Bool
    var isExpanded: Bool
    /// The content as the closure made it when the row was last diffed.
    var content: RowContent
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

  private let identity: (Node) -> ID
  private let childrenOf: (Node) -> [Node]
  private let makeContent: (Node) -> RowContent
  /// Every identity in the tree, shown or not.
  private var identities: Set<ID> = []
  /// The rows shown, in order.
  private var rows: [Shown] = []
  /// The context of the last attach (see ``IdentifiedSection``).
  private var context: SectionContext?

  /// Creates an outline of a tree of values.
  ///
  /// - Parameters:
  ///   - roots: The values at the top of the tree.
  ///   - id: The identity of a node.
  ///   - children: The children of a node; a node without children shows no disclosure.
  ///   - expanded: The identities of the nodes expanded at first.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - content: What the row of a node shows, before the section adds its disclosure and
  ///     indentation.
  /// - Complexity: O(n) calls of `id` and `children` for the n nodes of the tree, and of
  ///   `content` for the nodes shown.
  public init(
    roots: [Node], id: @escaping (Node) -> ID, children: @escaping (Node) -> [Node],
    expanded: Set<ID> = [], header: String? = nil, footer: String? = nil,
    content: @escaping (Node) -> RowContent
  ) {
    self.roots = roots
    self.identity = id
    self.childrenOf = children
    self.expandedIDs = expanded
    self.header = header
    self.footer = footer
    self.makeContent = content
    super.init()
    identities = allIdentities(of: roots)
    expandedIDs.formIntersection(identities)
    rows = flattened()
  }

  /// The nodes shown, one per row, in order.
  ///
  /// - Complexity: O(n), n being the number of rows.
  public var visibleNodes: [Node] { rows.map(\.node) }

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
      let section = context?.section.map { "section \($0)" } ?? "not in a list"
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
    var content = makeContent(shown.node)
    content.indentationLevel += shown.depth
    if shown.hasChildren {
      let id = shown.id
      content.accessories.append(
        .outlineDisclosure(isExpanded: shown.isExpanded) { [weak self] in
          // A cell on its way out may still be tapped: a node gone since does nothing.
          guard let self, self.identities.contains(id) else { return }
          self.setExpanded(!self.isExpanded(id), for: id)
        })
    }
    return context.dequeueReusableCell(showing: content, for: row)
  }

  /// The header title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: ``header``.
  open override func titleForHeader(in context: SectionContext) -> String? { header }

  /// The identity of the node `row` shows, so that a selected row stays selected when it is
  /// reloaded (see ``SectionController/identityOfRow(at:in:)``).
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: The node's identity.
  open override func identityOfRow(at row: Int, in context: SectionContext) -> AnyHashable? {
    AnyHashable(rows[row].id)
  }

  /// The footer title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: ``footer``.
  open override func titleForFooter(in context: SectionContext) -> String? { footer }

  /// Calls ``onSelect``.
  ///
  /// - Parameters:
  ///   - row: The row selected.
  ///   - context: The section's context.
  open override func didSelectRow(at row: Int, in context: SectionContext) {
    onSelect?(context, row, rows[row].node)
  }

  /// Keeps the context to animate later changes.
  ///
  /// - Parameter context: The section's context.
  open override func didAttach(to context: SectionContext) { self.context = context }

  // MARK: The tree

  /// Shows `newRows`: inserts, deletes and moves by identity, and configures again the rows
  /// that stay but show something else (a disclosure turned, a depth, the node's content).
  private func show(
    _ newRows: [Shown], animated: Bool, completion: ((ListBatch.Outcome) -> Void)?
  ) {
    let changes = Changeset(from: rows, to: newRows, identifiedBy: \.id) { old, new in
      old.depth == new.depth && old.hasChildren == new.hasChildren
        && old.isExpanded == new.isExpanded && old.content.hasSameValues(as: new.content)
    }
    guard let context, context.section != nil else {
      rows = newRows
      completion?(.reloaded)
      return
    }
    context.performBatch(
      animated: animated,
      updates: { batch in
        self.rows = newRows
        batch.apply(changes)
      }, completion: completion)
  }

  /// The rows of the tree as it stands: each root, and beneath each expanded node its children.
  private func flattened() -> [Shown] {
    var shown: [Shown] = []
    func append(_ nodes: [Node], depth: Int) {
      for node in nodes {
        let id = identity(node)
        let children = childrenOf(node)
        let isExpanded = expandedIDs.contains(id)
        shown.append(
          Shown(
            id: id, node: node, depth: depth, hasChildren: !children.isEmpty,
            isExpanded: isExpanded, content: makeContent(node)))
        if isExpanded { append(children, depth: depth + 1) }
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
      found.insert(identity(node))
      pending += childrenOf(node)
    }
    return found
  }
}

extension OutlineSection where Node: Identifiable, ID == Node.ID {
  /// Creates an outline of a tree of `Identifiable` values, identified by their `id`.
  ///
  /// - Parameters:
  ///   - roots: The values at the top of the tree.
  ///   - children: The children of a node; a node without children shows no disclosure.
  ///   - expanded: The identities of the nodes expanded at first.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - content: What the row of a node shows, before the section adds its disclosure and
  ///     indentation.
  /// - Complexity: O(n) for the n nodes of the tree.
  public convenience init(
    roots: [Node], children: @escaping (Node) -> [Node], expanded: Set<ID> = [],
    header: String? = nil, footer: String? = nil, content: @escaping (Node) -> RowContent
  ) {
    self.init(
      roots: roots, id: \.id, children: children, expanded: expanded, header: header,
      footer: footer, content: content)
  }
}
