import SectionKitTestSupport
import Testing

@testable import SectionKit

/// The display ledger's table of views on screen answers as a `Dictionary` would, through
/// growth and removals that shift runs of colliding keys back.
@Suite("Word table: a dictionary keyed by one word")
struct WordTableTests {
  @Test(arguments: [1 as UInt64, 2, 3, 0xDEAD_BEEF])
  func answersAsADictionaryDoes(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var table = WordTable<Int>()
    var model: [UInt: Int] = [:]
    // Keys as the ledger makes them: aligned addresses, some with a kind in the low bits,
    // few enough that most operations meet a key already there.
    let keys = (1...300).map { UInt($0) * 48 | UInt($0 % 3) }
    for step in 0..<20_000 {
      let key = keys.randomElement(using: &random)!
      if Bool.random(using: &random) {
        let value = step
        #expect(
          table.updateValue(value, forKey: key) == model.updateValue(value, forKey: key),
          "seed \(seed), step \(step): update of \(key)")
      } else {
        #expect(
          table.removeValue(forKey: key) == model.removeValue(forKey: key),
          "seed \(seed), step \(step): removal of \(key)")
      }
      if table.count != model.count {
        Issue.record("seed \(seed), step \(step): \(table.count) entries, not \(model.count)")
        return
      }
    }
    // Every key left is found, at its value, by removing it.
    for (key, value) in model {
      #expect(table.removeValue(forKey: key) == value, "seed \(seed): \(key) at the end")
    }
    #expect(table.count == 0)
  }

  @Test func removeAllForgetsEveryKey() {
    var table = WordTable<String>()
    for key in 1...100 as ClosedRange<UInt> { _ = table.updateValue("\(key)", forKey: key << 4) }
    table.removeAll()
    #expect(table.count == 0)
    #expect(table.removeValue(forKey: 5 << 4) == nil)
    #expect(table.updateValue("again", forKey: 5 << 4) == nil)
  }
}
