import SectionKit
import Testing

@Suite("Row content values")
struct RowContentValuesTests {
  @Test func contentsWithTheSameValuesAreTheSame() {
    let wifi = RowContent("Wi-Fi", secondaryText: "On", detail: "Home", imageName: "wifi")
    #expect(wifi.hasSameValues(as: wifi))
    #expect(
      RowContent("Sign Out", role: .destructive).hasSameValues(
        as: RowContent("Sign Out", role: .destructive)))
  }

  @Test(arguments: [
    RowContent("Wi-Fi", secondaryText: "Off", detail: "Home", imageName: "wifi"),
    RowContent("Wi-Fi", secondaryText: "On", detail: "Work", imageName: "wifi"),
    RowContent("Wi-Fi", secondaryText: "On", detail: "Home", imageName: "antenna"),
    RowContent("WLAN", secondaryText: "On", detail: "Home", imageName: "wifi"),
    RowContent("Wi-Fi", secondaryText: "On", detail: "Home", imageName: "wifi", role: .destructive),
    RowContent(
      "Wi-Fi", secondaryText: "On", detail: "Home", imageName: "wifi", accessory: .checkmark),
  ])
  func aDifferentValueMakesADifferentContent(content: RowContent) {
    let wifi = RowContent("Wi-Fi", secondaryText: "On", detail: "Home", imageName: "wifi")
    #expect(!wifi.hasSameValues(as: content))
  }

  @Test func aDeleteAccessoryGainingOrLosingItsActionIsAChange() {
    let reveals = RowContent("Draft", accessories: [.delete()])
    let deletes = RowContent("Draft", accessories: [.delete(onTap: {})])
    #expect(!reveals.hasSameValues(as: deletes), "the tap does something else")
    #expect(deletes.hasSameValues(as: RowContent("Draft", accessories: [.delete(onTap: {})])))
  }

  @Test func accessoriesCompareTheirKindAndSwitchStateNotTheirClosures() {
    let on = RowContent.Accessory.toggle(isOn: true) { _ in }
    #expect(on.hasSameValues(as: .toggle(isOn: true) { _ in print("another closure") }))
    #expect(!on.hasSameValues(as: .toggle(isOn: false) { _ in }))
    #expect(RowContent.Accessory.detailButton {}.hasSameValues(as: .detailButton {}))
    #expect(!RowContent.Accessory.none.hasSameValues(as: .disclosureIndicator))
    #expect(!RowContent.Accessory.checkmark.hasSameValues(as: .disclosureIndicator))
  }

  @Test(arguments: [
    RowContent("Inbox", image: .system("tray", tint: .systemBlue)),
    RowContent("Inbox", image: .named("tray")),
    RowContent("Inbox", textProperties: .init(font: .headline)),
    RowContent("Inbox", secondaryTextProperties: .init(color: .secondaryLabel)),
    RowContent("Inbox").accessibility(label: "Mail"),
    RowContent("Inbox").accessibility(actions: [.init("Archive") { true }]),
    RowContent("Inbox").accessibility(isHidden: true),
  ])
  func theImageTextPropertiesAndAccessibilityAreCompared(content: RowContent) {
    let inbox = RowContent("Inbox", image: .system("tray"))
    let plain = RowContent("Inbox")
    #expect(!inbox.hasSameValues(as: content))
    #expect(!content.hasSameValues(as: inbox))
    #expect(!plain.hasSameValues(as: content))
    #expect(!content.hasSameValues(as: plain))
    #expect(content.hasSameValues(as: content))
  }

  @Test func contentsBuiltApartWithTheSameValuesAreTheSame() {
    func styled() -> RowContent {
      RowContent(
        "Inbox", image: .system("tray", tint: .systemBlue),
        textProperties: .init(font: .headline, numberOfLines: 1)
      ).accessibility(hint: "Opens the inbox")
    }
    #expect(styled().hasSameValues(as: styled()))
    var indented = RowContent("Inbox")
    indented.indentationLevel = 1
    #expect(!indented.hasSameValues(as: RowContent("Inbox")))
  }

  @Test func partsSetBackToTheirDefaultsLeaveAPlainContent() {
    var content = RowContent("Inbox", image: .system("tray"), textProperties: .init(font: .body))
    content.accessibility.label = "Mail"
    content.image = nil
    content.textProperties = .init()
    content.accessibility = .init()
    #expect(content.hasSameValues(as: RowContent("Inbox")))
    #expect(content.image == nil && content.textProperties.isDefault)
    #expect(content.accessibility.isDefault)
  }

  @Test func settingOnePartKeepsTheOthers() {
    var content = RowContent("Inbox", image: .system("tray"))
    content.secondaryTextProperties.color = .secondaryLabel
    content.imageName = "tray.full"
    #expect(content.image == .system("tray.full"))
    #expect(content.secondaryTextProperties == .init(color: .secondaryLabel))
    #expect(content.textProperties == .init())
  }

  @Test func aContentStaysSmall() {
    // A screen evaluated again copies, compares and destroys every row's content: the image,
    // the text properties and the accessibility, which most rows leave at their defaults, are
    // kept out of line (with them inline a content took 384 bytes).
    #expect(MemoryLayout<RowContent>.size <= 96)
  }
}
