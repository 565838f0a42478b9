/// How a declarative section reads its rows for the actions the controller routes.
extension ListSectionController {
  /// The row's content with the actions of its accessories reporting to the closures of the
  /// row of the same identity as the screen was last evaluated.
  ///
  /// Reads the row's content and identity in place: a copy of the whole row would retain
  /// each of its closures, objects that are not in the cache when thousands of rows are shown.
  ///
  /// - Parameter index: The row's index in the section.
  /// - Returns: The content to configure a cell with.
  func routedContent(ofRowAt index: Int) -> RowContent {
    var content = section.rows[index].content
    guard !content.accessories.isEmpty else { return content }
    let key = section.rows[index].key
    content.accessories = content.accessories.indices.map { index in
      content.accessories[index].routed { [weak self] in
        guard let accessories = self?.row(key)?.content.accessories,
          accessories.indices.contains(index)
        else { return nil }
        return accessories[index]
      }
    }
    return content
  }

  /// The row of an identity, as the screen was last evaluated.
  ///
  /// - Complexity: O(n), n being the number of rows; asked once per user action.
  func row(_ key: Row.Key) -> Row? {
    section.rows.first { $0.key == key }
  }
}
