/// The sections of a root composite, flattened: which controller, with which context, owns
/// each section of the list, found by position in O(1) and by identity in O(1) expected.
///
/// The table is the one answer to "what does the list look like now" on the composite's side:
/// routing reads it (through the router's routes, made from its leaves), the updater maps
/// requests through it, and a rebuild matches a new list of controllers against it by section
/// identity. It does not call controllers: a rebuild returns the leaves that came and went,
/// and the composite tells them.
@MainActor
struct SectionTable {
  /// A section of the table: its controller, its context and its identity.
  ///
  /// A class, so that what is displayed for a section (see ``DisplayLedger``) keeps the
  /// controller and the context together, and so that routing has one owner to point into
  /// (see ``route``).
  @MainActor final class Leaf {
    let controller: SectionController
    let context: SectionContext
    let identity: SectionKey
    /// How the router calls the controller: the router copies it into its routes.
    var route: CompositeRouter.Route { CompositeRouter.Route(self) }
    /// The capabilities the controller adopts, found when the leaf is made.
    let capabilities: SectionCapabilities
    /// The generation of the last table this leaf was placed in.
    var stamp = 0
    /// The display ledger's count of this section's views on screen, kept here so that
    /// counting a view is a write to an object the display touches anyway (see
    /// ``DisplayLedger``).
    #if DEBUG
      var screenViews = DisplayLedger.ScreenViews()
    #else
      // Unchecked at run time in release builds alone: see the budget in
      // `CompositeRouter+Route.swift`.
      @exclusivity(unchecked) var screenViews = DisplayLedger.ScreenViews()
    #endif

    init(controller: SectionController, context: SectionContext, identity: SectionKey) {
      self.controller = controller
      self.context = context
      self.identity = identity
      capabilities = SectionCapabilities.of(controller)
    }

    /// Asks the controller for its row count.
    func numberOfRows() -> Int {
      controller.numberOfRows(in: context)
    }
  }

  /// How the sections of a rebuilt table match those of the table before.
  struct Matching {
    /// For each new section, the old section with the same identity, or -1 for a new one.
    var newToOld = ContiguousArray<Int>()
    /// Old sections whose identity stays with a new controller instance: they are reloaded.
    var replaced: Set<Int> = []
  }

  /// What a rebuild changed.
  struct Rebuild {
    /// The new sections matched to the old ones.
    var matching = Matching()
    /// Leaves made for controllers new to the table, in section order.
    var attached: [Leaf] = []
    /// Leaves of controllers that left the table (removed, or replaced under their identity);
    /// their contexts' section index is already `nil`.
    var detached: [Leaf] = []
    /// Section identities given twice: the later sections were placed under their instance.
    var duplicates: [UpdateDiagnostic] = []
  }

  /// Every section in order.
  private(set) var leaves: ContiguousArray<Leaf> = []
  /// The leaves by section identity, to keep a context across changes and to notice a new
  /// controller instance under the same identity.
  private(set) var byIdentity = LeavesByIdentity()
  /// Leaves handed over by nested composites since the last rebuild: filed by identity, not
  /// placed yet.
  private var adopted: [Leaf] = []

  /// Counts rebuilds of every table, to stamp the leaves placed in the current one (shared, as
  /// leaves move from a nested composite's table to its root's).
  private static var generation = 0

  /// The number of sections.
  var count: Int { leaves.count }
  /// Whether the table has no section.
  var isEmpty: Bool { leaves.isEmpty }
  /// The valid section indexes.
  var indices: Range<Int> { leaves.indices }

  /// The leaf of a section.
  ///
  /// - Parameter section: A section index below ``count``.
  subscript(section: Int) -> Leaf { leaves[section] }

  /// The leaf of a section, or `nil` when the section is out of range.
  ///
  /// - Parameter section: Any section index.
  /// - Returns: The leaf, or `nil`.
  func leaf(at section: Int) -> Leaf? {
    leaves.indices.contains(section) ? leaves[section] : nil
  }

  /// Empties the table and hands its leaves over, for a root taking in a nested composite.
  ///
  /// - Returns: The leaves, in order.
  mutating func removeAll() -> ContiguousArray<Leaf> {
    let taken = leaves + adopted
    leaves = []
    byIdentity = LeavesByIdentity()
    adopted = []
    return taken
  }

  /// Files leaves handed over by a nested composite under their identities, so that the next
  /// rebuild keeps them.
  ///
  /// - Parameter leaves: The nested composite's leaves.
  mutating func adopt(_ leaves: ContiguousArray<Leaf>) {
    for leaf in leaves { byIdentity[leaf.identity] = leaf }
    adopted += leaves
  }

