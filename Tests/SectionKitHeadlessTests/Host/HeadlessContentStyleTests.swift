import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Records the taps of outline disclosures and delete controls.
@MainActor
private final class Taps {
  var names: [String] = []
}

@Suite("Row content's images, text styles and accessories on the headless host") @MainActor
struct HeadlessContentStyleTests {
  /// A list showing `section`, everything on screen.
  private func show(_ section: ContentSection) -> (CompositeController, HeadlessListView) {
    let root = CompositeController([section])
    let list = HeadlessListView()
    root.attach(to: list)
    return (root, list)
  }

  @Test func imagesShowTheirTintAndSymbolConfigurationAndTextsTheirStyle() {
    let section = ContentSection([
      RowContent(
        "Wi-Fi",
        image: .system(
          "wifi", tint: .systemBlue, symbol: .init(pointSize: 17, weight: .bold, scale: .large))),
      RowContent("Acme", image: .named("AcmeLogo")),
      RowContent(
        "Ada Lovelace", secondaryText: "ada@example.com",
        textProperties: .init(font: .headline),
        secondaryTextProperties: .init(font: .caption1, color: .secondaryLabel, numberOfLines: 1)),
      RowContent("Notes", textProperties: .init(numberOfLines: 0)),
    ])
    let (root, list) = show(section)
    #expect(
      list.renderedText() == """
        ┌
        │ ⟨wifi systemBlue 17pt bold large⟩ Wi-Fi
        │ ⟨asset:AcmeLogo⟩ Acme
        │ Ada Lovelace {headline} · ada@example.com {caption1 secondaryLabel 1 line}
        │ Notes {any lines}
        └

        """)
    _ = root
  }

  @Test func severalAccessoriesShowInOrderAndEditingOnesOnlyWhileEditing() {
    let section = ContentSection([
      RowContent("Inbox", accessories: [.label(text: "3"), .disclosureIndicator]),
      RowContent("Drafts", accessories: [.delete(), .reorder()]),
      RowContent("Archive", accessories: [.delete(displayed: .always), .checkmark]),
      RowContent("Sent", accessories: [.reorder(displayed: .whenNotEditing)]),
    ])
    let (root, list) = show(section)
    #expect(
      list.renderedText() == """
        ┌
        │ Inbox «3» ›
        │ Drafts
        │ ⊖ Archive ✓
        │ Sent ≡
        └

        """)

    list.setEditing(true, animated: false)
    #expect(
      list.renderedText() == """
        ┌
        │ Inbox «3» ›
        │ ⊖ Drafts ≡
        │ ⊖ Archive ✓
        │ Sent
        └

        """)
    _ = root
  }

  @Test func anOutlineDisclosureShowsItsStateAndRunsItsActionWithoutSelecting() throws {
    let taps = Taps()
    let section = ContentSection([
      RowContent(
        "Folders",
        accessories: [.outlineDisclosure(isExpanded: true) { taps.names.append("Folders") }]),
      RowContent(
        "Tags", accessories: [.outlineDisclosure(isExpanded: false) { taps.names.append("Tags") }]),
      RowContent("Trash"),
    ])
    let (root, list) = show(section)
    #expect(
      list.renderedText() == """
        ┌
        │ Folders ▾
        │ Tags ▸
        │ Trash
        └

        """)

    try list.tapOutlineDisclosure(at: ListIndexPath(row: 1, section: 0))
    #expect(taps.names == ["Tags"])
    #expect(section.selections.isEmpty, "the outline's tap does not select the row")
    #expect(throws: HostError.self) {
      try list.tapOutlineDisclosure(at: ListIndexPath(row: 2, section: 0))
    }
    _ = root
  }

  @Test func theOldSingleAccessoryIsTheFirstOfTheAccessories() {
    var content = RowContent("Wi-Fi", imageName: "wifi", accessory: .checkmark)
    #expect(content.accessories.count == 1)
    content.image?.tint = .systemGreen
    content.imageName = "wifi.slash"
    #expect(content.image == .system("wifi.slash", tint: .systemGreen))
    content.accessories.insert(.label(text: "Home"), at: 0)
    guard case .label(let text) = content.accessory else {
      Issue.record("the accessory is the first of the accessories")
      return
    }
    #expect(text == "Home")
    content.accessory = .none
    #expect(content.accessories.isEmpty)
  }

  @Test func contentsDifferingInStyleOrAccessoriesAreNotTheSame() {
    let plain = RowContent("Wi-Fi", image: .system("wifi"))
    #expect(plain.hasSameValues(as: RowContent("Wi-Fi", imageName: "wifi")))
    #expect(
      !plain.hasSameValues(as: RowContent("Wi-Fi", image: .system("wifi", tint: .systemBlue))))
    #expect(!plain.hasSameValues(as: RowContent("Wi-Fi", image: .named("wifi"))))
    #expect(
      !plain.hasSameValues(
        as: RowContent("Wi-Fi", image: .system("wifi"), textProperties: .init(font: .body))))
    var indented = plain
    indented.indentationLevel = 1
    #expect(!plain.hasSameValues(as: indented), "a row moved to another depth shows anew")
    let expanded = RowContent("F", accessories: [.outlineDisclosure(isExpanded: true) {}])
    #expect(
      expanded.hasSameValues(
        as: RowContent("F", accessories: [.outlineDisclosure(isExpanded: true) {}])))
    #expect(
      !expanded.hasSameValues(
        as: RowContent("F", accessories: [.outlineDisclosure(isExpanded: false) {}])))
    #expect(
      !RowContent("I", accessories: [.label(text: "3")]).hasSameValues(
        as: RowContent("I", accessories: [.label(text: "4")])))
    #expect(
      !RowContent("I", accessories: [.label(text: "3")]).hasSameValues(
        as: RowContent("I", accessories: [.label(text: "3"), .checkmark])))
  }

  @Test func aDeclarativeRowsOutlineRunsTheNewestClosureOfTheRowShown() throws {
    let taps = Taps()
    let screen = CompositeController()
    func show(_ generation: Int) {
      screen.show {
        ListSection("mail") {
          Row(
            "folders",
            RowContent(
              "Folders",
              accessories: [
                .label(text: "2"),
                .outlineDisclosure(isExpanded: false) {
                  taps.names.append("folders \(generation)")
                },
              ]))
        }
      }
    }
    show(1)
    let list = HeadlessListView()
    screen.attach(to: list)
    show(2)  // the same values, new closures: the cell is not configured again
    screen.flushUpdates()
    #expect(list.renderedText().contains("│ Folders «2» ▸\n"))
    try list.tapOutlineDisclosure(at: ListIndexPath(row: 0, section: 0))
    #expect(taps.names == ["folders 2"])
  }
}
