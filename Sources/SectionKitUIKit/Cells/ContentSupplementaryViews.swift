#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The header and footer view a `UITableView` shows ``RowContent`` in
  /// (``TableViewAdapter``'s `contentSupplementaryViewType`).
  ///
  /// Its texts and image are the view's default content configuration, a header's or a
  /// footer's of the table's style; content with a hosted view (``RowContent/hostedView``)
  /// shows that view's configuration instead.
  @MainActor
  package final class ContentHeaderFooterView: UITableViewHeaderFooterView,
    ListContentSupplementaryView
  {}

  /// The supplementary view a `UICollectionView` shows ``RowContent`` in
  /// (``CollectionViewAdapter``'s `contentSupplementaryViewType`): a list cell, as UIKit's list
  /// headers and footers are made.
  ///
  /// Its texts and image are the cell's default content configuration; content with a hosted
  /// view (``RowContent/hostedView``) shows that view's configuration instead.
  @MainActor
  package final class ContentSupplementaryListCell: UICollectionViewListCell,
    ListContentSupplementaryView
  {}

  /// A header or footer view that shows ``RowContent`` in its default list content
  /// configuration: a table's header-footer view and a collection view's list cell have the
  /// same two members for it.
  @MainActor
  package protocol ListContentSupplementaryView: ContentSupplementaryView {
    /// The view's default content configuration, of its style.
    func defaultContentConfiguration() -> UIListContentConfiguration
    /// What the view shows.
    var contentConfiguration: (any UIContentConfiguration)? { get set }
  }

  extension ListContentSupplementaryView {
    /// Shows `content`, replacing what the view showed.
    ///
    /// - Parameter content: What the view shows.
    package func show(_ content: RowContent) {
      contentConfiguration =
        content.hostedConfiguration
        ?? content.listConfiguration(
          from: defaultContentConfiguration(), secondaryText: content.secondaryText)
    }
  }
#endif
