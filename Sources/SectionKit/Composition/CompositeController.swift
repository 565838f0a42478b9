/// An ordered list of section controllers (and of other composites) that answers every question
/// of a list host by routing it to the controller that owns the section, in local indexes.
///
/// ```swift
/// let screen = CompositeController([
///   ProfileSection(user: user),
///   CompositeController([NotificationsSection(), PrivacySection()]),
///   AboutSection(),
/// ])
/// screen.attach(to: listView)
/// ```
///
/// A nested composite contributes all of its sections, in order, where it stands in its
/// parent. The root composite (the one without a parent) flattens the whole tree into one table
/// of sections, so finding the owner of a section is a single array access, however deep the
/// nesting. Changing the children of any composite in the tree rebuilds that table and sends
/// the host one animated batch of section changes, found by diffing section identities; on a
/// host, all the changes of a main-actor turn share one rebuild and one batch, at the end of the
/// turn (or at ``flushUpdates()``).
@MainActor
public final class CompositeController: SectionProvider {
  /// A section of the tree: its controller, its context and its identity.
  typealias Leaf = SectionTable.Leaf

  /// The composite's direct children, in order.
  ///
  /// - Complexity: O(n), n being the number of children.
  public var children: [SectionProvider] { childList.array }
  /// The controllers made by `setModels(_:id:animated:makeController:completion:)`, by model
  /// identity: a `ModelBindings` of the types of the last call.
  ///
  /// Declared first, so released first: the table, released after it, then frees the
  /// controllers in order rather than in the order of this table's hashes (each controller a
  /// cache miss in a large list).
  var modelBindings: AnyObject?
  /// The children, in chunks, so that one of them is inserted or removed without moving all.
  var childList = ChildList()
  /// The composite this one is nested in, or `nil` for a root.
  public internal(set) weak var parent: CompositeController?
  /// The host the root composite drives, if attached.
  public internal(set) weak var host: (any ListHost)?
  /// The reuse registry of the host, if attached.
  package var registry: ReuseRegistry? { router.isAttached ? reuse : nil }
  /// The registry, one for the composite's life, bound to each host it is attached to.
  var reuse: ReuseRegistry { router.reuse }
  /// Whether the composite is attached to a host.
  var isAttached: Bool { router.isAttached }
  /// What the host talks to: the composite's answers to the host's questions and events,
  /// routed to the section controllers (kept out of the composite's own API).
  package let router = CompositeRouter()

  /// Every section of the tree in order; maintained on the root only.
  ///
  /// It does not change while a question of the host is being answered: a change of the list
  /// of sections asked for meanwhile (a controller that removes itself from `cell(at:in:)`)
  /// waits until the host's layout is over (see ``CompositeRouter/isAnswering``).
  var table = SectionTable() {
    didSet { router.routeTo(table.leaves) }
  }
  /// How many times this composite rebuilt its table of sections (tests count the work a change
  /// costs with it).
  package internal(set) var tableRebuildCount = 0
  /// Whether this composite, nested until its parent went away, must build its own table.
  var needsTable = false
  /// The mark given to the section controllers of the tree, while a change of the list of
  /// sections waits to be applied: what tells a controller that left the tree from one the
  /// table still places (root only; given when first asked, forgotten at each change; see
  /// `hasLeft(_:)`).
  var treeMark: Int?

  /// Queues requests and hands batches to the host.
  let updater = Updater()
  /// What the host shows while every section is empty (see ``emptyState``).
  var shownWhenEmpty: RowContent?
  /// What the host shows above the first section and after the last (see ``listHeader``).
  var shownAroundSections = ListHeaderAndFooter()
  /// Editing mode and the multiple selection the root hands its host (see ``isEditing``).
  var selectionMode = SelectionMode()
  /// What keeps setting the children (a declarative screen following its models): the
  /// composite alone holds it, so it ends with the composite, when it is replaced, or when
  /// anything else sets the children.
  var childrenDriver: (any ChildrenDriver)?

  /// Called when the user moved one of the children, with its position before and after the
  /// move and the child; ``children`` is already in the new order.
  ///
  /// A child moves when the user drags the only row of its section into the section of a
  /// sibling, both controllers allowing it (``SectionMoving/canMoveSection(in:)``). Move
  /// your models the same way here, so that the next ``setChildren(_:animated:completion:)`` or
  /// `setModels` keeps the order the user chose.
  public var onMove: ((Int, Int, SectionProvider) -> Void)?
  /// A row the user dragged into another section and the host moved itself, until the host is
  /// told where its section went (root only; see `CompositeController+Reordering`).
  var userMove: UserMove?

