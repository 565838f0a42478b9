import Foundation
@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// An empty layout with the list's header and footer: the sections appended to it start
  /// below the header.
  func emptyLayout() -> HeadlessLayout {
    HeadlessLayout(
      listHeaderHeight: listHeader == nil ? 0 : listHeaderFooterHeight,
      listFooterHeight: listFooter == nil ? 0 : listHeaderFooterHeight)
  }

  /// Gives the list's header and footer their heights in the layout, moving the sections
  /// below the header, and shows what is in the viewport now; no row is asked again (a table
  /// view given its `tableHeaderView` again reloads nothing).
  ///
  /// - Complexity: O(s + v), s being the number of sections and v the rows that enter or
  ///   leave the screen.
  func listHeaderOrFooterDidChange() {
    let empty = emptyLayout()
    layout.setListHeaderHeight(empty.listHeaderHeight, footerHeight: empty.listFooterHeight)
    layoutVisibleContent()
  }
}
