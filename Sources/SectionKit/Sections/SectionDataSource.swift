/// The data-source side of a section controller: how many rows its section has, the cell for
/// each of them, and the section's header and footer.
///
/// Every index a section controller receives is local to its own section: row `0` is the first
/// row of its section wherever the section stands in the list. Only ``numberOfRows(in:)`` and
/// ``cell(at:in:)`` must be implemented; the header and footer default to none.
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

extension SectionDataSource {
  /// No header title.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: `nil`.
  public func titleForHeader(in context: SectionContext) -> String? { nil }

  /// No footer title.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: `nil`.
  public func titleForFooter(in context: SectionContext) -> String? { nil }

  /// Not in the section index.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: `nil`.
  public func sectionIndexTitle(in context: SectionContext) -> String? { nil }
}