  /// Creates a composite of section controllers and nested composites.
  ///
  /// - Parameter children: The children, in order.
  /// - Complexity: O(n), where n is the number of sections in the tree.
  public init(_ children: [SectionProvider] = []) {
    super.init()
    updater.source = self
    router.composite = self
    setChildren(children, animated: false)
  }

  /// The root of the tree this composite belongs to.
  ///
  /// A composite whose parent was released is a root again: it builds its own table of
  /// sections the first time it is asked.
  public var root: CompositeController {
    var node = self
    while let parent = node.parent { node = parent }
    if node.needsTable { node.rebuildTable() }
    return node
  }

  /// The number of sections this composite contributes.
  ///
  /// - Complexity: O(1) for a root, O(n) for a nested composite.
  public var sectionCount: Int {
    guard parent == nil else { return sectionControllers.count }
    settleStructure()
    return root.table.count
  }

  /// The section controllers of the tree below this composite, in section order.
  ///
  /// - Complexity: O(n).
  public var sectionControllers: [SectionController] {
    if parent == nil {
      settleStructure()
      return root.table.leaves.map(\.controller)
    }
    var result: [SectionController] = []
    collectControllers(into: &result)
    return result
  }

  /// The controller that owns a section of the list.
  ///
  /// - Parameter section: A section index of the root's list.
  /// - Returns: The owner, or `nil` when `section` is out of range.
  /// - Complexity: O(1).
  public func sectionController(forSection section: Int) -> SectionController? {
    settleStructure()
    return root.table.leaf(at: section)?.controller
  }

  /// The context of a section controller in this tree.
  ///
  /// - Parameter controller: A section controller.
  /// - Returns: Its context, or `nil` when it is not in the tree.
  public func context(for controller: SectionController) -> SectionContext? {
    settleStructure()
    return root.table.leaves.first { $0.controller === controller }?.context
  }

  // MARK: Changing the children

  /// Replaces all children, animating the difference.
  ///
  /// Sections are matched by ``SectionController/sectionIdentity`` with the linear-time diff:
  /// the host receives one batch of section inserts, deletes and the fewest moves (sections
  /// whose controller instance changed under the same identity are reloaded). Controllers that
  /// stay keep their context; removed and replaced ones are detached and their context's
  /// section index becomes `nil` (a new instance under an old identity gets a fresh context).
  /// On a host, the change is applied at the end of the main-actor turn, with the turn's other
  /// changes (or at ``flushUpdates()``, or when ``sectionCount`` or another question about the
  /// sections is asked); updates requested before are applied first. If the batch cannot be
  /// applied (for example a controller's row count changed without an update), the list is
  /// reloaded and a diagnostic reported.
  ///
  /// `completion` runs once the change has reached the list: after the batch of the turn's
  /// changes, in the order the changes were made, told ``ListBatch/Outcome/batched(animated:)`` (with
  /// this change's `animated`), or ``ListBatch/Outcome/reloaded`` when the list was reloaded instead
  /// (the batch broke a rule, or a load of the list showed the change first). On a tree on no
  /// host, the change is applied at once and `completion` runs at once, told
  /// ``ListBatch/Outcome/reloaded``: the list loads it when the tree is attached.
  ///
  /// ```swift
  /// screen.append(ArchiveSection()) { outcome in
  ///   archiveButton.isEnabled = true
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - children: The new children, in order.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change has reached the list, told how.
  /// - Complexity: O(n), where n is the number of sections in the tree.
  public func setChildren(
    _ children: [SectionProvider], animated: Bool = true,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    // Loops rather than closures throughout the table's maintenance: a main-actor closure
    // checks its executor on every call, which is measurable over thousands of sections.
    var kept = Set<ObjectIdentifier>()
    kept.reserveCapacity(children.count)
    for child in children {
      adopt(child)
      kept.insert(ObjectIdentifier(child))
    }
    var released: [CompositeController] = []
    for chunk in childList.chunked {
      for child in chunk {
        if let composite = child.asComposite, !kept.contains(ObjectIdentifier(composite)) {
          released.append(composite)
        }
      }
    }
    for composite in released { composite.parent = nil }
    childList.replaceAll(with: children)
    childrenDidChange(animated: animated, released: released, completion: completion)
  }

