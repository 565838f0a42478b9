extension SectionContext {
  /// The cell for one of this section's rows, showing `content`: the host decides the cell
  /// class (`ReuseHost/contentCellType`), so the same controller runs on every host.
  ///
  /// Call it only from ``SectionController/cell(at:in:)``, with the row you were given, and
  /// return what it returns. The cell is dequeued through the type-keyed registry like any
  /// other, registered on the host the first time.
  ///
  /// ```swift
  /// override func cell(at row: Int, in context: SectionContext) -> any Reusable {
  ///   context.dequeueReusableCell(showing: RowContent(networks[row].name, accessory: .disclosureIndicator), for: row)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - content: What the row shows.
  ///   - row: The local row the cell is for.
  /// - Returns: The host's content cell, showing `content`.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(showing content: RowContent, for row: Int) -> any Reusable {
    // The owner is read once (a weak reference: each read is a retain and a release through
    // its side table), for every cell of every row shown.
    guard let owner, let registry = owner.registry, let host = registry.host else {
      fatalError(
        """
        SectionKit: \(controllerName) tried to show content in row \(row), but its section is \
        not on a host. Attach the root CompositeController to a host with attach(to:) before \
        the host asks for cells.
        """)
    }
    let cell: any ContentCell
    if let section = placedIndex {
      cell = registry.dequeueReusableCell(
        ofType: host.contentCellType, for: ListIndexPath(row: row, section: section),
        controller: controllerName)
    } else {
      cell = dequeueReusableCell(ofType: host.contentCellType, for: row)  // stops, and says why
    }
    cell.show(content)
    return cell
  }

  /// A header, footer or supplementary view of this section showing `content`: the host decides
  /// the view class (`ReuseHost/contentSupplementaryViewType`), so the same controller runs on
  /// every host.
  ///
  /// Call it only from ``SectionHeaderFooterViews/viewForHeader(in:)``,
  /// ``SectionHeaderFooterViews/viewForFooter(in:)`` or
  /// ``SectionSupplementaryViews/viewForSupplementaryView(ofKind:at:in:)``, with the kind asked.
  ///
  /// ```swift
  /// func viewForHeader(in context: SectionContext) -> (any Reusable)? {
  ///   context.dequeueReusableSupplementaryView(ofKind: .header, showing: RowContent("Team", imageName: "person.3"))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - kind: ``SupplementaryKind/header``, ``SupplementaryKind/footer`` or the kind asked.
  ///   - content: What the view shows.
  /// - Returns: The host's content view, showing `content`.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableSupplementaryView(
    ofKind kind: SupplementaryKind, showing content: RowContent
  ) -> any Reusable {
    guard let host = owner?.registry?.host else {
      fatalError(
        """
        SectionKit: \(controllerName) tried to show content in a \(kind) view, but its section \
        is not on a host. Attach the root CompositeController to a host with attach(to:) before \
        the host asks for views.
        """)
    }
    func dequeue<View: ContentSupplementaryView>(_ type: View.Type) -> any ContentSupplementaryView
    {
      dequeueReusableSupplementaryView(ofKind: kind, ofType: type)
    }
    let view = dequeue(host.contentSupplementaryViewType)
    view.show(content)
    return view
  }
}
