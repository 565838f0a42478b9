extension RowContent {
  /// Whether two contents show the same thing: the same texts, image name, role and accessory
  /// kind, and the same state of a switch.
  ///
  /// The closures of a switch or an information button are not compared (closures have no
  /// equality), so two contents that differ only in what their closures do are the same here.
  /// This decides whether a row whose identity stays is configured again.
  ///
  /// - Parameter other: The content to compare with.
  /// - Returns: `true` when the two contents show the same thing.
  package func hasSameValues(as other: RowContent) -> Bool {
    text == other.text && secondaryText == other.secondaryText && detail == other.detail
      && imageName == other.imageName && role == other.role
      && accessory.hasSameValues(as: other.accessory)
  }
}

extension RowContent.Accessory {
  /// Whether two accessories are of the same kind, and switches in the same state; closures
  /// are not compared.
  ///
  /// - Parameter other: The accessory to compare with.
  /// - Returns: `true` when the two accessories show the same thing.
  package func hasSameValues(as other: RowContent.Accessory) -> Bool {
    switch (self, other) {
    case (.none, .none), (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark),
      (.detailButton, .detailButton):
      return true
    case (.toggle(let isOn, _), .toggle(let otherIsOn, _)):
      return isOn == otherIsOn
    default:
      return false
    }
  }
}
