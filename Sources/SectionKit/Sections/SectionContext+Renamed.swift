// Earlier names of the context's API, kept for one release so that the compiler offers the
// fix-it to the new name instead of only saying the member does not exist.

extension SectionContext {
  /// Renamed ``section``, which cannot be set.
  @available(*, unavailable, renamed: "section")
  public var sectionIndex: Int? { section }

  /// Renamed ``dequeueReusableCell(showing:for:)``.
  @available(*, unavailable, renamed: "dequeueReusableCell(showing:for:)")
  public func cell(for row: Int, showing content: RowContent) -> any Reusable {
    dequeueReusableCell(showing: content, for: row)
  }

  /// Renamed ``cellForRow(at:as:)``.
  @available(*, unavailable, renamed: "cellForRow(at:as:)")
  public func cellForRow<T: Reusable>(_ row: Int, as type: T.Type) -> T? {
    cellForRow(at: row, as: type)
  }
}