  /// Rebuilds the table for a new list of controllers, keeping the leaf (and so the context)
  /// of every controller that stays under the same identity.
  ///
  /// Each section identity is looked up once, in ``byIdentity``, which is updated in place;
  /// the lookups also give the matching of new sections to old ones, so the section changes
  /// need no second pass over identities.
  ///
  /// - Parameters:
  ///   - controllers: The controllers of the tree, in section order.
  ///   - makeContext: Makes the context of a controller new to the table.
  /// - Returns: What changed; the caller tells the attached and detached controllers.
  /// - Complexity: O(n) expected, n being the number of sections.
  mutating func rebuild(
    _ controllers: [SectionController],
    makeContext: (SectionController) -> SectionContext
  ) -> Rebuild {
    if adopted.isEmpty, let unchanged = Self.unchangedRebuild(of: leaves, for: controllers) {
      return unchanged
    }
    Self.generation &+= 1
    let stamp = Self.generation
    let old = leaves
    var change = Rebuild()
    change.matching.newToOld.reserveCapacity(controllers.count)
    var newLeaves = ContiguousArray<Leaf>()
    newLeaves.reserveCapacity(controllers.count)
    // Room for the new identities at once: growing a table of thousands rehashes it.
    byIdentity.reserveCapacity(controllers.count)
    /// The position of a leaf in the old table, if it is there: where it was placed, if the
    /// old table holds it there (its context's `owner`, a weak reference, is not read).
    func oldSection(of leaf: Leaf) -> Int {
      guard let index = leaf.context.placedIndex, old.indices.contains(index), old[index] === leaf
      else { return -1 }
      return index
    }
    for (section, controller) in controllers.enumerated() {
      var identity = SectionKey(controller.sectionIdentity)
      var existing = byIdentity[identity]
      if let placed = existing, placed.stamp == stamp {
        // Already placed in this table: the same instance again, or a duplicate identity.
        if placed.controller === controller { Self.sameInstanceTwice(controller, at: section) }
        // Identities come from data (a photo's id): reported, and shown as a new section.
        change.duplicates.append(Self.duplicateIdentity(of: controller, at: section))
        identity = .instance(ObjectIdentifier(controller))
        existing = byIdentity[identity]
        if existing?.stamp == stamp { Self.sameInstanceTwice(controller, at: section) }
      }
      let leaf: Leaf
      if let existing, existing.controller === controller {
        leaf = existing
        change.matching.newToOld.append(oldSection(of: leaf))
      } else {
        // A new section, or a new instance under an old identity: a fresh context (the old
        // instance, if any, is detached below with its own, and its section reloaded).
        leaf = Leaf(controller: controller, context: makeContext(controller), identity: identity)
        change.attached.append(leaf)
        let replaced = existing.map(oldSection(of:)) ?? -1
        if replaced >= 0 { change.matching.replaced.insert(replaced) }
        change.matching.newToOld.append(replaced)
        byIdentity[identity] = leaf
      }
      leaf.stamp = stamp
      leaf.context.placedIndex = section
      newLeaves.append(leaf)
    }
    leaves = newLeaves
    // Leaves of the old table that are not in the new one: removed controllers, and replaced
    // instances (whose identity now names the new leaf).
    // Leaves handed over by a nested composite that left again before this rebuild are
    // detached as well.
    for leaf in old + adopted where leaf.stamp != stamp {
      if byIdentity[leaf.identity] === leaf { byIdentity[leaf.identity] = nil }
      leaf.context.placedIndex = nil
      change.detached.append(leaf)
    }
    adopted = []
    return change
  }

  /// What a rebuild changes when the controllers are the leaves' own, in the same order and
  /// under the same identities (a screen shown again with the same sections): nothing, found
  /// without a lookup.
  ///
  /// - Returns: The rebuild, or `nil` when a section differs.
  /// - Complexity: O(n), n being the number of sections.
  private static func unchangedRebuild(
    of leaves: ContiguousArray<Leaf>, for controllers: [SectionController]
  ) -> Rebuild? {
    guard leaves.count == controllers.count else { return nil }
    for (leaf, controller) in zip(leaves, controllers) {
      guard leaf.controller === controller, SectionKey(controller.sectionIdentity) == leaf.identity
      else { return nil }
    }
    var change = Rebuild()
    change.matching.newToOld = ContiguousArray(leaves.indices)
    return change
  }

  /// The diagnostic of a section identity given twice.
  private static func duplicateIdentity(of controller: SectionController, at section: Int)
    -> UpdateDiagnostic
  {
    UpdateDiagnostic(
      controller: String(describing: type(of: controller)), section: section,
      violation: UpdateDiagnostic.Violation(
        .duplicateSectionIdentity,
        "has the section identity \(controller.sectionIdentity) of an earlier section; "
          + "section identities must be unique", section: section))
  }

  /// Stops on a controller instance placed in two sections.
  private static func sameInstanceTwice(_ controller: SectionController, at section: Int)
    -> Never
  {
    misuse(
      """
      SectionKit: the same \(type(of: controller)) instance appears twice, the second time at \
      section \(section). A section controller owns exactly one section; create a second \
      instance to show the feature twice.
      """)
  }
}
