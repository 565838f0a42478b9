#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The cell a `UITableView` shows ``RowContent`` with (``TableViewAdapter``'s
  /// ``TableViewAdapter/contentCellType``).
  ///
  /// Its texts and image are a `UIListContentConfiguration`: the cell's default configuration,
  /// a `valueCell()` when the content has a detail value, a `subtitleCell()` when it has
  /// secondary text (the detail then follows the secondary text, after ` · `). Disclosure
  /// indicators and checkmarks are its `accessoryType`; a switch or an information button is its
  /// `accessoryView`, which runs the accessory's action.
  @MainActor
  package final class ContentTableViewCell: UITableViewCell, ContentCell {
    private let controls = ContentControls()

    /// Shows `content`, replacing what the cell showed.
    ///
    /// - Parameter content: What the row shows.
    public func show(_ content: RowContent) {
      controls.content = content
      let base: UIListContentConfiguration
      let secondaryText: String?
      switch (content.secondaryText, content.detail) {
      case (let secondary?, let detail?):
        base = .subtitleCell()
        secondaryText = "\(secondary) · \(detail)"
      case (let secondary?, nil):
        base = .subtitleCell()
        secondaryText = secondary
      case (nil, let detail?):
        base = .valueCell()
        secondaryText = detail
      case (nil, nil):
        base = defaultContentConfiguration()
        secondaryText = nil
      }
      contentConfiguration = content.listConfiguration(from: base, secondaryText: secondaryText)
      accessoryView = nil
      accessoryType = .none
      switch content.accessory {
      case .none: break
      case .disclosureIndicator: accessoryType = .disclosureIndicator
      case .checkmark: accessoryType = .checkmark
      case .toggle(let isOn, _): accessoryView = controls.toggle(showing: isOn)
      case .detailButton: accessoryView = controls.detailButton
      default: break
      }
    }
  }
#endif
