import SectionKit
import SectionKitTestSupport
import Testing

@Suite("Seeded property tests")
struct PropertyTests {
  @Test("Random lists with duplicates and value changes", arguments: 0..<600 as Range<UInt64>)
  func randomLists(seed: UInt64) throws {
    var builder = ScenarioBuilder(seed: seed)
    let (old, new) = builder.make()
    let changeset = Changeset(from: old, to: new)
    try verifyChangeset(changeset, old: old, new: new, seed: seed)
  }

  @Test("Hashable elements are their own identity", arguments: 0..<100 as Range<UInt64>)
  func hashableIdentities(seed: UInt64) throws {
    var builder = ScenarioBuilder(seed: seed &+ 10_000)
    let (oldItems, newItems) = builder.make()
    let old = oldItems.map(\.id)
    let new = newItems.map(\.id)
    let changeset = Changeset(fromIdentities: old, to: new)
    #expect(changeset.updates.isEmpty, "seed \(seed)")
    try verifyChangeset(
      changeset,
      old: old.map { Item($0) },
      new: new.map { Item($0) },
      seed: seed)
  }

  @Test("The reconstruction helper detects a corrupted changeset")
  func helperCanFail() {
    let old = (0..<20).map { Item($0) }
    var rng = SeededGenerator(seed: 7)
    let new = old.shuffled(using: &rng)
    let changeset = Changeset(from: old, to: new)
    #expect(reconstruct(old: old, new: new, changeset: changeset) == new)

    var droppedMove = changeset
    droppedMove.moves.removeLast()
    #expect(reconstruct(old: old, new: new, changeset: droppedMove) != new)

    var droppedUpdate = Changeset(from: [Item(1, 0)], to: [Item(1, 1)])
    #expect(droppedUpdate.updates == [0])
    droppedUpdate.updates = []
    #expect(
      reconstruct(old: [Item(1, 0)], new: [Item(1, 1)], changeset: droppedUpdate) != [
        Item(1, 1)
      ])
  }
}
