import SectionKitTestSupport
import Testing

@testable import SectionKit

/// The diff's scratch memory is uninitialized and may hold what an earlier diff left there: that
/// must not change the result of the next diff, of any size, element type or identity type.
@Suite("Diff scratch memory")
struct DiffScratchTests {
  /// One diff to make: two lists of items, diffed by identity and value.
  struct Case: Sendable {
    let seed: UInt64
    let old: [Item]
    let new: [Item]
  }

  /// Lists of sizes that take every path: the stack (a few elements), small and large heap
  /// allocations (up to 20,000 elements), with and without duplicate identities.
  static func cases(seed: UInt64, count: Int) -> [Case] {
    var rng = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      let size = [3, 40, 700, 5_000, 20_000].randomElement(using: &rng) ?? 0
      let space = Bool.random(using: &rng) ? size * 4 : Swift.max(1, size / 3)
      let old = (0..<size).map { _ in
        Item(Int.random(in: 0..<space, using: &rng), Int.random(in: 0..<2, using: &rng))
      }
      var new = old.shuffled(using: &rng)
      new.removeLast(Int.random(in: 0...(size / 4), using: &rng))
      for _ in 0..<Int.random(in: 0...(size / 4 + 1), using: &rng) {
        let item = Item(Int.random(in: 0..<(space * 2), using: &rng))
        new.insert(item, at: Int.random(in: 0...new.count, using: &rng))
      }
      return Case(seed: rng.next(), old: old, new: new)
    }
  }

  @Test(
    "Diffs of different sizes one after another give the results of a fresh diff",
    arguments: 0..<3 as Range<UInt64>)
  func reuseAcrossSizes(seed: UInt64) throws {
    let cases = Self.cases(seed: seed, count: 12)
    let first = cases.map { Changeset(from: $0.old, to: $0.new) }
    for (index, pair) in cases.enumerated() {
      try verifyChangeset(first[index], old: pair.old, new: pair.new, seed: pair.seed)
    }
    // Again in reverse order, with diffs of other element and identity types in between,
    // so that every diff starts from memory that another one left dirty.
    for (index, pair) in cases.enumerated().reversed() {
      let strings = Changeset(
        fromIdentities: pair.new.map { "s\($0.id)" }, to: pair.old.map { "s\($0.id)" })
      #expect(strings.oldToNew.count == pair.new.count, "seed \(seed), case \(pair.seed)")
      let again = Changeset(from: pair.old, to: pair.new)
      #expect(
        again == first[index],
        "seed \(seed), case \(pair.seed): a diff after others differs from the first")
    }
  }

  @Test(
    "Diffs of different sizes at once give the results of serial diffs",
    arguments: 0..<2 as Range<UInt64>)
  func concurrentSizes(seed: UInt64) async {
    let cases = Self.cases(seed: seed &+ 100, count: 10)
    let serial = cases.map { Changeset(from: $0.old, to: $0.new) }
    let tasks = 8
    let results = await withTaskGroup(of: [(index: Int, changes: Changeset)].self) { group in
      for task in 0..<tasks {
        group.addTask {
          cases.indices.map { offset in
            let index = (task * 3 + offset) % cases.count
            return (index, Changeset(from: cases[index].old, to: cases[index].new))
          }
        }
      }
      var all: [(index: Int, changes: Changeset)] = []
      for await results in group { all += results }
      return all
    }
    #expect(results.count == tasks * cases.count)
    for (index, changes) in results where changes != serial[index] {
      Issue.record("seed \(seed), case \(cases[index].seed): a concurrent diff differs")
    }
  }
}
