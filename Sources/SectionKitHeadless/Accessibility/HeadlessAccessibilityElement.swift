@_spi(Hosting) import SectionKit

/// One element VoiceOver visits on a headless list, with what it reads there: what
/// ``HeadlessListView/accessibilityElements()`` returns, in the order a swipe right moves
/// through them.
public struct HeadlessAccessibilityElement: Sendable, Hashable, CustomStringConvertible {
  /// Where the element is on the list.
  public enum Place: Sendable, Hashable {
    /// A section's header.
    case header(section: Int)
    /// A row.
    case row(ListIndexPath)
    /// A section's footer.
    case footer(section: Int)
  }

  /// Where the element is.
  public var place: Place
  /// What VoiceOver reads first, or `nil` when the element has no label.
  public var label: String?
  /// The element's value.
  public var value: String?
  /// What activating the element does.
  public var hint: String?
  /// What kind of element it is.
  public var traits: ListAccessibility.Traits
  /// The names of the actions in VoiceOver's actions rotor, in order.
  public var actionNames: [String]

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - place: Where the element is.
  ///   - label: What VoiceOver reads first.
  ///   - value: The element's value.
  ///   - hint: What activating the element does.
  ///   - traits: What kind of element it is.
  ///   - actionNames: The names of its actions.
  public init(
    place: Place, label: String?, value: String? = nil, hint: String? = nil,
    traits: ListAccessibility.Traits = [], actionNames: [String] = []
  ) {
    self.place = place
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.actionNames = actionNames
  }

  /// The element as VoiceOver reads it, on one line: the label, the value and the traits'
  /// words, joined by commas, then the hint after a period and the actions:
  /// `Wi-Fi, Home, Button. Shows networks. Actions: Forget, Share`.
  public var description: String {
    var parts: [String] = []
    if let label, !label.isEmpty { parts.append(label) }
    if let value, !value.isEmpty { parts.append(value) }
    for (trait, word) in ListAccessibility.Traits.spoken where traits.contains(trait) {
      parts.append(word)
    }
    var line = parts.isEmpty ? "(no label)" : parts.joined(separator: ", ")
    if let hint, !hint.isEmpty { line += ". \(hint)" }
    if !actionNames.isEmpty { line += ". Actions: \(actionNames.joined(separator: ", "))" }
    return line
  }
}
