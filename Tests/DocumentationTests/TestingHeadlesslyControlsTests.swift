import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of the "Controls in cells" and "Reordering by drag" sections of
// Sources/SectionKit/SectionKit.docc/TestingHeadlessly.md.

final class QuickAddCell: HeadlessCell {
  var item: CartItem?
  let add = HeadlessButton("+1", name: "add")
  let gift = HeadlessSwitch(name: "gift")

  override var controls: [HeadlessControl] { [add, gift] }

  override var textDescription: String {
    guard let item else { return "" }
    return "\(item.quantity)× \(item.name)"
  }
}

final class QuickAddSection: SectionController, SectionReordering {
  private(set) var items: [CartItem]
  private(set) var gifts: Set<String> = []

  init(items: [CartItem]) { self.items = items }

  override func numberOfRows(in context: SectionContext) -> Int { items.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: QuickAddCell.self, for: row)
    let item = items[row]
    cell.item = item
    cell.add.onPrimaryAction = { [weak self, weak context] in
      context?.performBatch { batch in
        self?.items[row].quantity += 1
        batch.reconfigureRows(at: [row])
      }
    }
    cell.gift.isOn = gifts.contains(item.id)
    cell.gift.onValueChanged = { [weak self] isOn in
      if isOn { self?.gifts.insert(item.id) } else { self?.gifts.remove(item.id) }
    }
    return cell
  }

  func canMoveRow(at row: Int, in context: SectionContext) -> Bool { true }

  func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
    items.insert(items.remove(at: source), at: destination)
  }
}

@Suite("Article: Testing Screens Headlessly, controls in cells") @MainActor
struct TestingHeadlesslyControlsTests {
  @Test func aButtonAndASwitchInACell() throws {
    let section = QuickAddSection(items: sampleCart().items)
    let screen = CompositeController([section])
    let list = HeadlessListView()
    screen.attach(to: list)

    let grinder = ListIndexPath(row: 1, section: 0)
    try list.tapButton("+1", inRowAt: grinder)
    try list.setSwitch("gift", to: true, inRowAt: grinder)

    #expect(
      list.renderedText() == """
        ┌
        │ 2× Coffee beans [+1] [off]
        │ 2× Grinder [+1] [on]
        │ 1× Filter papers [+1] [off]
        └

        """)
    #expect(list.indexPathsForSelectedRows.isEmpty)  // a control's tap selects nothing
  }

  @Test func aControlThatIsNotThereThrows() throws {
    let section = QuickAddSection(items: sampleCart().items)
    let screen = CompositeController([section])
    let list = HeadlessListView()
    screen.attach(to: list)

    let error = #expect(throws: HostError.self) {
      try list.typeText(
        "Happy birthday", intoFieldNamed: "note", inRowAt: ListIndexPath(row: 0, section: 0))
    }
    #expect(
      error?.message == """
        row [0, 0] has no text field 'note'; its cell 'DocumentationTests.QuickAddCell' holds: \
        button 'add' ('+1'), switch 'gift'
        """)
  }

  @Test func aRowDraggedOutsideEditingMode() throws {
    let section = QuickAddSection(items: sampleCart().items)
    let screen = CompositeController([section])
    let list = HeadlessListView()
    screen.attach(to: list)

    list.dragInteractionEnabled = true
    try list.dragRow(
      from: ListIndexPath(row: 2, section: 0), toProposed: ListIndexPath(row: 0, section: 0))
    #expect(section.items.map(\.name) == ["Filter papers", "Coffee beans", "Grinder"])
  }
}
