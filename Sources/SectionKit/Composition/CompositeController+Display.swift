/// What the host shows, section by section.
extension CompositeController {
  /// The section controllers whose section shows at least one view on the host (a row's cell,
  /// its header or its footer), in section order: IGListKit's `visibleSectionControllers()`.
  ///
  /// A section that shows only its header or its footer is visible; one that shows nothing (no
  /// row, header or footer in the viewport) is not. The list is what the host reported through
  /// its display events, after the changes of the list of sections asked for before are
  /// applied: a controller is in it from its ``SectionDisplayDelegate/willDisplaySection(in:)`` to its
  /// ``SectionDisplayDelegate/didEndDisplayingSection(in:)``, while it is in the list. A nested
  /// composite lists the visible controllers below it.
  ///
  /// - Complexity: O(v log v), v being the number of sections on screen; plus O(n) for a
  ///   nested composite, n being the number of sections of the tree.
  public var visibleSectionControllers: [SectionController] {
    settleStructure()
    let placed = root.router.shownLeavesInSectionOrder().map(\.controller)
    guard parent != nil else { return placed }
    var below: [SectionController] = []
    collectControllers(into: &below)
    let mine = Set(below.map { ObjectIdentifier($0) })
    return placed.filter { mine.contains(ObjectIdentifier($0)) }
  }

  /// Scrolls the list so that a section controller's section stands at `position`: with
  /// ``ScrollPosition/top`` (the default), the top of its header at the top of the visible
  /// area, even when the section has no rows (IGListKit's `scroll(to:supplementaryKinds:…)`).
  ///
  /// The same as the controller's ``SectionContext/scrollToSection(at:animated:)``: it acts
  /// once the changes asked for before are applied, so a section added in the same turn is
  /// scrolled to. A controller that is not in this tree is not scrolled to.
  ///
  /// - Parameters:
  ///   - controller: A section controller of this composite's tree.
  ///   - position: Where the section should end up.
  ///   - animated: Whether to animate.
  /// - Complexity: O(n) to find the controller, n being the number of sections.
  public func scroll(
    to controller: SectionController, at position: ScrollPosition = .top,
    animated: Bool = false
  ) {
    context(for: controller)?.scrollToSection(at: position, animated: animated)
  }
}
