import Foundation

/// What every section answers: its rows, the cell of each, its header and footer titles, and its
/// title in the section index.
///
/// ``SectionController`` adopts it with a default for each method but ``cell(at:in:)``: a
/// subclass overrides what its section answers. The composite asks these of every section, in
/// the section's own row indexes, as `UITableViewDataSource` asks a table's data source.
@MainActor
public protocol SectionDataSource: AnyObject {
  /// The number of rows in this controller's section.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The row count, zero or more.
  func numberOfRows(in context: SectionContext) -> Int

  /// The cell for one of this section's rows.
  ///
  /// Dequeue it by type with ``SectionContext/dequeueReusableCell(ofType:for:)``, configure
  /// it, and return it.
  ///
  /// - Parameters:
  ///   - row: The local row index, in `0..<numberOfRows(in:)`.
  ///   - context: The context of the section asking.
  /// - Returns: The configured cell.
  func cell(at row: Int, in context: SectionContext) -> any Reusable

  /// The title shown in the section's header, or `nil` for none.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The title, or `nil`.
  func titleForHeader(in context: SectionContext) -> String?

  /// The title shown in the section's footer, or `nil` for none.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The title, or `nil`.
  func titleForFooter(in context: SectionContext) -> String?

  /// The section's title in the list's section index (the letters along a table's trailing
  /// edge), or `nil` to leave the section out of the index.
  ///
  /// The composite lists the titles of its sections in section order; a title equal to the one
  /// before it in the index is listed once and leads to the first of those sections. Tapping a
  /// title scrolls to the top of its section's header. The index is asked for when the list
  /// loads and after each batch; `UITableView.reloadSectionIndexTitles()` (or
  /// `HeadlessListView.reloadSectionIndexTitles()`) asks again.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The title, usually one letter, or `nil`.
  func sectionIndexTitle(in context: SectionContext) -> String?
}
