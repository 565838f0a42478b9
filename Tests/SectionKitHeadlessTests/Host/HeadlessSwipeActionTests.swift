import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A hand-written data source whose rows are not editable and whose delegate offers swipe
/// actions all the same: UIKit never asks it for them.
@MainActor
final class SwipeOnlyModel: HandWrittenListModel {
  var editable = false
  let list = HeadlessListView()

  init() {
    list.registerCell(LabelCell.self, forReuseIdentifier: "label")
    list.connect(dataSource: self, delegate: self)
  }

  func numberOfSections() -> Int { 1 }
  func numberOfRows(inSection section: Int) -> Int { 2 }
  func cell(at indexPath: ListIndexPath) -> any Reusable {
    // swift-format-ignore: NeverUseForceTry
    try! list.dequeueReusableCell(withIdentifier: "label", for: indexPath)
  }
  func titleForHeader(inSection section: Int) -> String? { nil }
  func titleForFooter(inSection section: Int) -> String? { nil }
  func canEditRow(at indexPath: ListIndexPath) -> Bool { editable }
  func canMoveRow(at indexPath: ListIndexPath) -> Bool { false }
  func commit(_ style: EditingStyle, forRowAt indexPath: ListIndexPath) {}
  func moveRow(at source: ListIndexPath, to destination: ListIndexPath) {}
  func trailingSwipeActions(forRowAt indexPath: ListIndexPath) -> SwipeActionsConfiguration? {
    SwipeActionsConfiguration(actions: [SwipeAction(identifier: "flag", title: "Flag") { $0(true) }]
    )
  }
}

/// A section controller that offers swipe actions and says nothing about editing.
@MainActor
final class FlagSection: SectionController, SectionSwipeActions {
  var flagged: [Int] = []
  override func numberOfRows(in context: SectionContext) -> Int { 3 }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "mail \(row)"
    return cell
  }
  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    SwipeActionsConfiguration(actions: [
      SwipeAction(identifier: "flag.\(row)", title: "Flag") { done in
        self.flagged.append(row)
        done(true)
      }
    ])
  }
}

@Suite("Swipe actions need an editable row, as in UIKit") @MainActor
struct HeadlessSwipeActionTests {
  @Test func theHostAsksForSwipeActionsOnlyOnEditableRows() throws {
    let model = SwipeOnlyModel()
    #expect(try model.list.swipeActions(forRowAt: path(0, 0), edge: .trailing) == nil)
    model.editable = true
    let actions = try model.list.swipeActions(forRowAt: path(0, 0), edge: .trailing)
    #expect(actions?.actions.map(\.identifier) == ["flag"])
  }

  @Test func aSectionThatOnlyOffersSwipeActionsShowsThem() throws {
    let mail = FlagSection()
    let screen = Screen([RecordingSection("a", rows: 1), mail])
    let configuration = try #require(
      try screen.list.swipeActions(forRowAt: path(1, 2), edge: .trailing))
    #expect(configuration.actions.map(\.title) == ["Flag"])
    var performed = false
    configuration.actions[0].handler { performed = $0 }
    #expect(performed && mail.flagged == [2])
  }

  @Test func swipeActionsAloneGiveNoEditingControl() throws {
    let screen = Screen([FlagSection()])
    screen.list.setEditing(true, animated: false)
    #expect(screen.root.router.canEditRow(at: path(0, 0)), "UIKit asks for swipe actions")
    #expect(screen.root.router.editingStyle(forRowAt: path(0, 0)) == .none)
    #expect(throws: HostError("row [0, 0] has no editing control")) {
      try screen.list.commitEditing(forRowAt: path(0, 0))
    }
  }
}
