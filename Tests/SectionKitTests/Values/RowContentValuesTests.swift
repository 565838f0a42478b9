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
}
