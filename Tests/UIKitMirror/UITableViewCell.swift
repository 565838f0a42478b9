import Foundation

/// UIKit's `UITableViewCell`.
@available(iOS 2.0, *)
@MainActor
open class UITableViewCell: UIView {
  /// UIKit's `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// The default style.
    case `default`
  }

  /// UIKit's `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Sendable {
    /// No control.
    case none
    /// A delete control.
    case delete
    /// An insert control.
    case insert
  }

  /// The identifier the cell was dequeued with.
  public private(set) var reuseIdentifier: String?
  /// Whether the cell is selected.
  public var isSelected = false

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - reuseIdentifier: The identifier.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// Prepares the cell to be reused.
  open func prepareForReuse() {}
}

/// UIKit's `UITableViewHeaderFooterView`.
@available(iOS 6.0, *)
@MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the view was dequeued with.
  public private(set) var reuseIdentifier: String?

  /// Creates a view.
  ///
  /// - Parameter reuseIdentifier: The identifier.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }
}
