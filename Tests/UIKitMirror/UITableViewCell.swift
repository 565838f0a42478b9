#if os(Linux)
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

    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
      /// No accessory.
      case none
      /// A chevron.
      case disclosureIndicator
      /// An information button and a chevron.
      case detailDisclosureButton
      /// A checkmark.
      case checkmark
      /// An information button.
      @available(iOS 7.0, *)
      case detailButton
    }

    /// The identifier the cell was dequeued with.
    public private(set) var reuseIdentifier: String?
    /// Whether the cell is selected.
    public var isSelected = false
    /// The standard accessory.
    public var accessoryType = AccessoryType.none
    /// A custom accessory view, shown instead of ``accessoryType``.
    public var accessoryView: UIView?
    /// Whether the cell shows a reorder control while the table edits (and its data source
    /// can move the row).
    public var showsReorderControl = false
    /// The content configuration.
    @available(iOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)?
    /// How many levels the content is indented; 0 by default.
    public var indentationLevel: Int = 0
    /// The view a cell's own subviews go in.
    public var contentView: UIView { ownContentView }
    private lazy var ownContentView: UIView = {
      let view = UIView(frame: bounds)
      addSubview(view)
      return view
    }()

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

    /// The default content configuration of the cell's style.
    ///
    /// - Returns: A `.cell()` configuration (the default style).
    @available(iOS 14.0, *)
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
  }

  /// UIKit's `UITableViewHeaderFooterView`.
  @available(iOS 6.0, *)
  @MainActor
  open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was dequeued with.
    public private(set) var reuseIdentifier: String?
    /// The content configuration.
    @available(iOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)?

    /// Creates a view.
    ///
    /// - Parameter reuseIdentifier: The identifier.
    public required init(reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: .zero)
    }

    /// The default content configuration: a header's (the mirror has no table style to follow).
    ///
    /// - Returns: A `.groupedHeader()` configuration.
    @available(iOS 14.0, *)
    public func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }
  }
#endif
