/// Maintaining the root's table of sections: adopting children, rebuilding the table when the
/// structure changes, and matching the new sections to the old ones.
extension CompositeController {
  /// Takes a child into this composite: a nested composite hands its leaves (and so its
  /// contexts) to the root.
  func adopt(_ child: any SectionProvider) {
    if let composite = child.asComposite {
      var node: CompositeController? = self
      while let ancestor = node {
        if ancestor === composite {
          misuse("SectionKit: a CompositeController cannot contain itself or one of its ancestors.")
        }
        node = ancestor.parent
      }
      if let parent = composite.parent, parent !== self {
        misuse(
          "SectionKit: this CompositeController is already nested in another; remove it there first."
        )
      }
      guard composite.parent == nil else { return }
      composite.detach()
      composite.parent = self
      let root = self.root
      for leaf in composite.table {
        leaf.context.composite = root
        root.leavesByIdentity[leaf.identity] = leaf
        Self.ownerByController[ObjectIdentifier(leaf.controller)] = WeakComposite(root)
      }
      composite.table = []
      composite.leavesByIdentity = [:]
      // Should the parent go away, the composite is a root again and builds its own table.
      composite.needsTable = true
    }
    // Any other child must be a section controller: collectControllers(into:) checks, as the
    // table is rebuilt in the same call.
  }

  /// Appends the section controllers below this composite, in section order.
  func collectControllers(into result: inout [any SectionController]) {
    for child in children {
      if let composite = child.asComposite {
        composite.collectControllers(into: &result)
      } else if let controller = child as? any SectionController {
        result.append(controller)
      } else {
        misuse(
          """
          SectionKit: '\(String(reflecting: type(of: child)))' is neither a SectionController \
          nor a CompositeController; conform it to SectionController.
          """)
      }
    }
  }

  /// Rebuilds the root's table and tells the host how the sections changed.
  func structureDidChange(animated: Bool) {
    if let parent {
      parent.structureDidChange(animated: animated)
      return
    }
    let old = table
    let matching = rebuildTable()
    applySectionChanges(from: old, matching: matching, animated: animated)
  }

  /// How the sections of a rebuilt table match those of the table before.
  struct SectionMatching {
    /// For each new section, the old section with the same identity, or -1 for a new one.
    var newToOld = ContiguousArray<Int>()
    /// Old sections whose identity stays with a new controller instance: they are reloaded.
    var replaced: Set<Int> = []
  }

  /// The root whose table holds each section controller: a controller owns one section, of one
  /// list.
  ///
  /// Held weakly: a tree released without detaching its controllers owns none of them.
  static var ownerByController: [ObjectIdentifier: WeakComposite] = [:]

  /// Notes that this root's table holds `controller`, or stops when another live tree does.
  private func claim(_ controller: any SectionController, at section: Int) {
    let id = ObjectIdentifier(controller)
    if let owner = Self.ownerByController[id]?.composite, owner !== self {
      misuse(
        """
        SectionKit: the same \(type(of: controller)) instance is in two trees of composites, \
        the second time at section \(section). A section controller owns exactly one section \
        of one list: remove it from the other composite first, or create a second instance.
        """)
    }
    Self.ownerByController[id] = WeakComposite(self)
  }

  /// Notes that this root's table no longer holds `controller`.
  private func release(_ controller: any SectionController) {
    let id = ObjectIdentifier(controller)
    if Self.ownerByController[id]?.composite === self { Self.ownerByController[id] = nil }
  }

  /// Stops on a controller instance placed in two sections.
  static func sameInstanceTwice(_ controller: any SectionController, at section: Int)
    -> Never
  {
    misuse(
      """
      SectionKit: the same \(type(of: controller)) instance appears twice, the second time at \
      section \(section). A section controller owns exactly one section; create a second \
      instance to show the feature twice.
      """)
  }

