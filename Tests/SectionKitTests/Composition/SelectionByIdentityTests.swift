import Foundation
@_spi(Hosting) import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

@Suite("Composite: the selection follows the rows' identities") @MainActor
struct SelectionByIdentityTests {
  struct Mail: Equatable, Identifiable {
    var id: String
    var subject: String
  }

  func inbox(_ mails: [Mail]) -> (
    IdentifiedSection<Mail, String>, CompositeController, HeadlessListView
  ) {
    let section = IdentifiedSection(items: mails) { context, row, mail in
      let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
      cell.text = mail.subject
      return cell
    }
    let screen = CompositeController([section])
    screen.allowsMultipleSelection = true
    let list = HeadlessListView()
    screen.attach(to: list)
    return (section, screen, list)
  }

  let lunch = Mail(id: "1", subject: "Lunch")
  let review = Mail(id: "2", subject: "Review")
  let invoice = Mail(id: "3", subject: "Invoice")

  @Test func aMovedRowStaysSelectedAndADeletedOneIsGone() throws {
    let (section, screen, list) = inbox([lunch, review, invoice])
    try list.tapRow(at: path(0, 0))
    try list.tapRow(at: path(0, 1))
    section.setItems([invoice, lunch])
    screen.flushUpdates()
    #expect(selectedLines(list) == ["▶ Lunch"])
    #expect(list.indexPathsForSelectedRows == [path(0, 1)])
  }

  @Test func aReloadedRowIsSelectedAgainByItsIdentity() throws {
    let (section, screen, list) = inbox([lunch, review, invoice])
    section.changeStyle = .reload
    try list.tapRow(at: path(0, 1))
    var renamed = review
    renamed.subject = "Review (2)"
    section.setItems([invoice, renamed, lunch])
    screen.flushUpdates()
    // A changed row among moves is deleted and inserted: the host drops its selection.
    #expect(
      list.lastBatch?.description
        == "delete rows [0, 1]; insert rows [0, 1]; move rows [0, 2]→[0, 0]")
    #expect(selectedLines(list) == ["▶ Review (2)"])
  }

  @Test func aRowTheUserReorderedIsStillSelectedAgainByItsIdentity() throws {
    let (section, screen, list) = inbox([lunch, review, invoice])
    section.allowsReordering = true
    section.changeStyle = .reload
    try list.tapRow(at: path(0, 2))
    screen.isEditing = true
    // The user drags Lunch below Invoice: the list moves Invoice's selection to row 1 itself.
    try list.moveRow(from: path(0, 0), toProposed: path(0, 2))
    #expect(selectedLines(list) == ["▶ Invoice"])
    var renamed = invoice
    renamed.subject = "Invoice (paid)"
    section.setItems([review, renamed, lunch])
    screen.flushUpdates()
    #expect(list.lastBatch?.description == "reload rows [0, 1]")
    #expect(selectedLines(list) == ["▶ Invoice (paid)"])
  }

  @Test func aReloadOfTheListSelectsTheRowsAgainWhereTheyNowStand() throws {
    let (section, screen, list) = inbox([lunch, review, invoice])
    try list.tapRow(at: path(0, 0))
    try list.tapRow(at: path(0, 2))
    section.setItems([invoice, review, lunch])
    screen.reloadData()
    #expect(list.reloadCount == 2)
    #expect(selectedLines(list) == ["▶ Invoice", "▶ Lunch"])
    #expect(list.indexPathsForSelectedRows == [path(0, 0), path(0, 2)])
  }

  @Test func aRowDeselectedOnTheHostIsNotSelectedAgain() throws {
    let (_, screen, list) = inbox([lunch, review, invoice])
    try list.tapRow(at: path(0, 0))
    try list.tapRow(at: path(0, 1))
    list.deselectRow(at: path(0, 0), animated: false)
    screen.reloadData()
    #expect(selectedLines(list) == ["▶ Review"])
  }

  @Test func aRowSelectedFromItsContextIsKeptToo() throws {
    final class Kept: IdentifiedSection<Mail, String> {
      override func didAttach(to context: SectionContext) {
        super.didAttach(to: context)
      }
    }
    let section = Kept(items: [lunch, review, invoice]) { context, row, mail in
      context.dequeueReusableCell(showing: RowContent(mail.subject), for: row)
    }
    let screen = CompositeController([section])
    let list = HeadlessListView()
    screen.attach(to: list)
    section.context.selectRow(2)
    screen.flushUpdates()
    screen.reloadData()
    #expect(selectedLines(list) == ["▶ Invoice"])
  }

  @Test func aDeclarativeRowIsSelectedAgainByItsIdentity() throws {
    let screen = CompositeController()
    var names = ["Wi-Fi", "Bluetooth", "Cellular"]
    func show() {
      screen.show {
        ListSection("radios") {
          for name in names { Row(name, RowContent(name)).onSelect(keepsSelection: true) {} }
        }
      }
    }
    show()
    let list = HeadlessListView()
    screen.attach(to: list)
    try list.tapRow(at: path(0, 1))
    #expect(selectedLines(list) == ["▶ Bluetooth"])
    names = ["Cellular", "Wi-Fi", "Bluetooth"]
    show()
    screen.reloadData()
    #expect(selectedLines(list) == ["▶ Bluetooth"])
    #expect(list.indexPathsForSelectedRows == [path(0, 2)])
  }

  @Test func rowsWithoutIdentityKeepWhatTheHostKeeps() throws {
    let screen = Screen([RecordingSection("a", rows: 3)])
    try screen.list.tapRow(at: path(0, 1))
    screen.root.reloadData()
    #expect(screen.list.indexPathsForSelectedRows.isEmpty)
  }
}
