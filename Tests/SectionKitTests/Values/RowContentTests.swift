import Testing

@testable import SectionKit

@Suite("RowContent") @MainActor
struct RowContentTests {
  @Test func aPlainRowHasOnlyText() {
    let content = RowContent("Wi-Fi")
    #expect(content.text == "Wi-Fi")
    #expect(content.secondaryText == nil)
    #expect(content.detail == nil)
    #expect(content.imageName == nil)
    guard case .none = content.accessory else {
      Issue.record("a plain row has no accessory")
      return
    }
    #expect(content.role == .normal)
  }

  @Test func flippingTheSwitchKeepsItsAction() {
    var reported: [Bool] = []
    let content = RowContent("Sounds", accessory: .toggle(isOn: false) { reported.append($0) })
    guard case .toggle(let isOn, let onChange) = content.flippingSwitch().accessory else {
      Issue.record("the switch is gone")
      return
    }
    #expect(isOn)
    onChange(isOn)
    #expect(reported == [true])
  }

  @Test func aRowWithoutASwitchIsUnchangedByFlipping() {
    guard case .checkmark = RowContent("Dark", accessory: .checkmark).flippingSwitch().accessory
    else {
      Issue.record("the checkmark is gone")
      return
    }
  }
}
