/// What a standard row shows, as a value: text, secondary text, a detail value, an image and
/// accessories.
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
/// The image takes a tint and a symbol configuration, each text a font, a colour and a line
/// limit, and a row shows several accessories, as UIKit's `UIListContentConfiguration` and
/// `UICellAccessory` do:
///
/// ```swift
/// RowContent(
///   "Inbox", secondaryText: "Updated just now", image: .system("tray", tint: .systemBlue),
///   accessories: [.label(text: "3"), .disclosureIndicator],
///   secondaryTextProperties: .init(font: .caption1, color: .secondaryLabel))
/// ```
///
/// VoiceOver reads the text as the row's label and the detail as its value; ``accessibility``
/// says something else where the content does not speak for itself:
///
/// ```swift
/// RowContent("", image: .system("trash")).accessibility(label: "Delete draft")
/// ```
///
/// A switch reports its new value through the closure of its accessory. Capture what
/// identifies the row's model there, not the row index, when rows can move without being
/// configured again.
public struct RowContent: Sendable {
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
  /// What the row shows beside its content, in order (UIKit's `accessories`).
  public var accessories: [Accessory]
  /// How the text is drawn.
  public var role: Role
  /// How many levels the row's content is indented, as a child in an outline is beneath its
  /// parent (UIKit's `indentationLevel`); 0, the default, is not indented.
  public var indentationLevel = 0
  /// The image, the text properties and the accessibility, or `nil` while all are at their
  /// defaults (see ``Extras``).
  var extrasBox: Extras.Box?

  /// The image shown before the text.
  public var image: Image? {
    get { extrasBox?.extras.image }
    set { extras.image = newValue }
  }
  /// How the primary text is drawn; a destructive role draws it red unless it names a colour.
  public var textProperties: TextProperties {
    get { extrasBox?.extras.textProperties ?? TextProperties() }
    set { extras.textProperties = newValue }
  }
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties {
    get { extrasBox?.extras.secondaryTextProperties ?? TextProperties() }
    set { extras.secondaryTextProperties = newValue }
  }
  /// What VoiceOver reads for the row and what it can do there; every part left `nil` comes
  /// from the content (see ``ListAccessibility``).
  public var accessibility: ListAccessibility {
    get { extrasBox?.extras.accessibility ?? ListAccessibility() }
    set { extras.accessibility = newValue }
  }

  /// The name of the image shown before the text: an SF Symbol name on UIKit.
  ///
  /// Setting a name keeps the image's tint and configuration; setting `nil` removes the image.
  public var imageName: String? {
    get { image?.name }
    set {
      guard let newValue else {
        image = nil
        return
      }
      if image == nil { image = .system(newValue) } else { image?.name = newValue }
    }
  }

  /// The first of the row's ``accessories``, or ``Accessory/none``.
  ///
  /// Setting it replaces every accessory with this one.
  public var accessory: Accessory {
    get { accessories.first ?? .none }
    set {
      if case .none = newValue { accessories = [] } else { accessories = [newValue] }
    }
  }

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
    if case .none = accessory { accessories = [] } else { accessories = [accessory] }
    self.role = role
    if let imageName { extrasBox = Extras(image: .system(imageName)).boxed }
  }

  /// Creates the content of a row with an image, accessories and text properties, as UIKit's
  /// `UIListContentConfiguration` and `UICellAccessory` describe a list cell.
  ///
  /// - Parameters:
  ///   - text: The primary text.
  ///   - secondaryText: Text beneath the primary text.
  ///   - detail: A value at the trailing edge.
  ///   - image: The image before the text, with its tint and symbol configuration.
  ///   - accessories: What the row shows beside its content, in order.
  ///   - role: How the text is drawn.
  ///   - textProperties: How the primary text is drawn.
  ///   - secondaryTextProperties: How the secondary text is drawn.
  public init(
    _ text: String, secondaryText: String? = nil, detail: String? = nil, image: Image? = nil,
    accessories: [Accessory] = [], role: Role = .normal,
    textProperties: TextProperties = TextProperties(),
    secondaryTextProperties: TextProperties = TextProperties()
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.detail = detail
    self.accessories = accessories
    self.role = role
    if image != nil || !textProperties.isDefault || !secondaryTextProperties.isDefault {
      extrasBox =
        Extras(
          image: image, textProperties: textProperties,
          secondaryTextProperties: secondaryTextProperties
        ).boxed
    }
  }

  /// The same content with its switch flipped, as a switch shows itself once the user flips
  /// it; content without a switch is returned unchanged.
  ///
  /// - Returns: The content a host shows after the user flipped the switch.
  package func flippingSwitch() -> RowContent {
    var flipped = self
    flipped.accessories = accessories.map { accessory in
      guard case .toggle(let isOn, let onChange) = accessory else { return accessory }
      return .toggle(isOn: !isOn, onChange: onChange)
    }
    return flipped
  }

  /// The first switch among the accessories: its state and its action.
  package var toggle: (isOn: Bool, onChange: @MainActor @Sendable (Bool) -> Void)? {
    for case .toggle(let isOn, let onChange) in accessories { return (isOn, onChange) }
    return nil
  }

  /// The first text field among the accessories: what it shows and its actions.
  package var textField:
    (
      text: String, placeholder: String, name: String,
      onSubmit: (@MainActor @Sendable (String) -> Void)?,
      onChange: @MainActor @Sendable (String) -> Void
    )?
  {
    for case .textField(let text, let placeholder, let name, let onSubmit, let onChange)
      in accessories
    {
      return (text, placeholder, name, onSubmit, onChange)
    }
    return nil
  }

  /// The action of the first information button among the accessories.
  package var detailButtonAction: (@MainActor @Sendable () -> Void)? {
    for case .detailButton(let onTap) in accessories { return onTap }
    return nil
  }

  /// The action of the first outline disclosure among the accessories.
  package var outlineDisclosureAction: (@MainActor @Sendable () -> Void)? {
    for case .outlineDisclosure(_, let onToggle) in accessories { return onToggle }
    return nil
  }
}
