import Foundation

// Supplementary views of any kind (IGListKit's `ListSupplementaryViewSource`) and pinned
// headers, routed to the owning controller in its local indexes.
extension CompositeRouter {
  /// Routes to ``SectionSupplementaryViews/supplementaryKinds(in:)``.
  ///
  /// - Parameter section: The section in the whole list.
  /// - Returns: The owning controller's kinds.
  package func supplementaryKinds(inSection section: Int) -> [SupplementaryKind] {
    route(section: section, .supplementaryViews, else: []) {
      $0.supplementaryViews!.supplementaryKinds(in: $1)
    }
  }

  /// Routes a header to ``SectionHeaderFooterViews/viewForHeader(in:)``, a footer to
  /// ``SectionHeaderFooterViews/viewForFooter(in:)`` and any other kind to
  /// ``SectionSupplementaryViews/viewForSupplementaryView(ofKind:at:in:)`` with the local item, while
  /// the registry knows which view is asked (a dequeue is for that index path).
  ///
  /// - Parameters:
  ///   - kind: The kind.
  ///   - indexPath: Where the layout places the view: an item, or item 0 of the section.
  /// - Returns: The owning controller's view, or `nil`.
  package func viewForSupplementaryView(
    ofKind kind: SupplementaryKind, at indexPath: ListIndexPath
  ) -> (any Reusable)? {
    switch kind {
    case .header: return viewForHeader(inSection: indexPath.section)
    case .footer: return viewForFooter(inSection: indexPath.section)
    default: break
    }
    let leaf = self.leaf(indexPath.section)
    guard let views = leaf.capabilities.supplementaryViews else { return nil }
    let ask = { views.viewForSupplementaryView(ofKind: kind, at: indexPath.row, in: leaf.context) }
    guard let registry else { return ask() }
    return registry.withRequest(
      ReuseRegistry.Request(indexPath: indexPath, supplementaryKind: kind), ask)
  }

  /// Routes to ``SectionPinnedHeader/pinsHeaderToVisibleBounds(in:)``.
  ///
  /// - Parameter section: The section in the whole list.
  /// - Returns: The owning controller's answer.
  package func pinsHeaderToVisibleBounds(inSection section: Int) -> Bool {
    route(section: section, .pinnedHeader, else: false) {
      $0.pinnedHeader!.pinsHeaderToVisibleBounds(in: $1)
    }
  }
}
