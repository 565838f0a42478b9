/// How a declarative section reads its rows for the actions the controller routes.
extension ListSectionController {
  /// The row's content with its switch and information button reporting to the closures of
  /// the row of the same identity as the screen was last evaluated.
  ///
  /// Reads the row's content and identity in place: a copy of the whole row would retain
  /// each of its closures, objects that are not in the cache when thousands of rows are shown.
  ///
  /// - Parameter index: The row's index in the section.
  /// - Returns: The content to configure a cell with.
  func routedContent(ofRowAt index: Int) -> RowContent {
    var content = section.rows[index].content
    let key = section.rows[index].key
    switch content.accessory {
    case .toggle(let isOn, _):
      content.accessory = .toggle(isOn: isOn) { [weak self] isOn in
        guard case .toggle(_, let onChange)? = self?.row(key)?.content.accessory else { return }
        onChange(isOn)
      }
    case .detailButton:
      content.accessory = .detailButton { [weak self] in
        guard case .detailButton(let onTap)? = self?.row(key)?.content.accessory else { return }
        onTap()
      }
    case .none, .disclosureIndicator, .checkmark:
      break
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
