#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension UITableViewCell: Reusable {}
  extension UITableViewHeaderFooterView: Reusable {}
  extension UICollectionReusableView: Reusable {}

  /// A reusable view whose layout lives in a nib: by default a nib named after the type, in the
  /// bundle that contains the type's code.
  ///
  /// The bundle that contains the code is right for an app or a framework. A Swift package
  /// keeps its resources in another bundle, `Bundle.module`, so a cell of a package target
  /// names it:
  ///
  /// ```swift
  /// final class BadgeCell: UITableViewCell, NibReusable {
  ///   static var nibBundle: Bundle { .module }
  /// }
  /// ```
  public protocol NibReusable: Reusable {
    /// The nib's name, without its extension; the type's name by default.
    static var nibName: String { get }
    /// The bundle the nib is loaded from; by default the bundle that contains the type
    /// (`Bundle(for:)`). A cell of a Swift package returns `Bundle.module`.
    static var nibBundle: Bundle { get }
    /// The nib holding the view's layout; by default the nib named ``nibName`` in
    /// ``nibBundle``, the one place where the nib is made.
    @MainActor static var nib: UINib { get }
  }

  extension NibReusable {
    /// The type's name, for example `"BadgeCell"`.
    public static var nibName: String { String(describing: self) }

    /// The bundle that contains the type's code.
    public static var nibBundle: Bundle { Bundle(for: self) }

    /// The nib named ``NibReusable/nibName`` in ``NibReusable/nibBundle``.
    @MainActor public static var nib: UINib { UINib(nibName: nibName, bundle: nibBundle) }
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
  extension SwipeActionsConfiguration {
    /// UIKit's configuration of these swipe actions, for a table view or a collection list.
    var uiKit: UISwipeActionsConfiguration {
      let actions = self.actions.map { action in
        let contextual = UIContextualAction(
          style: action.style == .destructive ? .destructive : .normal, title: action.title
        ) { _, _, completion in
          action.handler { completion($0) }
        }
        contextual.image = action.imageName.flatMap { UIImage(systemName: $0) }
        if let color = action.backgroundColor { contextual.backgroundColor = color.uiColor }
        return contextual
      }
      let result = UISwipeActionsConfiguration(actions: actions)
      result.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
      return result
    }
  }
#endif
