#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The header or footer a collection view shows for a section's title
  /// (``SectionController/titleForHeader(in:)``, ``SectionController/titleForFooter(in:)``) when
  /// the section gives no view of its own, as a table view shows its titles.
  ///
  /// It is a list cell used as a supplementary view, as UIKit's list headers are made: its
  /// content is a header or footer `UIListContentConfiguration` (`plainHeader()` in a plain list,
  /// `groupedHeader()` elsewhere), so it takes the system's fonts, colours and margins and sizes
  /// itself in a list layout.
  @MainActor
  final class SectionTitleView: UICollectionViewListCell {
    /// Shows `title`, styled as a header or a footer.
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - isHeader: Whether the view is the section's header (`false`: its footer).
    ///   - plain: Whether the list's appearance is plain.
    func show(_ title: String, isHeader: Bool, plain: Bool) {
      var content: UIListContentConfiguration
      switch (isHeader, plain) {
      case (true, true): content = .plainHeader()
      case (true, false): content = .groupedHeader()
      case (false, true): content = .plainFooter()
      case (false, false): content = .groupedFooter()
      }
      content.text = title
      contentConfiguration = content
    }
  }
#endif
