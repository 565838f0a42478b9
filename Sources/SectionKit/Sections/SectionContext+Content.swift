extension SectionContext {
  /// The cell for one of this section's rows, showing `content`: the host decides the cell
  /// class (`ReuseHost/contentCellType`), so the same controller runs on every host.
  ///
  /// Call it only from ``SectionDataSource/cell(at:in:)``, with the row you were given, and
  /// return what it returns. The cell is dequeued through the type-keyed registry like any
  /// other, registered on the host the first time.
  ///
  /// ```swift
  /// func cell(at row: Int, in context: SectionContext) -> any Reusable {
  ///   context.cell(for: row, showing: RowContent(networks[row].name, accessory: .disclosureIndicator))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - row: The local row the cell is for.
  ///   - content: What the row shows.
  /// - Returns: The host's content cell, showing `content`.
  /// - Complexity: O(1) amortized.
  public func cell(for row: Int, showing content: RowContent) -> any Reusable {
    guard let host = owner?.registry?.host else {
      fatalError(
        """
        SectionKit: \(controllerName) tried to show content in row \(row), but its section is \
        not on a host. Attach the root CompositeController to a host with attach(to:) before \
        the host asks for cells.
        """)
    }
    let cell = dequeueReusableCell(ofType: host.contentCellType, for: row)
    cell.show(content)
    return cell
  }
}
