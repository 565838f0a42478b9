import SectionKit

/// Version and legal information.
final class AboutSection: SectionController {
  let version: String
  /// Shows the licences; set by the screen that knows where to push them.
  var openLicences: (() -> Void)?

  init(version: String) { self.version = version }

  func numberOfRows(in context: SectionContext) -> Int { 2 }

  func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: ValueCell.self, for: row)
    if row == 0 {
      cell.title = "Version"
      cell.value = version
    } else {
      cell.title = "Licences"
      cell.accessory = .disclosure
    }
    return cell
  }

  func titleForHeader(in context: SectionContext) -> String? { "About" }
  func titleForFooter(in context: SectionContext) -> String? { "Made with SectionKit." }
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { row == 1 }

  /// Pushes the licences; the row stays selected until the list appears again.
  func didSelectRow(at row: Int, in context: SectionContext) { openLicences?() }
}
