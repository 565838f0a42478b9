/// Maintaining the root's table of sections: adopting children, rebuilding the table when the
/// structure changes, and matching the new sections to the old ones.
extension CompositeController {
  /// Takes a child into this composite: a nested composite hands its leaves (and so its
  /// contexts) to the root.
  func adopt(_ child: SectionProvider) {
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
      let leaves = composite.table.removeAll()
      for leaf in leaves {
        leaf.context.owner = root
        Self.ownerByController[ObjectIdentifier(leaf.controller)] = WeakComposite(root)
      }
      root.table.adopt(leaves)
      // The sections that watch the viewport (a paged section) watch the root's host now.
      for (context, observer) in composite.router.viewportObservers {
        root.router.viewportObservers[context] = observer
      }
      composite.router.viewportObservers = [:]
      // Should the parent go away, the composite is a root again and builds its own table.
      composite.needsTable = true
    }
    // Any other child must be a section controller: collectControllers(into:) checks, as the
    // table is rebuilt in the same call.
  }

  /// Appends the section controllers below this composite, in section order.
  func collectControllers(into result: inout [SectionController]) {
    for chunk in childList.chunked {
      for child in chunk {
        if let composite = child.asComposite {
          composite.collectControllers(into: &result)
        } else if let controller = child.asSectionController {
          result.append(controller)
        } else {
          misuse("SectionKit: a SectionProvider is either a SectionController or a composite.")
        }
      }
    }
  }

  /// Rebuilds the root's table and tells the host how the sections changed.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: How the change reached the host.
  @discardableResult
  func structureDidChange(animated: Bool) -> ListBatch.Outcome {
    if let parent { return parent.structureDidChange(animated: animated) }
    let old = table.leaves
    let matching = rebuildTable()
    return applySectionChanges(from: old, matching: matching, animated: animated)
  }

  /// The root whose table holds each section controller: a controller owns one section, of one
  /// list.
  ///
  /// Held weakly: a tree released without detaching its controllers owns none of them.
  static var ownerByController: [ObjectIdentifier: WeakComposite] = [:]

  /// Notes that this root's table holds `controller`, or stops when another live tree does.
  private func claim(_ controller: SectionController, at section: Int) {
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
  private func release(_ controller: SectionController) {
    let id = ObjectIdentifier(controller)
    if Self.ownerByController[id]?.composite === self { Self.ownerByController[id] = nil }
  }

  /// Rebuilds the table of sections from the tree, keeping the leaf (and so the context) of
  /// every controller that stays under the same identity, and telling the controllers that
  /// came and went.
  ///
  /// - Returns: The matching of the new table's sections to the old table's.
  /// - Complexity: O(n) expected, n being the number of sections.
  @discardableResult
  func rebuildTable() -> SectionTable.Matching {
    needsTable = false
    treeMark = nil
    tableRebuildCount += 1
    var controllers: [SectionController] = []
    collectControllers(into: &controllers)
    let change = table.rebuild(controllers) { controller in
      SectionContext(controllerType: type(of: controller), owner: self)
    }
    for leaf in change.attached { claim(leaf.controller, at: leaf.context.tableSection ?? -1) }
    for leaf in change.detached {
      release(leaf.controller)
      leaf.controller.didDetach(from: leaf.context)
    }
    for leaf in change.attached {
      leaf.controller.attachedContext = leaf.context
      leaf.controller.didAttach(to: leaf.context)
    }
    for diagnostic in change.duplicates {
      updater.report(diagnostic)
    }
    checkInvariants()
    return change.matching
  }
}

extension SectionProvider {
  /// The provider as a composite, if it is one.
  ///
  /// Cast through `AnyObject`: a class cast compares class pointers, where a cast from the
  /// protocol existential goes through the runtime's general dynamic cast.
  var asComposite: CompositeController? { (self as AnyObject) as? CompositeController }
}
