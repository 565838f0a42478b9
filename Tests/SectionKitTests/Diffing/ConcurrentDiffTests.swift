import SectionKit
import SectionKitTestSupport
import Testing

/// Diffs run many at once, off the main actor, as the documentation allows.
///
/// The diff is pure and ``Changeset`` a `Sendable` value, so diffs running at the same time must
/// share no mutable state. Each test computes its diffs one after another first and checks
/// them (a changeset that rebuilds the new list from the old one, with the fewest moves), then
/// runs the same diffs on many tasks at once and expects the same changesets. The comparison
/// catches wrong results; a data race (for example a write to the standard library's shared
/// empty array) shows only under the thread sanitizer, which `.ci/run` runs this suite with:
/// `swift test --sanitize=thread --scratch-path .build-tsan --filter ConcurrentDiffTests`.
@Suite("Concurrent diffs")
struct ConcurrentDiffTests {
  /// Two lists to diff, with the seed they came from and a name for the failure messages.
  struct Case: Sendable {
    let seed: UInt64
    let name: String
    let old: [Item]
    let new: [Item]

    /// Both diffs of the pair: by identity and value, and of the identities alone.
    func changes() -> [Changeset] {
      [
        Changeset(from: old, to: new),
        Changeset(fromIdentities: old.map(\.id), to: new.map(\.id)),
      ]
    }
  }

  /// How many tasks diff at once: more than the eight of the original report.
  static let taskCount = 16

  /// The cases that take the diff's shortcuts or leave a stage with nothing to do: empty
  /// lists, all inserted, all deleted, no change, values changed under the same identities,
  /// and edits whose old or new middle (between the common ends) is empty; the lists are
  /// random, with duplicate identities.
  static func shortcutCases(seed: UInt64) -> [Case] {
    var rng = SeededGenerator(seed: seed)
    func list(count: Int) -> [Item] {
      (0..<count).map { _ in
        Item(Int.random(in: 0..<40, using: &rng), Int.random(in: 0..<3, using: &rng))
      }
    }
    let items = list(count: Int.random(in: 2...60, using: &rng))
    let added = list(count: Int.random(in: 1...5, using: &rng)).map { Item($0.id + 100) }
    let cut = Int.random(in: 1..<items.count, using: &rng)
    let withAdded = Array(items[..<cut]) + added + items[cut...]
    var updated = items
    for index in updated.indices where Bool.random(using: &rng) { updated[index].value += 1 }
    return [
      Case(seed: seed, name: "both empty", old: [], new: []),
      Case(seed: seed, name: "all inserted", old: [], new: items),
      Case(seed: seed, name: "all deleted", old: items, new: []),
      Case(seed: seed, name: "no change", old: items, new: items),
      Case(seed: seed, name: "values changed", old: items, new: updated),
      Case(seed: seed, name: "one element", old: [items[0]], new: [items[0]]),
      Case(seed: seed, name: "inserted between", old: items, new: withAdded),
      Case(seed: seed, name: "deleted between", old: withAdded, new: items),
      Case(seed: seed, name: "appended", old: items, new: items + added),
      Case(seed: seed, name: "last removed", old: items, new: Array(items.dropLast())),
    ]
  }

  /// Ordinary edits, shuffles, independent lists and small changes, with and without
  /// duplicates: the scenarios of the seeded property tests, one per seed.
  static func ordinaryCases(seeds: Range<UInt64>) -> [Case] {
    seeds.map { seed in
      var builder = ScenarioBuilder(seed: seed)
      let (old, new) = builder.make()
      return Case(seed: seed, name: "scenario \(seed)", old: old, new: new)
    }
  }

  /// Diffs `cases` serially and checks the results, then diffs them on ``taskCount`` tasks at
  /// once (each task `rounds` times, each starting at a different case) and expects every
  /// concurrent changeset to equal the serial one.
  static func expectConcurrentDiffsMatchSerial(_ cases: [Case], rounds: Int) async throws {
    let serial = cases.map { $0.changes() }
    for (index, pair) in cases.enumerated() {
      try verifyChangeset(serial[index][0], old: pair.old, new: pair.new, seed: pair.seed)
      try verifyChangeset(
        serial[index][1],
        old: pair.old.map { Item($0.id) },
        new: pair.new.map { Item($0.id) },
        seed: pair.seed)
    }

    let concurrent = await withTaskGroup(of: [(index: Int, changes: [Changeset])].self) {
      group in
      for task in 0..<taskCount {
        group.addTask {
          var results: [(index: Int, changes: [Changeset])] = []
          for _ in 0..<rounds {
            for offset in cases.indices {
              let index = (task + offset) % cases.count
              results.append((index, cases[index].changes()))
            }
          }
          return results
        }
      }
      var all: [(index: Int, changes: [Changeset])] = []
      for await results in group { all += results }
      return all
    }

    #expect(concurrent.count == taskCount * rounds * cases.count, "every diff ran")
    for (index, changes) in concurrent where changes != serial[index] {
      let pair = cases[index]
      Issue.record("seed \(pair.seed), \(pair.name): a concurrent diff differs from the serial one")
    }
  }

  @Test(
    "Empty lists, empty middles and unchanged lists, diffed at once",
    arguments: 0..<4 as Range<UInt64>)
  func shortcuts(seed: UInt64) async throws {
    try await Self.expectConcurrentDiffsMatchSerial(Self.shortcutCases(seed: seed), rounds: 4)
  }

  @Test("Seeded random lists, diffed at once", arguments: 0..<2 as Range<UInt64>)
  func ordinaryLists(seed: UInt64) async throws {
    // Twenty consecutive scenario seeds cover every size class of the builder (up to 10,000).
    let cases = Self.ordinaryCases(seeds: (seed * 20)..<(seed * 20 + 20))
    try await Self.expectConcurrentDiffsMatchSerial(cases, rounds: 1)
  }

  @Test(
    "Lists of every scratch size, from the stack to large heap allocations, diffed at once",
    arguments: 0..<2 as Range<UInt64>)
  func scratchSizes(seed: UInt64) async throws {
    let cases = DiffScratchTests.cases(seed: seed &+ 200, count: 8).map {
      Case(
        seed: $0.seed, name: "\($0.old.count) to \($0.new.count) items", old: $0.old, new: $0.new)
    }
    try await Self.expectConcurrentDiffsMatchSerial(cases, rounds: 2)
  }
}
