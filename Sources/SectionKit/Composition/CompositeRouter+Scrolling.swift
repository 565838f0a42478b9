/// Scroll events, told to the sections on screen (IGListKit's `ListScrollDelegate`).
extension CompositeRouter {
  /// Tells the sections on screen that the list scrolled.
  package func listDidScroll() {
    tellShownSections { $0.capabilities.scroll?.didScroll(in: $0.context) }
  }

  /// Tells the sections on screen that the user started dragging.
  package func listWillBeginDragging() {
    tellShownSections { $0.capabilities.scroll?.willBeginDragging(in: $0.context) }
  }

  /// Tells the sections on screen that the user lifted the finger.
  ///
  /// - Parameter decelerate: Whether the list goes on moving.
  package func listDidEndDragging(willDecelerate decelerate: Bool) {
    tellShownSections {
      $0.capabilities.scroll?.didEndDragging(willDecelerate: decelerate, in: $0.context)
    }
  }

  /// Tells the sections on screen that the list came to rest.
  package func listDidEndDecelerating() {
    tellShownSections { $0.capabilities.scroll?.didEndDecelerating(in: $0.context) }
  }

  /// The leaves of the sections on screen, in section order: those the display ledger holds
  /// that still stand where the host shows them (a section leaving this turn among them).
  ///
  /// - Complexity: O(v log v), v being the number of sections on screen.
  func shownLeavesInSectionOrder() -> [SectionTable.Leaf] {
    var shown: [(section: Int, leaf: SectionTable.Leaf)] = []
    for leaf in ledger.shownLeaves {
      guard let section = leaf.context.tableSection, table.leaf(at: section) === leaf
      else { continue }
      shown.append((section, leaf))
    }
    shown.sort { $0.section < $1.section }
    return shown.map(\.leaf)
  }

  /// Calls `event` for each section on screen that is in the list, in section order; a section
  /// whose removal was asked for hears nothing more.
  ///
  /// A controller may change the list from its event (load a page): the sections are gathered
  /// first, and the change waits for the events to end, as during layout.
  ///
  /// - Complexity: O(v log v), v being the number of sections on screen.
  private func tellShownSections(_ event: (SectionTable.Leaf) -> Void) {
    guard isAttached else { return }
    let shown = shownLeavesInSectionOrder().filter { $0.context.section != nil }
    answeringLayout {
      for leaf in shown { event(leaf) }
    }
  }
}

extension CompositeRouter {
  /// Routes to ``SectionScrollAnchors/canAnchorScroll(atRow:in:)``: whether a row, after a
  /// batch, may be the row the batch keeps in place on screen; `true` for a section that does
  /// not adopt the capability.
  ///
  /// - Parameter indexPath: A row of the list after the batch.
  /// - Returns: The section's answer.
  func canAnchorScroll(at indexPath: ListIndexPath) -> Bool {
    route(indexPath, .scrollAnchors, else: true) {
      $0.scrollAnchors!.canAnchorScroll(atRow: $1, in: $2)
    }
  }
}
