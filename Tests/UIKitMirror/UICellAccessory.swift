#if os(Linux)
  import Foundation

  /// UIKit's `UICollectionViewListCell`.
  @available(iOS 14.0, *)
  @MainActor
  open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, in order.
    public var accessories: [UICellAccessory] = []
    /// How many levels the cell's content is indented; 0 by default.
    public var indentationLevel: Int = 0

    /// The default content configuration of a list cell.
    ///
    /// - Returns: A `.cell()` configuration.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
  }

  /// UIKit's `UICellAccessory`: an accessory of a list cell.
  @available(iOS 14.0, *)
  public struct UICellAccessory {
    /// What an accessory runs when the user taps it.
    public typealias ActionHandler = () -> Void

    /// UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Hashable, Sendable {
      /// Always shown.
      case always
      /// Shown while editing.
      case whenEditing
      /// Shown while not editing.
      case whenNotEditing
    }

    /// UIKit's `UICellAccessory.DisclosureIndicatorOptions`.
    public struct DisclosureIndicatorOptions {
      /// Default options.
      public init() {}
    }

    /// UIKit's `UICellAccessory.CheckmarkOptions`.
    public struct CheckmarkOptions {
      /// Default options.
      public init() {}
    }

    /// UIKit's `UICellAccessory.DeleteOptions`.
    public struct DeleteOptions {
      /// The tint colour.
      public var tintColor: UIColor?
      /// The background colour.
      public var backgroundColor: UIColor?
      /// Options; `nil` keeps the default.
      ///
      /// - Parameters:
      ///   - isHidden: Whether it is hidden.
      ///   - tintColor: The tint colour.
      ///   - backgroundColor: The background colour.
      public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil)
      {
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
      }
    }

    /// UIKit's `UICellAccessory.ReorderOptions`.
    public struct ReorderOptions {
      /// Options; `nil` keeps the default.
      ///
      /// - Parameters:
      ///   - isHidden: Whether it is hidden.
      ///   - tintColor: The tint colour.
      ///   - showsVerticalSeparator: Whether a separator precedes it.
      public init(
        isHidden: Bool? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
      ) {}
    }

    /// UIKit's `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions {
      /// UIKit's `UICellAccessory.OutlineDisclosureOptions.Style`.
      public enum Style: Hashable {
        /// A header's style for a header, a cell's otherwise.
        case automatic
        /// A header's style: tapping the whole cell toggles it.
        case header
        /// A cell's style: tapping the accessory toggles it.
        case cell
      }

      /// The style.
      public var style: Style
      /// Options; `nil` keeps the default.
      ///
      /// - Parameters:
      ///   - style: The style.
      ///   - isHidden: Whether it is hidden.
      ///   - tintColor: The tint colour.
      public init(style: Style? = nil, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
        self.style = style ?? .automatic
      }
    }

    /// UIKit's `UICellAccessory.LabelOptions`.
    public struct LabelOptions {
      /// Default options.
      public init() {}
    }

    /// UIKit's `UICellAccessory.Placement`.
    public enum Placement {
      /// Where among the other accessories.
      public typealias Position = (_ accessories: [UICellAccessory]) -> Int
      /// At the leading edge.
      case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
      /// At the trailing edge.
      case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// UIKit's `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
      /// The view.
      public let customView: UIView
      /// Where it is placed.
      public let placement: Placement

      /// Creates a configuration.
      ///
      /// - Parameters:
      ///   - customView: The view.
      ///   - placement: Where it is placed.
      public init(customView: UIView, placement: Placement) {
        self.customView = customView
        self.placement = placement
      }
    }

    /// What the accessory is, for tests: `"disclosureIndicator"`, `"checkmark"`, `"delete"`,
    /// `"reorder"`, `"outlineDisclosure"`, `"label"` or `"customView"`; not UIKit API.
    public let mirrorKind: String
    /// The text of a label accessory, for tests; not UIKit API.
    public let mirrorText: String?
    /// The view of a custom view accessory, for tests; not UIKit API.
    public let mirrorCustomView: UIView?
    /// When the accessory shows, for tests; not UIKit API.
    public let mirrorDisplayed: DisplayedState
    /// What a tap runs, for tests; not UIKit API.
    public let mirrorActionHandler: ActionHandler?
    /// The style of an outline disclosure, for tests; not UIKit API.
    public let mirrorOutlineStyle: OutlineDisclosureOptions.Style?
    /// Whether a custom view sits at the leading edge, for tests; not UIKit API.
    public let mirrorIsLeading: Bool

    private init(
      kind: String, displayed: DisplayedState = .always, text: String? = nil,
      view: UIView? = nil, actionHandler: ActionHandler? = nil,
      outlineStyle: OutlineDisclosureOptions.Style? = nil, isLeading: Bool = false
    ) {
      mirrorKind = kind
      mirrorDisplayed = displayed
      mirrorText = text
      mirrorCustomView = view
      mirrorActionHandler = actionHandler
      mirrorOutlineStyle = outlineStyle
      mirrorIsLeading = isLeading
    }

    /// A disclosure indicator.
    ///
    /// - Parameters:
    ///   - displayed: When it is shown.
    ///   - options: Its options.
    /// - Returns: The accessory.
    public static func disclosureIndicator(
      displayed: DisplayedState = .always,
      options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
      UICellAccessory(kind: "disclosureIndicator", displayed: displayed)
    }

    /// A checkmark.
    ///
    /// - Parameters:
    ///   - displayed: When it is shown.
    ///   - options: Its options.
    /// - Returns: The accessory.
    public static func checkmark(
      displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
      UICellAccessory(kind: "checkmark", displayed: displayed)
    }

    /// A text label.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - displayed: When it is shown.
    ///   - options: Its options.
    /// - Returns: The accessory.
    public static func label(
      text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> UICellAccessory {
      UICellAccessory(kind: "label", displayed: displayed, text: text)
    }

    /// A custom view.
    ///
    /// - Parameter configuration: The view and its placement.
    /// - Returns: The accessory.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
      var isLeading = false
      if case .leading = configuration.placement { isLeading = true }
      return UICellAccessory(
        kind: "customView", view: configuration.customView, isLeading: isLeading)
    }

    /// A delete control.
    ///
    /// - Parameters:
    ///   - displayed: When it is shown.
    ///   - options: Its options.
    ///   - actionHandler: What a tap runs; without it, the row's trailing swipe actions show.
    /// - Returns: The accessory.
    public static func delete(
      displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
      actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
      UICellAccessory(kind: "delete", displayed: displayed, actionHandler: actionHandler)
    }

    /// A reorder control.
    ///
    /// - Parameters:
    ///   - displayed: When it is shown.
    ///   - options: Its options.
    /// - Returns: The accessory.
    public static func reorder(
      displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
    ) -> UICellAccessory {
      UICellAccessory(kind: "reorder", displayed: displayed)
    }

    /// An outline's disclosure triangle.
    ///
    /// - Parameters:
    ///   - displayed: When it is shown.
    ///   - options: Its options.
    ///   - actionHandler: What a tap runs; without it, the section snapshot expands or
    ///     collapses the item.
    /// - Returns: The accessory.
    public static func outlineDisclosure(
      displayed: DisplayedState = .always,
      options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
      actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
      UICellAccessory(
        kind: "outlineDisclosure", displayed: displayed, actionHandler: actionHandler,
        outlineStyle: options.style)
    }
  }
#endif
