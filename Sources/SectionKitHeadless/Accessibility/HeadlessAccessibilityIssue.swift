@_spi(Hosting) import SectionKit

/// A problem ``HeadlessListView/accessibilityAudit()`` finds on a list: what a reviewer using
/// VoiceOver would flag, where it is, and how to fix it. Its ``description``, one line (wrapped
/// here):
///
/// ```
/// row [0, 0] in ListSection "compose": a button without a label: VoiceOver reads only
/// "Button, Image"; show text in it or give it accessibility(label:)
/// ```
public struct HeadlessAccessibilityIssue: Sendable, Hashable, CustomStringConvertible {
  /// The kind of problem: which rule of the audit found it.
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// An element a user activates (a button, link, switch or adjustable element: a tappable
    /// row, a control) has no label: VoiceOver reads only its kind, `Button`.
    case unlabeledControl
    /// A switch (a row with a toggle, a switch control, any element with the
    /// ``/SectionKit/ListAccessibility/Traits/toggle`` trait) has no value: VoiceOver cannot say
    /// whether it is on.
    case toggleWithoutValue
    /// An image with no label that a user does not activate: VoiceOver reads only `Image`.
    case unlabeledImage
    /// A swipe action or context-menu action of a row has no title: VoiceOver offers these
    /// actions in its actions rotor by their titles, so it has nothing to read for it.
    case unnamedAction
    /// Two neighbouring rows that do something read the same: adjacent rows of one section,
    /// both activated (a button, link or switch), with the same label and the same value. A
    /// hint does not tell them apart: VoiceOver reads it after a pause, and many users turn
    /// hints off.
    case duplicateLabel
    /// A section's header is not a heading (it lacks
    /// ``/SectionKit/ListAccessibility/Traits/header``): VoiceOver's headings rotor, the quick way
    /// through a long list, skips it.
    case headerNotMarked
    /// A row hidden from VoiceOver (``/SectionKit/ListAccessibility/isHidden``) that a tap, a swipe
    /// or a long press acts on: VoiceOver users cannot reach what it does.
    case hiddenInteractiveRow
  }

  /// Which rule found the problem.
  public var kind: Kind
  /// The element the problem is on: a header, a row, a footer.
  public var place: HeadlessAccessibilityElement.Place
  /// The name of the section controller that owns the element (its type, or
  /// `ListSection "id"` for a declarative section), or `nil` when the list does not know it.
  public var controllerName: String?
  /// What is wrong and how to fix it.
  public var message: String

  /// Creates an issue.
  ///
  /// - Parameters:
  ///   - kind: Which rule found the problem.
  ///   - place: The element the problem is on.
  ///   - controllerName: The name of the section controller that owns the element.
  ///   - message: What is wrong and how to fix it.
  public init(
    kind: Kind, place: HeadlessAccessibilityElement.Place, controllerName: String?,
    message: String
  ) {
    self.kind = kind
    self.place = place
    self.controllerName = controllerName
    self.message = message
  }

  /// The issue on one line: where it is, the controller that owns it, and the message:
  /// `header of section 0 in ListSection "posts": a header that is not a heading: …`.
  public var description: String {
    let owner = controllerName.map { " in \($0)" } ?? ""
    return "\(Self.describe(place))\(owner): \(message)"
  }

  /// A place in words: `row [1, 0]`, `header of section 1`, `button 'Follow' in row [1, 0]`.
  static func describe(_ place: HeadlessAccessibilityElement.Place) -> String {
    switch place {
    case .listHeader: return "list header"
    case .header(let section): return "header of section \(section)"
    case .row(let indexPath): return "row \(indexPath)"
    case .control(let name, let row): return "control '\(name)' in row \(row)"
    case .footer(let section): return "footer of section \(section)"
    case .listFooter: return "list footer"
    }
  }

  /// The section a place is in, when it is in one.
  static func section(of place: HeadlessAccessibilityElement.Place) -> Int? {
    switch place {
    case .listHeader, .listFooter: return nil
    case .header(let section), .footer(let section): return section
    case .row(let indexPath), .control(_, let indexPath): return indexPath.section
    }
  }
}
