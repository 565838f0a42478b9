import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

@testable import Examples

/// Rows of titles and values, as the server-driven screen shows them.
@MainActor
private final class ColumnRows: SectionController {
  enum Row {
    case value(String, String)
    case toggle(String, Bool)
  }

  let rows: [Row]
  init(_ rows: [Row]) { self.rows = rows }

  func numberOfRows(in context: SectionContext) -> Int { rows.count }

  func cell(at row: Int, in context: SectionContext) -> any Reusable {
    switch rows[row] {
    case .value(let title, let value):
      let cell = context.dequeueReusableCell(ofType: ValueCell.self, for: row)
      cell.title = title
      cell.value = value
      return cell
    case .toggle(let title, let isOn):
      let cell = context.dequeueReusableCell(ofType: ToggleCell.self, for: row)
      cell.title = title
      cell.isOn = isOn
      return cell
    }
  }
}

@Suite("Two columns in terminal columns") @MainActor
struct ValueCellTests {
  private func render(_ rows: [ColumnRows.Row]) -> String {
    let root = CompositeController([ColumnRows(rows)])
    let list = HeadlessListView(size: CGSize(width: 390, height: 1))
    root.attach(to: list)
    list.size = CGSize(width: 390, height: list.contentSize.height)
    return withExtendedLifetime(root) { TextRenderer.render(list) }
  }

  @Test func valuesEndInOneColumnWhateverScriptTheTitlesAreIn() {
    let text = render([
      .value("Name", "Ada"),
      .value("名前", "Ada"),
      .value("Ｆｕｌｌ", "width"),
      .value("👩‍💻 Role", "Engineer"),
      .value("🇯🇵 Region", "Tokyo"),
      .value("Café", "Open"),
      .toggle("通知", true),
      .toggle("Ｗｉ－Ｆｉ", false),
    ])
    // In a terminal (and in an editor whose font gives CJK and emoji two columns), the values
    // below stand in one column. "Café" is written with a combining accent (e, U+0301).
    #expect(
      text == """
        ┌
        │ Name                                 Ada
        │ 名前                                 Ada
        │ Ｆｕｌｌ                           width
        │ 👩‍💻 Role                         Engineer
        │ 🇯🇵 Region                          Tokyo
        │ Café                                Open
        │ 通知                               [ on]
        │ Ｗｉ－Ｆｉ                         [off]
        └

        """)
  }

  @Test func aTitleTooWideForItsColumnIsCutWithAnEllipsis() {
    let text = render([
      .value("とても長いタイトルのある行ですとても長いタイトル", "Yes"),
      .value("A title that is far too long for the first column", "Yes"),
    ])
    #expect(
      text == """
        ┌
        │ とても長いタイトルのある行ですとて…  Yes
        │ A title that is far too long for th… Yes
        └

        """)
  }

  @Test func aControlInATitleIsMeasuredAsItIsPrinted() {
    let text = render([.value("Tab\there", "1"), .value("Plain", "2")])
    #expect(
      text == #"""
        ┌
        │ Tab\u{09}here                          1
        │ Plain                                  2
        └

        """#)
  }
}
