import SectionKit
import Testing

/// Equatable but not Identifiable, so only the `identifiedBy:` overloads apply.
private struct Row: Equatable {
  var key: String
  var title: String
}

@Suite("Overload resolution")
struct OverloadTests {
  @Test func identifiableUsesIDAndReportsUpdates() {
    let changeset = Changeset(from: [Item(1, 0), Item(2, 0)], to: [Item(1, 5), Item(2, 0)])
    #expect(changeset.updates == [0])
    #expect(changeset.deletes.isEmpty && changeset.inserts.isEmpty)
  }

  @Test func hashableUsesWholeElementAndNeverUpdates() {
    let changeset = Changeset(
      fromIdentities: [Item(1, 0), Item(2, 0)],
      to: [Item(1, 5), Item(2, 0)])
    #expect(changeset.updates.isEmpty)
    #expect(changeset.deletes == [0] && changeset.inserts == [0])
  }

  @Test func customIdentityWithEquatableElements() {
    let old = [Row(key: "a", title: "A"), Row(key: "b", title: "B")]
    let new = [Row(key: "b", title: "B!"), Row(key: "a", title: "A")]
    let changeset = Changeset(from: old, to: new, identifiedBy: { $0.key })
    #expect(changeset.updates == [1])
    #expect(changeset.moves.count == 1)
  }

  @Test func customIdentityOverridesIdentifiable() {
    let old = [Item(1, 7), Item(2, 8)]
    let new = [Item(3, 8), Item(4, 7)]
    let changeset = Changeset(from: old, to: new, identifiedBy: { $0.value })
    #expect(changeset.oldToNew == [1, 0])
    #expect(changeset.updates == [0, 1])
  }

  @Test func explicitEqualityDecidesUpdates() {
    let old = [Row(key: "a", title: "A")]
    let new = [Row(key: "a", title: "changed")]
    let ignoringTitle = Changeset(
      from: old, to: new, identifiedBy: { $0.key }, isEqual: { _, _ in true })
    #expect(ignoringTitle.isEmpty)
    let comparingTitle = Changeset(
      from: old, to: new, identifiedBy: { $0.key }, isEqual: { $0.title == $1.title })
    #expect(comparingTitle.updates == [0])
  }
}
