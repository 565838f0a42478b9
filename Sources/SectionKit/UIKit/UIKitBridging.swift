#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  #if SECTIONKIT_UIKIT_MIRROR
    import Foundation
    import SectionKit
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension UITableViewCell: Reusable {}
  extension UITableViewHeaderFooterView: Reusable {}
  extension UICollectionReusableView: Reusable {}

  /// A reusable view whose layout lives in a nib named after the type, in the type's own
  /// bundle (not the main bundle), so cells of a framework or a Swift package load from the
  /// right place.
  public protocol NibReusable: Reusable {
    /// The nib holding the view's layout.
    static var nib: UINib { get }
  }

  extension NibReusable {
    /// A nib named after the type, in the bundle that contains the type.
    public static var nib: UINib {
      UINib(nibName: String(describing: self), bundle: Bundle(for: self))
    }
  }

  extension IndexPath {
    /// The UIKit index path of a list position.
    ///
    /// - Parameter path: A position.
    init(_ path: ListIndexPath) { self.init(row: path.row, section: path.section) }

    /// The list position of a UIKit index path.
    var listIndexPath: ListIndexPath { ListIndexPath(row: row, section: section) }
  }

  extension EditingStyle {
    /// UIKit's editing style.
    var uiKit: UITableViewCell.EditingStyle {
      switch self {
      case .none: return .none
      case .delete: return .delete
      case .insert: return .insert
      }
    }

    /// The style of a UIKit editing style.
    ///
    /// - Parameter style: UIKit's style.
    init(_ style: UITableViewCell.EditingStyle) {
      switch style {
      case .delete: self = .delete
      case .insert: self = .insert
      default: self = .none
      }
    }
  }

  extension ScrollPosition {
    /// UIKit's table scroll position.
    var tableView: UITableView.ScrollPosition {
      switch self {
      case .none: return .none
      case .top: return .top
      case .middle: return .middle
      case .bottom: return .bottom
      }
    }
  }
#endif
