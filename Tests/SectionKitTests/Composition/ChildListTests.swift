import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// The children of a composite, kept in chunks, against an array doing the same changes.
@Suite("Composite children: many single-child changes") @MainActor
struct ChildListTests {
  @Test("Seeded inserts, removes, moves and replacements", arguments: 0..<4 as Range<UInt64>)
  func randomChanges(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let root = CompositeController()
    let list = HeadlessListView(size: CGSize(width: 320, height: 200))
    root.attach(to: list)
    var model: [RecordingSection] = []
    var counter = 0
    func fresh() -> RecordingSection {
      counter += 1
      return RecordingSection("s\(counter)", rows: 1)
    }
    for step in 0..<3000 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0...4:
        let section = fresh()
        let index = Int.random(in: 0...model.count, using: &random)
        model.insert(section, at: index)
        root.insert(section, at: index)
      case 5...6 where !model.isEmpty:
        let index = Int.random(in: 0..<model.count, using: &random)
        model.remove(at: index)
        root.remove(at: index)
      case 7 where !model.isEmpty:
        let from = Int.random(in: 0..<model.count, using: &random)
        let to = Int.random(in: 0..<model.count, using: &random)
        model.insert(model.remove(at: from), at: to)
        root.move(from: from, to: to)
      case 8 where !model.isEmpty:
        let index = Int.random(in: 0..<model.count, using: &random)
        let section = fresh()
        model[index] = section
        root.replace(at: index, with: section)
      default:
        let section = fresh()
        model.append(section)
        root.append(section)
      }
      if step % 500 == 499 {
        #expect(
          root.children.map { $0 as AnyObject }.elementsEqual(
            model.map { $0 as AnyObject }, by: ===), "seed \(seed), step \(step)")
        #expect(root.sectionControllers.count == model.count, "seed \(seed), step \(step)")
        #expect(list.numberOfSections == model.count, "seed \(seed), step \(step)")
      }
    }
    #expect(
      root.sectionControllers.compactMap { ($0 as? RecordingSection)?.name } == model.map(\.name),
      "seed \(seed)")
  }

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aPositionOutOfRangeStopsNamingTheRange() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          _ = CompositeController([]).remove(at: 3)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("there is no child at position 3 of the CompositeController"))
    }
  #endif
}
