#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension RowContent {
    /// The content's texts and image on a list content configuration: the image as a system
    /// symbol or an asset with its tint and symbol configuration, the secondary text beneath
    /// the text, each text with its properties, and red text for a destructive role.
    ///
    /// - Parameters:
    ///   - base: The configuration to start from, of the style the cell chose.
    ///   - secondaryText: What the configuration shows as its secondary text.
    /// - Returns: The configuration.
    func listConfiguration(
      from base: UIListContentConfiguration, secondaryText: String?
    ) -> UIListContentConfiguration {
      var configuration = base
      configuration.text = text
      configuration.secondaryText = secondaryText
      if let image {
        configuration.image =
          image.isSystemSymbol ? UIImage(systemName: image.name) : UIImage(named: image.name)
        configuration.imageProperties.tintColor = image.tint?.uiColor
        configuration.imageProperties.preferredSymbolConfiguration =
          image.symbol?.uiSymbolConfiguration
      } else {
        configuration.image = nil
      }
      if role == .destructive { configuration.textProperties.color = .systemRed }
      textProperties.apply(to: &configuration.textProperties)
      secondaryTextProperties.apply(to: &configuration.secondaryTextProperties)
      return configuration
    }
  }

  extension RowContent.TextProperties {
    /// Sets the properties that are set on UIKit's text properties, leaving the others as the
    /// configuration's style made them.
    ///
    /// - Parameter properties: UIKit's text properties.
    func apply(to properties: inout UIListContentConfiguration.TextProperties) {
      if let font { properties.font = .preferredFont(forTextStyle: font.uiTextStyle) }
      if let color { properties.color = color.uiColor }
      if let numberOfLines { properties.numberOfLines = numberOfLines }
    }
  }

  extension RowContent.TextStyle {
    /// UIKit's text style of the same name.
    var uiTextStyle: UIFont.TextStyle {
      switch self {
      case .largeTitle: return .largeTitle
      case .title1: return .title1
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .body: return .body
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption1: return .caption1
      case .caption2: return .caption2
      }
    }
  }

  extension RowContent.SymbolConfiguration {
    /// UIKit's symbol configuration: the scale, then the point size and weight applied over
    /// it; a part left `nil` stays unspecified.
    var uiSymbolConfiguration: UIImage.SymbolConfiguration {
      let scaled = UIImage.SymbolConfiguration(scale: scale?.uiScale ?? .unspecified)
      if let pointSize {
        return scaled.applying(
          UIImage.SymbolConfiguration(
            pointSize: CGFloat(pointSize), weight: weight?.uiWeight ?? .unspecified,
            scale: scale?.uiScale ?? .unspecified))
      }
      guard let weight else { return scaled }
      return scaled.applying(UIImage.SymbolConfiguration(weight: weight.uiWeight))
    }
  }

  extension RowContent.SymbolConfiguration.Weight {
    /// UIKit's weight of the same name.
    var uiWeight: UIImage.SymbolWeight {
      switch self {
      case .ultraLight: return .ultraLight
      case .thin: return .thin
      case .light: return .light
      case .regular: return .regular
      case .medium: return .medium
      case .semibold: return .semibold
      case .bold: return .bold
      case .heavy: return .heavy
      case .black: return .black
      }
    }
  }

  extension RowContent.SymbolConfiguration.Scale {
    /// UIKit's scale of the same name.
    var uiScale: UIImage.SymbolScale {
      switch self {
      case .small: return .small
      case .medium: return .medium
      case .large: return .large
      }
    }
  }

  extension RowContent.DisplayedState {
    /// UIKit's displayed state of the same name.
    var uiDisplayedState: UICellAccessory.DisplayedState {
      switch self {
      case .always: return .always
      case .whenEditing: return .whenEditing
      case .whenNotEditing: return .whenNotEditing
      }
    }
  }

  /// The switch, the information button and the outline's button a content cell shows as
  /// accessories, made once per cell, each reporting to the accessory's action of the content
  /// shown now (a row shows one switch: several share it).
  @MainActor
  final class ContentControls {
    /// The content shown, whose accessory's actions the controls run.
    var content: RowContent?

    /// The width of the text field of a
    /// ``RowContent/Accessory/textField(text:placeholder:name:onSubmit:onChange:)`` accessory.
    static let textFieldWidth: CGFloat = 180

    /// The field of a
    /// ``RowContent/Accessory/textField(text:placeholder:name:onSubmit:onChange:)`` accessory,
    /// reporting each change (`.editingChanged`) and Return (`.primaryActionTriggered`, which
    /// leaves the keyboard with the field) to the accessory of the content shown.
    private(set) lazy var textField: UITextField = {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: Self.textFieldWidth, height: 34))
      field.addAction(
        UIAction { [weak self, weak field] _ in
          guard let self, let field else { return }
          self.content?.textField?.onChange(field.text ?? "")
        }, for: .editingChanged)
      field.addAction(
        UIAction { [weak self, weak field] _ in
          guard let self, let field else { return }
          self.content?.textField?.onSubmit?(field.text ?? "")
        }, for: .primaryActionTriggered)
      return field
    }()

    /// The field showing a content's text and placeholder; a text the field already holds is
    /// not set again (the cursor stays).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: What shows while it is empty.
    /// - Returns: The field.
    func textField(showing text: String, placeholder: String) -> UITextField {
      if textField.text != text { textField.text = text }
      textField.placeholder = placeholder
      return textField
    }

    /// The switch of a ``RowContent/Accessory/toggle(isOn:onChange:)`` accessory.
    private(set) lazy var toggle: UISwitch = {
      let toggle = UISwitch()
      toggle.addAction(
        UIAction { [weak self, weak toggle] _ in
          guard let self, let toggle else { return }
          self.switchFlipped(to: toggle.isOn)
        }, for: .valueChanged)
      return toggle
    }()

    /// The button of a ``RowContent/Accessory/detailButton(onTap:)`` accessory.
    private(set) lazy var detailButton: UIButton = {
      let button = UIButton(type: .detailDisclosure)
      button.addAction(
        UIAction { [weak self] _ in
          self?.content?.detailButtonAction?()
        }, for: .primaryActionTriggered)
      return button
    }()

    /// The button of a table's
    /// ``RowContent/Accessory/outlineDisclosure(isExpanded:onToggle:)`` accessory: a chevron
    /// pointing down when expanded, forward when not.
    private(set) lazy var outlineButton: UIButton = {
      let button = UIButton(type: .system)
      button.addAction(
        UIAction { [weak self] _ in self?.content?.outlineDisclosureAction?() },
        for: .primaryActionTriggered)
      return button
    }()

    /// The outline's button showing `isExpanded`.
    ///
    /// - Parameter isExpanded: Whether the outline is expanded.
    /// - Returns: The button.
    func outlineButton(showing isExpanded: Bool) -> UIButton {
      outlineButton.setImage(
        UIImage(systemName: isExpanded ? "chevron.down" : "chevron.forward"), for: .normal)
      return outlineButton
    }

    /// The switch showing `isOn`.
    ///
    /// - Parameter isOn: The state to show.
    /// - Returns: The switch.
    func toggle(showing isOn: Bool) -> UISwitch {
      toggle.setOn(isOn, animated: false)
      return toggle
    }

    /// Flips the content's switch as a tap on it does: the switch changes, then reports.
    ///
    /// - Returns: Whether the content has a switch.
    func flipSwitch() -> Bool {
      guard content?.toggle != nil else { return false }
      toggle.setOn(!toggle.isOn, animated: true)
      toggle.sendActions(for: .valueChanged)
      return true
    }

    private func switchFlipped(to isOn: Bool) {
      guard let onChange = content?.toggle?.onChange else { return }
      content = content?.flippingSwitch()
      onChange(isOn)
    }
  }
#endif