  /// Rebuilds the table of sections from the tree, keeping the leaf (and so the context) of
  /// every controller that stays under the same identity, and detaching the others.
  ///
  /// Each section identity is looked up once, in ``leavesByIdentity``, which is updated in
  /// place; the lookups also give the matching of new sections to old ones, so the section
  /// changes need no second pass over identities.
  ///
  /// - Returns: The matching of the new table's sections to the old table's.
  /// - Complexity: O(n) expected, n being the number of sections.
  @discardableResult
  func rebuildTable() -> SectionMatching {
    needsTable = false
    var controllers: [any SectionController] = []
    collectControllers(into: &controllers)
    Self.generation &+= 1
    let stamp = Self.generation
    let old = table
    var matching = SectionMatching()
    matching.newToOld.reserveCapacity(controllers.count)
    var newTable = ContiguousArray<Leaf>()
    newTable.reserveCapacity(controllers.count)
    var attached: [Leaf] = []
    var duplicates: [UpdateDiagnostic] = []
    /// The position of a leaf in the old table, if it is there.
    func oldSection(of leaf: Leaf) -> Int {
      guard let index = leaf.context.sectionIndex, old.indices.contains(index), old[index] === leaf
      else { return -1 }
      return index
    }
    for (section, controller) in controllers.enumerated() {
      var identity = SectionKey(controller.sectionIdentity)
      var existing = leavesByIdentity[identity]
      if let placed = existing, placed.stamp == stamp {
        // Already placed in this table: the same instance again, or a duplicate identity.
        if placed.controller === controller { Self.sameInstanceTwice(controller, at: section) }
        // Identities come from data (a photo's id): reported, and shown as a new section.
        duplicates.append(
          UpdateDiagnostic(
            controller: String(describing: type(of: controller)), section: section,
            violation: UpdateViolation(
              .duplicateSectionIdentity,
              "has the section identity \(controller.sectionIdentity) of an earlier section; "
                + "section identities must be unique", section: section)))
        identity = .instance(ObjectIdentifier(controller))
        existing = leavesByIdentity[identity]
        if existing?.stamp == stamp { Self.sameInstanceTwice(controller, at: section) }
      }
      let leaf: Leaf
      if let existing, existing.controller === controller {
        leaf = existing
        matching.newToOld.append(oldSection(of: leaf))
      } else {
        // A new section, or a new instance under an old identity: a fresh context (the old
        // instance, if any, is detached below with its own, and its section reloaded).
        claim(controller, at: section)
        let context = SectionContext(controllerType: type(of: controller), composite: self)
        leaf = Leaf(controller: controller, context: context, identity: identity)
        attached.append(leaf)
        let replaced = existing.map(oldSection(of:)) ?? -1
        if replaced >= 0 { matching.replaced.insert(replaced) }
        matching.newToOld.append(replaced)
        leavesByIdentity[identity] = leaf
      }
      leaf.stamp = stamp
      leaf.context.sectionIndex = section
      newTable.append(leaf)
    }
    table = newTable
    // Leaves of the old table that are not in the new one: removed controllers, and replaced
    // instances (whose identity now names the new leaf).
    for leaf in old where leaf.stamp != stamp {
      if leavesByIdentity[leaf.identity] === leaf { leavesByIdentity[leaf.identity] = nil }
      release(leaf.controller)
      leaf.context.sectionIndex = nil
      leaf.controller.didDetach(from: leaf.context)
    }
    for leaf in attached { leaf.controller.didAttach(to: leaf.context) }
    for diagnostic in duplicates { diagnostic.deliver(keepingIn: &diagnostics, to: onDiagnostic) }
    checkInvariants()
    return matching
  }
}

extension SectionProvider {
  /// The provider as a composite, if it is one.
  ///
  /// Cast through `AnyObject`: a class cast compares class pointers, where a cast from the
  /// protocol existential goes through the runtime's general dynamic cast.
  var asComposite: CompositeController? { (self as AnyObject) as? CompositeController }
}
