@_spi(Hosting) import SectionKit

/// One element VoiceOver visits on a headless list, with what it reads there: what
/// ``HeadlessListView/accessibilityElements()`` returns, in the order a swipe right moves
/// through them.
public struct HeadlessAccessibilityElement: Sendable, Hashable, CustomStringConvertible {
  /// Where the element is on the list.
  public enum Place: Sendable, Hashable {
    /// The list's header, above its first section (``/SectionKit/CompositeController/listHeader``).
    case listHeader
    /// A section's header.
    case header(section: Int)
    /// A row.
    case row(ListIndexPath)
    /// A control of a row's cell (see ``HeadlessView/controls``), by its
    /// ``HeadlessControl/name``.
    case control(name: String, row: ListIndexPath)
    /// A section's footer.
    case footer(section: Int)
    /// The list's footer, after its last section (``/SectionKit/CompositeController/listFooter``).
    case listFooter
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
  /// The actions in VoiceOver's actions rotor, in order: the element's own, then a row's
  /// leading and trailing swipe actions, then its context-menu actions.
  public var actions: [Action]

  /// The names of the actions in VoiceOver's actions rotor, in order, as
  /// ``Action/description`` reads them.
  public var actionNames: [String] { actions.map(\.description) }

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - place: Where the element is.
  ///   - label: What VoiceOver reads first.
  ///   - value: The element's value.
  ///   - hint: What activating the element does.
  ///   - traits: What kind of element it is.
  ///   - actions: Its actions, in the order of VoiceOver's actions rotor.
  public init(
    place: Place, label: String?, value: String? = nil, hint: String? = nil,
    traits: ListAccessibility.Traits = [], actions: [Action] = []
  ) {
    self.place = place
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.actions = actions
  }

  /// The element as VoiceOver reads it, on one line: `Selected` for a selected element, the
  /// label, the value and the traits' words, joined by commas, then the hint after a period and
  /// the actions:
  /// `Wi-Fi, Home, Button. Shows networks. Actions: Forget, Share`.
  public var description: String {
    var parts: [String] = []
    // VoiceOver says "Selected" first, as on a selected tab: "Selected, Home, Tab".
    if traits.contains(.selected) { parts.append("Selected") }
    if let label, !label.isEmpty { parts.append(label) }
    if let value, !value.isEmpty { parts.append(value) }
    for (trait, word) in ListAccessibility.Traits.spoken where traits.contains(trait) {
      parts.append(word)
    }
    var line = parts.isEmpty ? "(no label)" : parts.joined(separator: ", ")
    if let hint, !hint.isEmpty { line += ". \(hint)" }
    if !actions.isEmpty { line += ". Actions: \(actionNames.joined(separator: ", "))" }
    return line
  }
}

extension HeadlessAccessibilityElement {
  /// One action of an element's actions rotor, and where it comes from.
  public struct Action: Sendable, Hashable, CustomStringConvertible {
    /// Where an action comes from.
    public enum Source: Sendable, Hashable {
      /// The element's own ``/SectionKit/ListAccessibility/actions``.
      case own
      /// A swipe action of the row's leading or trailing edge, as a swipe reveals it.
      case swipe(HeadlessListView.SwipeEdge)
      /// An action of the row's context menu, at any depth of its submenus.
      case contextMenu
    }

    /// What VoiceOver reads for the action, or `nil` for a swipe action with no title (only an
    /// image): VoiceOver has nothing to read for it.
    public var name: String?
    /// The swipe or menu action's identifier, or `nil` for an element's own action.
    public var identifier: String?
    /// Where the action comes from.
    public var source: Source

    /// Creates an action of the actions rotor.
    ///
    /// - Parameters:
    ///   - name: What VoiceOver reads for it, or `nil` when it has no title.
    ///   - identifier: The swipe or menu action's identifier.
    ///   - source: Where it comes from.
    public init(_ name: String?, identifier: String? = nil, source: Source = .own) {
      self.name = name
      self.identifier = identifier
      self.source = source
    }

    /// The name, or `(untitled 'identifier')` for an action with no title.
    public var description: String { name ?? "(untitled '\(identifier ?? "")')" }
  }
}
