/// The source of a settings-like screen, as a user writes one, in three forms with the same
/// rows: declarative in one closure (`screen.show { ListSection(…) { Row(…) … } }`), declarative
/// with a function per section (`screen.show { account() … }`, each function returning its
/// `ListSection(…) { Row(…) … }`), and built with arrays (rows appended to a `[Row]`, sections to
/// a `[ListSection]`, then `screen.show(sections)`).
///
/// Each section has a header, every third one a footer, and every fifth one is shown only when
/// a setting is on (an `if` around the section). Its rows cycle through five kinds: a
/// disclosure row with a detail and a tap closure, a switch whose closure writes the state, a
/// row whose detail and accessory are ternaries, a row shown under an `if`, and a row with a
/// subtitle and an image; every seventh section ends with an `if`/`else`.
struct CompileTimeScreen: CustomStringConvertible {
  /// How the screen is written.
  enum Form: String, CaseIterable {
    case declarative = "show { ListSection { Row } }"
    case functionPerSection = "show { section() }, a function per section"
    case arrays = "[Row] and [ListSection], appended"
  }

  let sections: Int
  let rowsPerSection: Int

  /// The number of rows written (those under an `if` included; one of each `if`/`else`).
  var rows: Int { sections * rowsPerSection }

  var description: String { "\(sections) × \(rowsPerSection)" }

  /// The screen's source, written in `form`.
  func source(_ form: Form) -> String {
    var lines = header
    switch form {
    case .declarative:
      lines.append("    screen.show {")
      for section in 0..<sections {
        lines += guarded(section, indent: "      ", sectionLines(section).map { "      " + $0 })
      }
      lines.append("    }")
      lines.append("  }")
    case .functionPerSection:
      lines.append("    screen.show {")
      for section in 0..<sections {
        lines += guarded(section, indent: "      ", ["      section\(section)()"])
      }
      lines.append("    }")
      lines.append("  }")
      for section in 0..<sections {
        lines.append("")
        lines.append("  func section\(section)() -> ListSection {")
        lines += sectionLines(section).map { "    " + $0 }
        lines.append("  }")
      }
    case .arrays:
      lines.append("    var sections: [ListSection] = []")
      for section in 0..<sections {
        lines.append(section % 5 == 4 ? "    if showsAdvanced {" : "    do {")
        lines.append("      var rows: [Row] = []")
        for row in 0..<rowsPerSection {
          lines += rowLines(section: section, row: row) { "rows.append(\($0))" }.map {
            "      " + $0
          }
        }
        lines.append("      sections.append(\(sectionCall(section, rows: ", rows: rows")))")
        lines.append("    }")
      }
      lines.append("    screen.show(sections)")
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The state the screen reads and its closures write, up to the opening of `show()`.
  private var header: [String] {
    [
      "import SectionKit",
      "",
      "@MainActor",
      "final class Settings {",
      "  let screen = CompositeController()",
      "  var name = \"Ada\"",
      "  var showsAdvanced = false",
      "  var selected = 0",
      "  var flags = [Bool](repeating: false, count: \(rows))",
      "  var log: [String] = []",
      "",
      "  func open(_ page: String) { log.append(page) }",
      "",
      "  func show() {",
    ]
  }

  /// `lines` inside `if showsAdvanced { … }` for every fifth section.
  private func guarded(_ section: Int, indent: String, _ lines: [String]) -> [String] {
    guard section % 5 == 4 else { return lines }
    return ["\(indent)if showsAdvanced {"] + lines.map { "  " + $0 } + ["\(indent)}"]
  }

  /// `ListSection(…)` of a section, up to its rows.
  private func sectionCall(_ section: Int, rows: String) -> String {
    let footer = section % 3 == 0 ? ", footer: \"Footer \(section)\"" : ""
    return "ListSection(\"section\(section)\", header: \"Section \(section)\"\(footer)\(rows))"
  }

  /// A section written with the row builder.
  private func sectionLines(_ section: Int) -> [String] {
    var lines = [sectionCall(section, rows: "") + " {"]
    for row in 0..<rowsPerSection {
      lines += rowLines(section: section, row: row) { $0 }.map { "  " + $0 }
    }
    lines.append("}")
    return lines
  }

  /// One row of the screen, each `Row(…)` passed through `statement`.
  private func rowLines(section: Int, row: Int, statement: (String) -> String) -> [String] {
    let index = section * rowsPerSection + row
    let id = "\"row\(index)\""
    let open = { (page: String) in "{ [weak self] in self?.open(\"\(page)\(index)\") }" }
    if row == rowsPerSection - 1 && section % 7 == 6 {
      return [
        "if flags[\(index)] {",
        "  " + statement("Row(\(id), RowContent(\"Sign Out\", role: .destructive)) \(open("out"))"),
        "} else {",
        "  "
          + statement(
            "Row(\(id), RowContent(\"Sign In\", accessory: .disclosureIndicator)) \(open("in"))"),
        "}",
      ]
    }
    switch row % 5 {
    case 0:
      return [
        statement(
          "Row(\(id), RowContent(\"Item \(index)\", detail: name, accessory: .disclosureIndicator)) \(open("item"))"
        )
      ]
    case 1:
      return [
        statement(
          "Row(\(id), RowContent(\"Switch \(index)\", accessory: .toggle(isOn: flags[\(index)]) { [weak self] isOn in self?.flags[\(index)] = isOn }))"
        )
      ]
    case 2:
      return [
        statement(
          "Row(\(id), RowContent(\"Choice \(index)\", detail: flags[\(index)] ? \"On\" : \"Off\", accessory: selected == \(index) ? .checkmark : .none)) { [weak self] in self?.selected = \(index) }"
        )
      ]
    case 3:
      return [
        "if showsAdvanced {",
        "  "
          + statement(
            "Row(\(id), RowContent(\"Advanced \(index)\", secondaryText: \"For experts\", accessory: .disclosureIndicator)) \(open("advanced"))"
          ),
        "}",
      ]
    default:
      return [
        statement(
          "Row(\(id), RowContent(\"About \(index)\", secondaryText: \"Signed in as \\(name)\", imageName: \"info.circle\"))"
        )
      ]
    }
  }
}
