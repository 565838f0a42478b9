#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The cell a `UICollectionView` shows ``RowContent`` with (``CollectionViewAdapter``'s
  /// ``CollectionViewAdapter/contentCellType``): a list cell, for a collection view with a list
  /// layout.
  ///
  /// Its texts and image are a `UIListContentConfiguration` (the cell's default configuration,
  /// or a `subtitleCell()` when the content has secondary text); its detail value is a
  /// `.label(text:)` accessory, followed by `.disclosureIndicator()`, `.checkmark()`, or a
  /// `.customView` holding a switch or an information button that runs the accessory's action.
  @MainActor
  package final class ContentListCell: UICollectionViewListCell, ContentCell {
    private let controls = ContentControls()

    /// Shows `content`, replacing what the cell showed.
    ///
    /// - Parameter content: What the row shows.
    public func show(_ content: RowContent) {
      controls.content = content
      let base =
        content.secondaryText == nil ? defaultContentConfiguration() : .subtitleCell()
      contentConfiguration = content.listConfiguration(
        from: base, secondaryText: content.secondaryText)
      var accessories: [UICellAccessory] = []
      if let detail = content.detail { accessories.append(.label(text: detail)) }
      switch content.accessory {
      case .none: break
      case .disclosureIndicator: accessories.append(.disclosureIndicator())
      case .checkmark: accessories.append(.checkmark())
      case .toggle(let isOn, _):
        accessories.append(
          .customView(
            configuration: .init(
              customView: controls.toggle(showing: isOn), placement: .trailing())))
      case .detailButton:
        accessories.append(
          .customView(
            configuration: .init(customView: controls.detailButton, placement: .trailing())))
      default: break
      }
      self.accessories = accessories
    }
  }
#endif
