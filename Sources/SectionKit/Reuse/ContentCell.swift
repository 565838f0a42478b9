/// A cell that shows a ``RowContent``: the cell a host uses for rows answered with content.
///
/// Each host names its own (`ReuseHost/contentCellType`): `HeadlessContentCell` for
/// `HeadlessListView`, and a list-configured cell for each UIKit list view. Section
/// controllers never name it; they call ``SectionContext/dequeueReusableCell(showing:for:)``.
@MainActor
@_spi(Hosting) public protocol ContentCell: Reusable {
  /// Shows `content`, replacing everything the cell showed before.
  ///
  /// - Parameter content: What the row shows.
  func show(_ content: RowContent)
}
