/// What the host shows, section by section.
extension CompositeController {
  /// The section controllers whose section shows at least one view on the host (a row's cell,
  /// its header or its footer), in section order: IGListKit's `visibleSectionControllers()`.
  ///
  /// A section that shows only its header or its footer is visible; one that shows nothing (no
  /// row, header or footer in the viewport) is not. The list is what the host reported through
  /// its display events, after the changes of the list of sections asked for before are
  /// applied: a controller is in it from its ``SectionDelegate/willDisplaySection(in:)`` to its
  /// ``SectionDelegate/didEndDisplayingSection(in:)``, while it is in the list. A nested
  /// composite lists the visible controllers below it.
  ///
  /// - Complexity: O(v log v), v being the number of sections on screen; plus O(n) for a
  ///   nested composite, n being the number of sections of the tree.
  public var visibleSectionControllers: [any SectionController] {
    settleStructure()
    let root = self.root
    var placed: [(section: Int, controller: any SectionController)] = []
    for leaf in root.router.ledger.shownLeaves {
      guard let section = leaf.context.sectionIndex, root.table.leaf(at: section) === leaf
      else { continue }
      placed.append((section, leaf.controller))
    }
    placed.sort { $0.section < $1.section }
    guard parent != nil else { return placed.map(\.controller) }
    var below: [any SectionController] = []
    collectControllers(into: &below)
    let mine = Set(below.map { ObjectIdentifier($0) })
    return placed.lazy.map(\.controller).filter { mine.contains(ObjectIdentifier($0)) }
  }
}
