#if os(Linux)
  import Foundation

  /// UIKit's `UICollectionViewListCell`.
  @available(iOS 14.0, *)
  @MainActor
  open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, in order.
    public var accessories: [UICellAccessory] = []

    /// The default content configuration of a list cell.
    ///
    /// - Returns: A `.cell()` configuration.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
  }

  /// UIKit's `UICellAccessory`: an accessory of a list cell.
  @available(iOS 14.0, *)
  public struct UICellAccessory {
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

    /// What the accessory is, for tests: `"disclosureIndicator"`, `"checkmark"`, `"label"` or
    /// `"customView"`; not UIKit API.
    public let mirrorKind: String
    /// The text of a label accessory, for tests; not UIKit API.
    public let mirrorText: String?
    /// The view of a custom view accessory, for tests; not UIKit API.
    public let mirrorCustomView: UIView?

    private init(kind: String, text: String? = nil, view: UIView? = nil) {
      mirrorKind = kind
      mirrorText = text
      mirrorCustomView = view
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
      UICellAccessory(kind: "disclosureIndicator")
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
      UICellAccessory(kind: "checkmark")
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
      UICellAccessory(kind: "label", text: text)
    }

    /// A custom view.
    ///
    /// - Parameter configuration: The view and its placement.
    /// - Returns: The accessory.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
      UICellAccessory(kind: "customView", view: configuration.customView)
    }
  }
#endif
