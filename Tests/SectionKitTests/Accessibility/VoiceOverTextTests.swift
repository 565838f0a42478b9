import SectionKit
import SectionKitHeadless
import Testing

@Suite("VoiceOver text") @MainActor
struct VoiceOverTextTests {
  @Test func aScreenReadsAsVoiceOverReadsIt() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.show {
      ListSection("network", header: "Network", footer: "Joins known networks.") {
        Row("airplane", RowContent("Airplane Mode", accessory: .toggle(isOn: false) { _ in }))
        Row("wifi", RowContent("Wi-Fi", detail: "Home", accessory: .disclosureIndicator)) {}
        Row("name", RowContent("Name", detail: "Ada"))
        Row("compose", RowContent("", image: .system("square.and.pencil"))) {}
          .accessibility(label: "New message", hint: "Writes a message.")
        Row("dark", RowContent("Dark", accessory: .checkmark))
      }
    }
    screen.flushUpdates()
    #expect(
      list.accessibilityText() == """
        Network, Heading
        Airplane Mode, Off, Switch button
        Wi-Fi, Home, Button
        Name, Ada
        New message, Button, Image. Writes a message.
        Dark, Selected
        Joins known networks.

        """)
  }
}
