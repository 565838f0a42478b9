/// A header, footer or supplementary view that shows a ``RowContent``: the view a host uses for
/// supplementary views answered with content.
///
/// Each host names its own (`ReuseHost/contentSupplementaryViewType`): a text view for
/// `HeadlessListView`, a header and footer view configured as UIKit's list headers for each
/// UIKit list view, which also hosts a SwiftUI view (``RowContent/hostedView``). Section
/// controllers never name it; they call
/// ``SectionContext/dequeueReusableSupplementaryView(ofKind:showing:)``.
@MainActor
@_spi(Hosting) public protocol ContentSupplementaryView: Reusable {
  /// Shows `content`, replacing everything the view showed before.
  ///
  /// - Parameter content: What the view shows.
  func show(_ content: RowContent)
}
