/// What a standard row shows, as a value: text, secondary text, a detail value, an image and an
/// accessory.
///
/// A section controller answers a row with content instead of naming a cell class, and every
/// host renders it with a cell of its own: `HeadlessListView` as text, a `UITableView` and a
/// `UICollectionView` with UIKit's list content configuration and accessories. The same
/// controller therefore runs in headless tests and in the app.
///
/// ```swift
/// override func cell(at row: Int, in context: SectionContext) -> any Reusable {
///   context.dequeueReusableCell(showing: RowContent("Wi-Fi", detail: "Home", accessory: .disclosureIndicator), for: row)
/// }
/// ```
///
/// A switch reports its new value through the closure of its accessory. Capture what
/// identifies the row's model there, not the row index, when rows can move without being
/// configured again.
public struct RowContent: Sendable {
  /// What a row shows at its trailing edge.
  public enum Accessory: Sendable {
    /// Nothing.
    case none
    /// A chevron: tapping the row shows more.
    case disclosureIndicator
    /// A checkmark: the row is the chosen one.
    case checkmark
    /// An on/off switch showing `isOn`; `onChange` runs with the new value when the user flips
    /// it (the row is not selected).
    case toggle(isOn: Bool, onChange: @MainActor @Sendable (Bool) -> Void)
    /// An information button; `onTap` runs when the user taps it (the row is not selected).
    case detailButton(onTap: @MainActor @Sendable () -> Void)
  }

  /// How a row's text is drawn.
  public enum Role: Sendable, Hashable {
    /// The standard appearance.
    case normal
    /// An action that destroys data, such as Sign Out or Delete: drawn in red.
    case destructive
  }

  /// The primary text.
  public var text: String
  /// Text shown beneath the primary text (a subtitle).
  public var secondaryText: String?
  /// A value shown at the trailing edge, such as the name of the network joined.
  public var detail: String?
  /// The name of an image shown before the text: an SF Symbol name on UIKit.
  public var imageName: String?
  /// What the row shows at its trailing edge.
  public var accessory: Accessory
  /// How the text is drawn.
  public var role: Role

  /// Creates the content of a row.
  ///
  /// - Parameters:
  ///   - text: The primary text.
  ///   - secondaryText: Text beneath the primary text.
  ///   - detail: A value at the trailing edge.
  ///   - imageName: The name of an image before the text (an SF Symbol name on UIKit).
  ///   - accessory: What the row shows at its trailing edge.
  ///   - role: How the text is drawn.
  public init(
    _ text: String, secondaryText: String? = nil, detail: String? = nil,
    imageName: String? = nil, accessory: Accessory = .none, role: Role = .normal
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.detail = detail
    self.imageName = imageName
    self.accessory = accessory
    self.role = role
  }

  /// The same content with its switch flipped, as a switch shows itself once the user flips
  /// it; content without a switch is returned unchanged.
  ///
  /// - Returns: The content a host shows after the user flipped the switch.
  package func flippingSwitch() -> RowContent {
    guard case .toggle(let isOn, let onChange) = accessory else { return self }
    var flipped = self
    flipped.accessory = .toggle(isOn: !isOn, onChange: onChange)
    return flipped
  }
}
