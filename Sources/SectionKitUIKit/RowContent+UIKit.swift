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
    /// symbol, the secondary text beneath the text, red text for a destructive role.
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
      configuration.image = imageName.flatMap { UIImage(systemName: $0) }
      if role == .destructive { configuration.textProperties.color = .systemRed }
      return configuration
    }
  }

  /// The switch and the information button a content cell shows as accessories, made once per
  /// cell, each reporting to the accessory's action of the content shown now.
  @MainActor
  final class ContentControls {
    /// The content shown, whose accessory's actions the controls run.
    var content: RowContent?

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
          guard case .detailButton(let onTap)? = self?.content?.accessory else { return }
          onTap()
        }, for: .primaryActionTriggered)
      return button
    }()

    /// The switch showing `isOn`.
    ///
    /// - Parameter isOn: The state to show.
    /// - Returns: The switch.
    func toggle(showing isOn: Bool) -> UISwitch {
      toggle.setOn(isOn, animated: false)
      return toggle
    }

    private func switchFlipped(to isOn: Bool) {
      guard case .toggle(_, let onChange)? = content?.accessory else { return }
      content = content?.flippingSwitch()
      onChange(isOn)
    }
  }
#endif
