@_spi(Hosting) import SectionKit

/// The header, footer or supplementary view ``HeadlessListView`` shows ``RowContent`` in: its
/// text, as a header title is shown (a hosted view's description, for a SwiftUI header).
@MainActor
package final class HeadlessContentHeaderView: HeadlessHeaderFooterView, ContentSupplementaryView {
  /// The content shown.
  package private(set) var content = RowContent("")

  /// Shows `content`, replacing what the view showed.
  ///
  /// - Parameter content: What the view shows.
  package func show(_ content: RowContent) { self.content = content }

  /// The content's text.
  package override var textDescription: String { content.text }
}
