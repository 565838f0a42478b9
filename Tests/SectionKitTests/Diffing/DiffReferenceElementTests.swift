import SectionKit
import SectionKitTestSupport
import Testing

/// A row that holds a reference: an `Int` identity and a payload long enough (over 15 bytes)
/// that the string keeps it on the heap.
private struct PayloadRow: Hashable, Identifiable {
  var id: Int
  var payload: String

  /// A row of `item`'s identity whose payload depends on `item`'s value, in storage of its own.
  init(_ item: Item) {
    id = item.id
    payload = "payload \(item.value), held on the heap"
  }
}

/// The diff reads the identities of elements that hold references once, into an array of
/// their own, and compares the elements themselves only for updates: whatever the path, the
/// result is the diff of the identities, with the updates that equality finds.
@Suite("Diffing elements that hold references")
struct DiffReferenceElementTests {
  @Test(
    "Rows with heap payloads diff as their identities, with updates where payloads differ",
    arguments: 0..<300 as Range<UInt64>)
  func rowsDiffAsTheirIdentities(seed: UInt64) throws {
    var builder = ScenarioBuilder(seed: seed &+ 20_000)
    let (oldItems, newItems) = builder.make()
    let old = oldItems.map(PayloadRow.init)
    let new = newItems.map(PayloadRow.init)
    let changeset = Changeset(from: old, to: new)

    var expected = Changeset(fromIdentities: old.map(\.id), to: new.map(\.id))
    expected.updates = old.indices.filter { index in
      guard let target = expected.oldToNew[index] else { return false }
      return old[index].payload != new[target].payload
    }
    #expect(changeset == expected, "seed \(seed): the identities' changeset and its updates")
    #expect(
      reconstruct(old: old, new: new, changeset: changeset) == new,
      "seed \(seed): applying the changeset to old gives new")
    try verifyChangeset(
      changeset,
      old: oldItems,
      new: newItems,
      seed: seed)

    // The other ways of naming the identity and the equality, and a collection without
    // contiguous storage (diffed from a copy), give the same result.
    #expect(
      Changeset(from: old, to: new, identifiedBy: \.id) == changeset,
      "seed \(seed): identity by key path")
    #expect(
      Changeset(
        from: old, to: new, identifiedBy: { $0.id }, isEqual: { $0.payload == $1.payload })
        == changeset,
      "seed \(seed): identity and equality by closures")
    #expect(
      Changeset(from: old.lazy.map { $0 }, to: new.lazy.map { $0 }) == changeset,
      "seed \(seed): a collection without contiguous storage")
  }

  @Test(
    "Identities that hold references diff as the integers they name",
    arguments: 0..<100 as Range<UInt64>)
  func identitiesHoldingReferences(seed: UInt64) {
    var builder = ScenarioBuilder(seed: seed &+ 30_000)
    let (oldItems, newItems) = builder.make()
    let old = oldItems.map(PayloadRow.init)
    let new = newItems.map(PayloadRow.init)
    func key(_ row: PayloadRow) -> String { "row \(row.id), a key held on the heap" }
    let changeset = Changeset(from: old, to: new, identifiedBy: key)
    var expected = Changeset(from: old, to: new)
    // Duplicates are reported by the identity's description, the key here.
    for index in expected.duplicates.indices {
      let oldIndexes = expected.duplicates[index].oldIndexes
      let newIndexes = expected.duplicates[index].newIndexes
      let row = oldIndexes.first.map { old[$0] } ?? new[newIndexes[0]]
      expected.duplicates[index].description = key(row)
    }
    #expect(changeset == expected, "seed \(seed): string keys and integer identities")
  }
}
