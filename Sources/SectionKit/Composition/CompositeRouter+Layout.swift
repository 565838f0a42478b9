import Foundation

// The sizes a collection view's flow layout asks for, routed to the owning section controller.
// Table views and the headless host do not ask them.
extension CompositeRouter {
  /// Routes to ``SectionFlowLayout/sizeForItem(at:in:)``.
  ///
  /// - Parameter indexPath: The item's position in the whole list.
  /// - Returns: The owning controller's size for its local item, or `nil`.
  package func sizeForItem(at indexPath: ListIndexPath) -> CGSize? {
    route(indexPath, .flowLayout, else: nil) { $0.flowLayout!.sizeForItem(at: $1, in: $2) }
  }

  /// Routes to ``SectionFlowLayout/sectionInsets(in:)``.
  ///
  /// - Parameter section: The section in the whole list.
  /// - Returns: The owning controller's insets, or `nil`.
  package func sectionInsets(inSection section: Int) -> SectionInsets? {
    route(section: section, .flowLayout, else: nil) { $0.flowLayout!.sectionInsets(in: $1) }
  }

  /// Routes to ``SectionFlowLayout/minimumLineSpacing(in:)``.
  ///
  /// - Parameter section: The section in the whole list.
  /// - Returns: The owning controller's spacing, or `nil`.
  package func minimumLineSpacing(inSection section: Int) -> CGFloat? {
    route(section: section, .flowLayout, else: nil) { $0.flowLayout!.minimumLineSpacing(in: $1) }
  }

  /// Routes to ``SectionFlowLayout/minimumInteritemSpacing(in:)``.
  ///
  /// - Parameter section: The section in the whole list.
  /// - Returns: The owning controller's spacing, or `nil`.
  package func minimumInteritemSpacing(inSection section: Int) -> CGFloat? {
    route(section: section, .flowLayout, else: nil) {
      $0.flowLayout!.minimumInteritemSpacing(in: $1)
    }
  }

  /// Routes to ``SectionFlowLayout/sizeForHeader(in:)``.
  ///
  /// - Parameter section: The section in the whole list.
  /// - Returns: The owning controller's header size, or `nil`.
  package func sizeForHeader(inSection section: Int) -> CGSize? {
    route(section: section, .flowLayout, else: nil) { $0.flowLayout!.sizeForHeader(in: $1) }
  }

  /// Routes to ``SectionFlowLayout/sizeForFooter(in:)``.
  ///
  /// - Parameter section: The section in the whole list.
  /// - Returns: The owning controller's footer size, or `nil`.
  package func sizeForFooter(inSection section: Int) -> CGSize? {
    route(section: section, .flowLayout, else: nil) { $0.flowLayout!.sizeForFooter(in: $1) }
  }
}

// A layout that asks per section (a compositional layout's section provider) needs the owner
// itself: the UIKit layer casts it to its own layout protocol.
extension CompositeRouter {
  /// The controller that owns a section, with its context.
  ///
  /// - Parameter section: The section in the whole list.
  /// - Returns: The owner and its context, or `nil` when `section` is out of range.
  package func owner(ofSection section: Int) -> (
    controller: SectionController, context: SectionContext
  )? {
    guard section >= 0, section < routes.count else { return nil }
    return route(section: section) { ($0, $1) }
  }
}
