#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension SectionContext {
    /// The view controller that shows the section's list: the first in the responder chain of
    /// the table or collection view, as IGListKit's `viewController`; `nil` when the list is
    /// not on a UIKit host, not in a view controller's view, or the section was removed.
    ///
    /// Present from it, push on its navigation controller:
    ///
    /// ```swift
    /// override func didSelectRow(at row: Int, in context: SectionContext) {
    ///   context.viewController?.present(DetailViewController(item: items[row]), animated: true)
    /// }
    /// ```
    ///
    /// - Complexity: O(d), d being the depth of the list view in its view hierarchy.
    public var viewController: UIViewController? {
      let listView: UIView? =
        (listHost as? TableViewAdapter)?.tableView
        ?? (listHost as? CollectionViewAdapter)?.collectionView
      var responder: UIResponder? = listView
      while let next = responder {
        if let controller = next as? UIViewController { return controller }
        responder = next.next
      }
      return nil
    }
  }

  extension SectionController {
    /// The view controller that shows the section's list, as IGListKit's `viewController`:
    /// its ``SectionKit/SectionContext``'s `viewController`.
    ///
    /// - Complexity: O(d), d being the depth of the list view in its view hierarchy.
    public var viewController: UIViewController? { context.viewController }
  }
#endif
