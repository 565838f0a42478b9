#if os(Linux)
  import Foundation

  /// UIKit's `UIBarPosition`.
  @available(iOS 7.0, *)
  public enum UIBarPosition: Int, Sendable {
    /// The bar's position is not specified.
    case any = 0
    /// The bar is at the bottom of its local context.
    case bottom = 1
    /// The bar is at the top of its local context.
    case top = 2
    /// The bar is at the top of the screen, its background extending under the status bar.
    case topAttached = 3
  }

  /// UIKit's `UIBarPositioning`: navigation bars, toolbars and search bars.
  @available(iOS 7.0, *)
  @MainActor
  public protocol UIBarPositioning: NSObjectProtocol {
    /// Where the bar stands.
    var barPosition: UIBarPosition { get }
  }

  /// UIKit's `UIBarPositioningDelegate`: every method is optional; each default records that it
  /// was reached.
  @available(iOS 7.0, *)
  @MainActor
  public protocol UIBarPositioningDelegate: NSObjectProtocol {
    /// Where a bar stands (optional).
    func position(for bar: any UIBarPositioning) -> UIBarPosition
  }

  extension UIBarPositioningDelegate {
    /// Records that the default was reached.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition {
      MirrorRecorder.reached("position(for:)")
      return .any
    }
  }

  /// UIKit's `UISearchBarDelegate`: every method is optional; each default records that it was
  /// reached.
  @available(iOS 2.0, *)
  @MainActor
  public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether the search bar may begin editing (optional).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The search bar began editing (optional).
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the search bar may end editing (optional).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The search bar ended editing (optional).
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed, cleared included (optional).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether a change of the text may happen (optional).
    @available(iOS 3.0, *)
    func searchBar(
      _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// The keyboard's search button was tapped (optional).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped (optional).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  }

  extension UISearchBarDelegate {
    /// Records that the default was reached.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
      MirrorRecorder.reached("searchBarShouldBeginEditing(_:)")
      return true
    }
    /// Records that the default was reached.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
      MirrorRecorder.reached("searchBarTextDidBeginEditing(_:)")
    }
    /// Records that the default was reached.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
      MirrorRecorder.reached("searchBarShouldEndEditing(_:)")
      return true
    }
    /// Records that the default was reached.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
      MirrorRecorder.reached("searchBarTextDidEndEditing(_:)")
    }
    /// Records that the default was reached.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      MirrorRecorder.reached("searchBar(_:textDidChange:)")
    }
    /// Records that the default was reached.
    public func searchBar(
      _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      MirrorRecorder.reached("searchBar(_:shouldChangeTextIn:replacementText:)")
      return true
    }
    /// Records that the default was reached.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      MirrorRecorder.reached("searchBarSearchButtonClicked(_:)")
    }
    /// Records that the default was reached.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
      MirrorRecorder.reached("searchBarCancelButtonClicked(_:)")
    }
  }

  /// UIKit's `UISearchBar`, reduced to its text and its delegate.
  @available(iOS 2.0, *)
  @MainActor
  open class UISearchBar: UIView, UIBarPositioning {
    /// The delegate; a weak reference, as UIKit's.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The text in the field.
    open var text: String?
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// Where the bar stands: the top, as UIKit's default for a search bar.
    open var barPosition: UIBarPosition { .top }
  }
#endif