  /// Tells the root's updater of a change of the children, which applies it or notes it for
  /// later (see `Updater.noteStructureChange(animated:released:completion:)`): a tree on a host
  /// coalesces the changes of a turn into one rebuild of the table and one batch; a tree on no
  /// host, and a change that releases a nested composite (a root of its own then), are applied
  /// at once.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - released: Composites that left the tree.
  ///   - completion: Runs once the change has reached the list (at once, as reloaded, on a tree
  ///     on no host).
  private func childrenDidChange(
    animated: Bool, released: [CompositeController], completion: ((ListBatch.Outcome) -> Void)?
  ) {
    // Children set by anyone but the driver: the driver stops setting them.
    if childrenDriver?.isSettingChildren != true { childrenDriver = nil }
    let root = self.root
    root.treeMark = nil
    root.updater.noteStructureChange(
      animated: animated, released: released, completion: completion)
  }

  /// Lets go of a child that left the children, if it is a composite no longer among them.
  ///
  /// - Parameter child: The child that left.
  /// - Returns: The composite released (it becomes a root once the change is applied), or
  ///   nothing.
  private func letGo(of child: SectionProvider) -> [CompositeController] {
    guard let composite = child.asComposite, !childList.contains(composite) else { return [] }
    composite.parent = nil
    return [composite]
  }

  /// Has the composites that left a tree, and are still nobody's child, build their own table
  /// of sections, once the change of the tree they left is applied.
  ///
  /// - Parameter released: The composites that left.
  static func makeRoots(_ released: [AnyObject]) {
    for case let composite as CompositeController in released where composite.parent == nil {
      composite.rebuildTable()
    }
  }

  /// Applies a change of the list of sections noted for later, with the requests queued
  /// before it, so that a question about the structure sees it; does nothing while it must
  /// wait (see `Updater.settleStructure()`).
  func settleStructure() {
    root.updater.settleStructure()
  }

  /// Inserts a child.
  ///
  /// - Parameters:
  ///   - child: A section controller or a composite not already in a tree.
  ///   - index: The position among the children, in `0...children.count`.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change has reached the list, told how (see
  ///     ``setChildren(_:animated:completion:)``).
  /// - Complexity: O(c / 256) for c children, plus O(s) for the s sections of the tree once
  ///   per turn on a host (every change of the turn shares one rebuild and one batch).
  public func insert(
    _ child: SectionProvider, at index: Int, animated: Bool = true,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    adopt(child)
    childList.insert(child, at: index)
    childrenDidChange(animated: animated, released: [], completion: completion)
  }

  /// Appends a child.
  ///
  /// - Parameters:
  ///   - child: A section controller or a composite not already in a tree.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change has reached the list, told how (see
  ///     ``setChildren(_:animated:completion:)``).
  /// - Complexity: O(c / 256) for c children, plus O(s) for the s sections of the tree once
  ///   per turn on a host (every change of the turn shares one rebuild and one batch).
  public func append(
    _ child: SectionProvider, animated: Bool = true,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    insert(child, at: childList.count, animated: animated, completion: completion)
  }

  /// Removes a child.
  ///
  /// - Parameters:
  ///   - index: The child's position.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change has reached the list, told how (see
  ///     ``setChildren(_:animated:completion:)``).
  /// - Returns: The removed child.
  /// - Complexity: O(c / 256) for c children, plus O(s) for the s sections of the tree once
  ///   per turn on a host (every change of the turn shares one rebuild and one batch).
  @discardableResult
  public func remove(
    at index: Int, animated: Bool = true, completion: ((ListBatch.Outcome) -> Void)? = nil
  ) -> SectionProvider {
    let removed = childList.remove(at: index)
    childrenDidChange(animated: animated, released: letGo(of: removed), completion: completion)
    return removed
  }

  /// Moves a child to another position.
  ///
  /// - Parameters:
  ///   - source: The child's position.
  ///   - destination: Its position after the move.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change has reached the list, told how (see
  ///     ``setChildren(_:animated:completion:)``).
  /// - Complexity: O(c / 256) for c children, plus O(s) for the s sections of the tree once
  ///   per turn on a host (every change of the turn shares one rebuild and one batch).
  public func move(
    from source: Int, to destination: Int, animated: Bool = true,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    childList.insert(childList.remove(at: source), at: destination)
    childrenDidChange(animated: animated, released: [], completion: completion)
  }

  /// Replaces one child with another.
  ///
  /// - Parameters:
  ///   - index: The child's position.
  ///   - child: The new child.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change has reached the list, told how (see
  ///     ``setChildren(_:animated:completion:)``).
  /// - Complexity: O(c / 256) for c children, plus O(s) for the s sections of the tree once
  ///   per turn on a host (every change of the turn shares one rebuild and one batch).
  public func replace(
    at index: Int, with child: SectionProvider, animated: Bool = true,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    let old = childList[index]
    if old !== child {
      adopt(child)
      childList[index] = child
    } else if completion == nil {
      return
    }
    childrenDidChange(animated: animated, released: letGo(of: old), completion: completion)
  }
}
