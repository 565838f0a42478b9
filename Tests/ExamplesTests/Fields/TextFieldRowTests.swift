import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import Testing

@testable import ExampleScreens

/// A host that hands the screens no field cell of its own (the SwiftUI app) gets each field as
/// a content row with a text-field accessory: a real field, which a test types into.
@Suite("Text fields without a host's field cell") @MainActor
struct TextFieldRowTests {
  /// What a composer sent.
  final class Sent {
    var texts: [String] = []
  }

  @Test func aComposerWithoutAFieldCellIsARowWithATextFieldThatSends() throws {
    let composer = ComposerSection(identity: "composer", placeholder: "Message", cellType: nil)
    let sent = Sent()
    composer.onSend = { sent.texts.append($0) }
    let list = HeadlessListView()
    CompositeController([composer]).attach(to: list)
    let row = ListIndexPath(row: 0, section: 0)

    try list.typeText("Hi", intoFieldNamed: "composer", inRowAt: row)
    #expect(composer.draft == "Hi")
    try list.submitText(inFieldNamed: "composer", inRowAt: row)

    #expect(sent.texts == ["Hi"])
    #expect(composer.draft == "", "the field is emptied by reconfiguring its row")
    #expect(list.text(ofRowAt: row)?.hasPrefix("Message") == true)
  }
}
