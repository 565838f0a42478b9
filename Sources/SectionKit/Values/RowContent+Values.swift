extension RowContent {
  /// Whether two contents show the same thing: the same texts and their properties, image,
  /// role and accessories, the same state of a switch or an outline, the same indentation and
  /// the same accessibility.
  ///
  /// The closures of the accessories are not compared (closures have no equality), so two
  /// contents that differ only in what their closures do are the same here; custom views are
  /// compared by name and placement. This decides whether a row whose identity stays is
  /// configured again.
  ///
  /// - Parameter other: The content to compare with.
  /// - Returns: `true` when the two contents show the same thing.
  @inline(__always)
  package func hasSameValues(as other: RowContent) -> Bool {
    // Inlined, and calling nothing that could write memory while both contents have neither
    // accessories nor extras (most rows), so that contents read in place from their rows are
    // compared without copies: a copy retains and releases each of a content's references.
    text == other.text && secondaryText == other.secondaryText && detail == other.detail
      && role == other.role && indentationLevel == other.indentationLevel
      && (accessories.isEmpty && other.accessories.isEmpty && extrasBox == nil
        && other.extrasBox == nil || hasSameAccessoriesAndExtras(as: other))
  }

  /// Whether two contents' accessories, and their image, text properties and accessibility,
  /// show the same thing.
  @inline(never)
  private func hasSameAccessoriesAndExtras(as other: RowContent) -> Bool {
    accessories.count == other.accessories.count
      && zip(accessories, other.accessories).allSatisfy { $0.hasSameValues(as: $1) }
      && Extras.sameValues(in: extrasBox, and: other.extrasBox)
  }
}

extension RowContent.Accessory {
  /// Whether two accessories are of the same kind and show the same state; closures are not
  /// compared.
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
    case (
      .textField(let text, let placeholder, let name, let onSubmit, _),
      .textField(let otherText, let otherPlaceholder, let otherName, let otherOnSubmit, _)
    ):
      return text == otherText && placeholder == otherPlaceholder && name == otherName
        && (onSubmit == nil) == (otherOnSubmit == nil)
    case (.delete(let displayed, let onTap), .delete(let otherDisplayed, let otherOnTap)):
      // With an action or without one, a tap does something else: the cell is set up anew.
      return displayed == otherDisplayed && (onTap == nil) == (otherOnTap == nil)
    case (.reorder(let displayed), .reorder(let otherDisplayed)):
      return displayed == otherDisplayed
    case (.outlineDisclosure(let isExpanded, _), .outlineDisclosure(let otherIsExpanded, _)):
      return isExpanded == otherIsExpanded
    case (.label(let text), .label(let otherText)):
      return text == otherText
    case (.custom(let custom), .custom(let otherCustom)):
      return custom.name == otherCustom.name && custom.placement == otherCustom.placement
    default:
      return false
    }
  }

  /// The same accessory with its action running the action of the accessory `current` finds
  /// when the user acts, when that one is of the same kind.
  ///
  /// A declarative section routes through this: a row's cell keeps the closures of the screen
  /// it was configured from, and an action reaches the row as the screen was last evaluated.
  ///
  /// - Parameter current: The accessory in this one's place now, or `nil` when it is gone.
  /// - Returns: The routed accessory.
  package func routed(
    to current: @escaping @MainActor @Sendable () -> RowContent.Accessory?
  ) -> RowContent.Accessory {
    switch self {
    case .toggle(let isOn, _):
      return .toggle(isOn: isOn) { isOn in
        guard case .toggle(_, let onChange)? = current() else { return }
        onChange(isOn)
      }
    case .textField(let text, let placeholder, let name, let onSubmit, _):
      var submit: (@MainActor @Sendable (String) -> Void)?
      if onSubmit != nil {
        submit = { (text: String) in
          guard case .textField(_, _, _, let onSubmit?, _)? = current() else { return }
          onSubmit(text)
        }
      }
      let change: @MainActor @Sendable (String) -> Void = { (text: String) in
        guard case .textField(_, _, _, _, let onChange)? = current() else { return }
        onChange(text)
      }
      return .textField(
        text: text, placeholder: placeholder, name: name, onSubmit: submit, onChange: change)
    case .detailButton:
      return .detailButton {
        guard case .detailButton(let onTap)? = current() else { return }
        onTap()
      }
    case .delete(let displayed, let onTap?):
      _ = onTap
      return .delete(displayed: displayed) {
        guard case .delete(_, let onTap?)? = current() else { return }
        onTap()
      }
    case .outlineDisclosure(let isExpanded, _):
      return .outlineDisclosure(isExpanded: isExpanded) {
        guard case .outlineDisclosure(_, let onToggle)? = current() else { return }
        onToggle()
      }
    case .none, .disclosureIndicator, .checkmark, .delete, .reorder, .label, .custom:
      return self
    }
  }
}
