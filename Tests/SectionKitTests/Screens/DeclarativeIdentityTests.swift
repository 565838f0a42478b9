import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A section's rows diffed by integer identities (read into one array of integers) and by
/// the same identities as strings (read from the rows' keys) give the same batches.
@Suite("Declarative rows: integer and string identities diff alike") @MainActor
struct DeclarativeIdentityTests {
  /// Random rows: identities drawn from a small range (so that some repeat), titles from a few.
  func randomRows(using random: inout SeededGenerator) -> [(id: Int, title: String)] {
    (0..<Int.random(in: 0...24, using: &random)).map { _ in
      (Int.random(in: 0..<30, using: &random), "t\(Int.random(in: 0..<3, using: &random))")
    }
  }

  /// The list after each screen, and its last batch, with rows identified by `id`.
  func show<ID: Hashable & Sendable>(
    _ screens: [[(id: Int, title: String)]], id: (Int) -> ID
  ) -> [(text: String, batch: ListBatch?, diagnostics: Int)] {
    let screen = CompositeController()
    let list = HeadlessListView(size: CGSize(width: 390, height: 2_000))
    screen.attach(to: list)
    return screens.map { rows in
      screen.show {
        ListSection("s") {
          for row in rows { Row(id(row.id), RowContent(row.title)) }
        }
      }
      screen.flushUpdates()
      return (list.renderedText(), list.lastBatch, screen.diagnostics.count)
    }
  }

  @Test(arguments: 0..<40)
  func integerIdentitiesGiveTheBatchesOfStringIdentities(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let screens = (0..<4).map { _ in randomRows(using: &random) }
    let byInteger = show(screens) { $0 }
    let byString = show(screens) { "\($0)" }
    for (integer, string) in zip(byInteger, byString) {
      #expect(integer.text == string.text, "seed \(seed)")
      #expect(integer.batch == string.batch, "seed \(seed)")
      #expect(integer.diagnostics == string.diagnostics, "seed \(seed)")
    }
  }
}
