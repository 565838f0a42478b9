extension RowContent {
  /// The same content with what VoiceOver reads for the row and what it can do there.
  ///
  /// Every part left `nil` comes from the content: the text and secondary text are the label,
  /// the detail, a label accessory, a switch's state and an outline's state are the value.
  ///
  /// ```swift
  /// RowContent("", image: .system("trash")).accessibility(label: "Delete draft")
  /// RowContent("Volume", detail: "40%")
  ///   .accessibility(adjustment: .init(increment: { volume.up() }, decrement: { volume.down() }))
  /// ```
  ///
  /// - Parameters:
  ///   - label: What the row is.
  ///   - value: The row's current value.
  ///   - hint: What activating the row does.
  ///   - traits: What kind of element the row is; replaces the traits the content gives.
  ///   - actions: Actions of the row's own, offered before its swipe and menu actions.
  ///   - adjustment: What swiping up and down does.
  ///   - isHidden: Whether VoiceOver skips the row.
  /// - Returns: The content, with `accessibility` replacing any earlier one.
  public func accessibility(
    label: String? = nil, value: String? = nil, hint: String? = nil,
    traits: ListAccessibility.Traits? = nil, actions: [ListAccessibility.Action] = [],
    adjustment: ListAccessibility.Adjustment? = nil, isHidden: Bool = false
  ) -> RowContent {
    var content = self
    content.accessibility = ListAccessibility(
      label: label, value: value, hint: hint, traits: traits, actions: actions,
      adjustment: adjustment, isHidden: isHidden)
    return content
  }

  /// What VoiceOver reads for a row showing this content: the parts of ``accessibility`` that
  /// are set, the others from the content and the row's state.
  ///
  /// - The label is the text and the secondary text, joined by a comma.
  /// - The value is the detail, the texts of label accessories, a switch's `On` or `Off` and an
  ///   outline's `Expanded` or `Collapsed`, joined by commas.
  /// - The traits are a switch's ``ListAccessibility/Traits/toggle``, else
  ///   ``ListAccessibility/Traits/button`` for a row that highlights when touched, an
  ///   ``ListAccessibility/Traits/image`` for a row with an image and no text, and
  ///   ``ListAccessibility/Traits/adjustable`` with an adjustment. A selected row, or one with a
  ///   checkmark, is ``ListAccessibility/Traits/selected`` whatever traits were set.
  /// - The actions are those set, then those of the accessories a finger taps apart from the
  ///   row: an information button's `More Info` (UIKit's name for it) and an outline
  ///   disclosure's `Expand` or `Collapse`.
  ///
  /// - Parameters:
  ///   - isTappable: Whether the row highlights when touched (a tap does something).
  ///   - isSelected: Whether the row is selected.
  /// - Returns: The description with its label, value and traits resolved.
  package func resolvedAccessibility(isTappable: Bool, isSelected: Bool) -> ListAccessibility {
    var resolved = accessibility
    if resolved.label == nil {
      let texts = [text, secondaryText ?? ""].filter { !$0.isEmpty }
      resolved.label = texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
    if resolved.value == nil {
      var values = detail.map { [$0] } ?? []
      for accessory in accessories {
        switch accessory {
        case .label(let text): values.append(text)
        case .toggle(let isOn, _): values.append(isOn ? "On" : "Off")
        case .textField(let text, let placeholder, _, _, _):
          values.append(text.isEmpty ? placeholder : text)
        case .outlineDisclosure(let isExpanded, _):
          values.append(isExpanded ? "Expanded" : "Collapsed")
        default: break
        }
      }
      values.removeAll(where: \.isEmpty)
      resolved.value = values.isEmpty ? nil : values.joined(separator: ", ")
    }
    var traits = resolved.traits ?? defaultTraits(isTappable: isTappable)
    if resolved.adjustment != nil { traits.insert(.adjustable) }
    if isSelected || hasCheckmark { traits.insert(.selected) }
    resolved.traits = traits
    resolved.actions += accessoryActions
    return resolved
  }

  /// The actions of the accessories a finger taps apart from the row, as VoiceOver offers them.
  ///
  /// An information button's is `More Info`, an outline disclosure's `Expand` or `Collapse`;
  /// each runs the accessory's action and reports success.
  private var accessoryActions: [ListAccessibility.Action] {
    accessories.compactMap { accessory in
      switch accessory {
      case .detailButton(let onTap):
        return ListAccessibility.Action("More Info") {
          onTap()
          return true
        }
      case .outlineDisclosure(let isExpanded, let onToggle):
        return ListAccessibility.Action(isExpanded ? "Collapse" : "Expand") {
          onToggle()
          return true
        }
      default:
        return nil
      }
    }
  }

  private func defaultTraits(isTappable: Bool) -> ListAccessibility.Traits {
    var traits: ListAccessibility.Traits = []
    if toggle != nil {
      traits.insert(.toggle)
    } else if isTappable {
      traits.insert(.button)
    }
    if text.isEmpty && (secondaryText ?? "").isEmpty && image != nil { traits.insert(.image) }
    return traits
  }

  private var hasCheckmark: Bool {
    accessories.contains { if case .checkmark = $0 { true } else { false } }
  }
}

extension ListAccessibility {
  /// What VoiceOver reads for a section's header or footer titled `title`: the parts of this
  /// description that are set, the label from the title, and a header's
  /// ``Traits/header`` trait.
  ///
  /// - Parameters:
  ///   - title: The header's or footer's title, if any.
  ///   - isHeader: Whether it is a header (a heading) or a footer.
  /// - Returns: The description with its label and traits resolved.
  package func resolved(title: String?, isHeader: Bool) -> ListAccessibility {
    var resolved = self
    if resolved.label == nil, let title, !title.isEmpty { resolved.label = title }
    if resolved.traits == nil { resolved.traits = isHeader ? .header : [] }
    if resolved.adjustment != nil { resolved.traits?.insert(.adjustable) }
    return resolved
  }
}
