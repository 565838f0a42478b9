/// What went wrong when an update could not be applied as a batch, and what SectionKit did
/// instead: the section controller that asked, the UIKit rule it broke with UIKit's message,
/// and the fallback (a full reload).
public struct UpdateDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The name of the section controller whose request broke the rule, or `nil` when the
  /// mismatch could not be traced to one controller.
  public var controller: String?
  /// The controller's section in the list, if known.
  public var section: Int?
  /// The rule broken and UIKit's message.
  public var violation: UpdateDiagnostic.Violation

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - controller: The controller that asked.
  ///   - section: Its section.
  ///   - violation: The rule broken.
  public init(controller: String?, section: Int?, violation: UpdateDiagnostic.Violation) {
    self.controller = controller
    self.section = section
    self.violation = violation
  }

  /// A message naming the controller, the section, the rule and the fallback.
  public var description: String {
    let who =
      controller.map { name in section.map { "\(name) (section \($0))" } ?? name } ?? "an update"
    let message = violation.message
    let sentence = message.hasSuffix(".") ? message : message + "."
    switch violation.rule {
    case .duplicateSectionIdentity:
      return "SectionKit: \(who) \(sentence) It is shown as a new section."
    case .duplicateIdentifier:
      return "SectionKit: \(who) \(sentence) It is shown once, where it first appears."
    default: break
    }
    return """
      SectionKit: \(who) asked for a batch update that UIKit would reject \
      [\(violation.rule.rawValue)]: \(sentence) The list was reloaded instead.
      """
  }
}
