import SectionKit
import Testing

@Suite("Hand-written cases")
struct HandWrittenTests {
  typealias Move = Changeset.Move
  typealias DuplicateIdentity = Changeset.DuplicateIdentity

  @Test func emptyToEmpty() {
    let changeset = Changeset(fromIdentities: [String](), to: [])
    #expect(changeset == Changeset())
    #expect(changeset.isEmpty)
  }

  @Test func emptyToElements() {
    let changeset = Changeset(fromIdentities: [], to: ["a", "b", "c"])
    #expect(changeset == Changeset(inserts: [0, 1, 2], newToOld: [nil, nil, nil]))
  }

  @Test func elementsToEmpty() {
    let changeset = Changeset(fromIdentities: ["a", "b", "c"], to: [])
    #expect(changeset == Changeset(deletes: [0, 1, 2], oldToNew: [nil, nil, nil]))
  }

  @Test func rotationIsOneMove() {
    let changeset = Changeset(fromIdentities: ["a", "b", "c", "d"], to: ["b", "c", "d", "a"])
    #expect(changeset.moves == [Move(from: 0, to: 3)])
    #expect(changeset.deletes.isEmpty && changeset.inserts.isEmpty && changeset.updates.isEmpty)
    #expect(changeset.oldToNew == [3, 0, 1, 2])
    #expect(changeset.newToOld == [1, 2, 3, 0])
  }

  @Test func reversalOfFiveIsFourMoves() {
    let old = ["a", "b", "c", "d", "e"]
    let new = Array(old.reversed())
    let changeset = Changeset(fromIdentities: old, to: new)
    #expect(changeset.moves.count == 4)
    #expect(reconstruct(old: old, new: new, changeset: changeset) == new)
  }

  @Test func noChangeIsEmpty() {
    let items = (0..<50).map { Item($0, $0 % 3) }
    let changeset = Changeset(from: items, to: items)
    #expect(changeset.isEmpty)
    #expect(changeset.oldToNew == items.indices.map { $0 })
    #expect(changeset.newToOld == items.indices.map { $0 })
    #expect(!changeset.hasDuplicates)
  }

  @Test func noChangeOfIdentitiesStillFindsUpdates() {
    let old = (0..<10).map { Item($0) }
    var new = old
    new[0].value = 1
    new[4].value = 1
    new[9].value = 1
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.updates == [0, 4, 9])
    #expect(changeset.deletes.isEmpty && changeset.inserts.isEmpty && changeset.moves.isEmpty)
    #expect(!changeset.isEmpty)
    #expect(reconstruct(old: old, new: new, changeset: changeset) == new)
  }

  @Test func duplicatesInOldMatchInOrder() {
    let old = ["a", "a", "b"]
    let new = ["b", "a"]
    let changeset = Changeset(fromIdentities: old, to: new)
    #expect(changeset.deletes == [1])
    #expect(changeset.inserts.isEmpty)
    #expect(changeset.oldToNew == [1, nil, 0])
    #expect(changeset.newToOld == [2, 0])
    #expect(changeset.moves.count == 1)
    #expect(
      changeset.duplicates == [
        DuplicateIdentity(description: "a", oldIndexes: [0, 1], newIndexes: [1])
      ])
    #expect(reconstruct(old: old, new: new, changeset: changeset) == new)
  }

  @Test func duplicateAddedAfterCommonPrefix() {
    let changeset = Changeset(fromIdentities: ["a"], to: ["a", "a"])
    #expect(changeset.inserts == [1])
    #expect(changeset.oldToNew == [0])
    #expect(changeset.newToOld == [0, nil])
    #expect(
      changeset.duplicates == [
        DuplicateIdentity(description: "a", oldIndexes: [0], newIndexes: [0, 1])
      ])
  }

  @Test func duplicateRemovedAfterCommonPrefix() {
    let changeset = Changeset(fromIdentities: ["a", "a"], to: ["a"])
    #expect(changeset.deletes == [1])
    #expect(changeset.oldToNew == [0, nil])
    #expect(changeset.newToOld == [0])
    #expect(
      changeset.duplicates == [
        DuplicateIdentity(description: "a", oldIndexes: [0, 1], newIndexes: [0])
      ])
  }

  @Test func duplicatesOnlyInCommonEndsAreMatchedButNotReported() {
    let unchanged = Changeset(fromIdentities: ["a", "a"], to: ["a", "a"])
    #expect(unchanged.isEmpty && !unchanged.hasDuplicates)
    let edited = Changeset(fromIdentities: ["a", "a", "b"], to: ["a", "a", "c"])
    #expect(edited.deletes == [2] && edited.inserts == [2])
    #expect(!edited.hasDuplicates)
  }

  @Test func duplicateIdentitiesWithDifferentValues() {
    let old = [Item(1, 0), Item(1, 1), Item(2, 0)]
    let new = [Item(2, 1), Item(1, 1), Item(1, 0)]
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.oldToNew == [1, 2, 0])
    #expect(changeset.updates == [0, 1, 2])
    #expect(changeset.duplicates.map(\.description) == ["1"])
    #expect(reconstruct(old: old, new: new, changeset: changeset) == new)
  }

  @Test func indexesAreOffsetsIntoSlices() {
    let old = ["x", "a", "b"][1...]
    let new = ["y", "y", "b", "a"][2...]
    let changeset = Changeset(fromIdentities: old, to: new)
    #expect(changeset.oldToNew == [1, 0])
    #expect(changeset.moves.count == 1)
  }
}
