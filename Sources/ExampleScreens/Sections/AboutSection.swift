import SectionKit

/// Version and legal information.
final class AboutSection: SectionController, SectionHighlighting {
  let version: String
  /// Shows the licences; set by the screen that knows where to push them.
  var openLicences: (() -> Void)?

  init(version: String) { self.version = version }

  override func numberOfRows(in context: SectionContext) -> Int { 2 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let content =
      row == 0
      ? RowContent("Version", detail: version)
      : RowContent("Licences", accessory: .disclosureIndicator)
    return context.dequeueReusableCell(showing: content, for: row)
  }

  override func titleForHeader(in context: SectionContext) -> String? { "About" }
  override func titleForFooter(in context: SectionContext) -> String? { "Made with SectionKit." }
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { row == 1 }

  /// Pushes the licences; the row stays selected until the list appears again.
  override func didSelectRow(at row: Int, in context: SectionContext) { openLicences?() }
}
