import SectionKit
import Testing

/// Checks every documented property of the changeset from `old` to `new`.
///
/// All expectations carry the seed so that a failure can be reproduced.
func verifyChangeset(
  _ changeset: Changeset,
  old: [Item],
  new: [Item],
  seed: UInt64
) throws {
  try #require(changeset.oldToNew.count == old.count, "seed \(seed): oldToNew count")
  try #require(changeset.newToOld.count == new.count, "seed \(seed): newToOld count")

  #expect(
    reconstruct(old: old, new: new, changeset: changeset) == new,
    "seed \(seed): reconstruction")

  // Every old index is either deleted or mapped, every new index either inserted or mapped.
  let unmappedOld = old.indices.filter { changeset.oldToNew[$0] == nil }
  let unmappedNew = new.indices.filter { changeset.newToOld[$0] == nil }
  #expect(changeset.deletes == unmappedOld, "seed \(seed): deletes")
  #expect(changeset.inserts == unmappedNew, "seed \(seed): inserts")

  // The mappings are inverse to each other and only pair equal identities.
  var matchedPairs: [(old: Int, new: Int)] = []
  for (oldIndex, target) in changeset.oldToNew.enumerated() {
    guard let newIndex = target else { continue }
    try #require(new.indices.contains(newIndex), "seed \(seed): mapping in range")
    #expect(changeset.newToOld[newIndex] == oldIndex, "seed \(seed): inverse mapping")
    #expect(old[oldIndex].id == new[newIndex].id, "seed \(seed): identity of matched pair")
    matchedPairs.append((oldIndex, newIndex))
  }
  #expect(
    matchedPairs.count == changeset.newToOld.compactMap { $0 }.count,
    "seed \(seed): mapped counts")

  // Updates are exactly the matched pairs whose values differ.
  let expectedUpdates = matchedPairs.filter { old[$0.old] != new[$0.new] }.map(\.old)
  #expect(changeset.updates == expectedUpdates, "seed \(seed): updates")

  // Moves are minimal: survivors minus a longest increasing subsequence.
  let survivorsInNewOrder = changeset.newToOld.compactMap { $0 }
  let lisLength =
    survivorsInNewOrder.count <= 1_000
    ? ReferenceModel.quadraticLISLength(survivorsInNewOrder)
    : ReferenceModel.patienceLISLength(survivorsInNewOrder)
  #expect(
    changeset.moves.count == survivorsInNewOrder.count - lisLength,
    "seed \(seed): minimal moves")
  #expect(
    zip(changeset.moves, changeset.moves.dropFirst()).allSatisfy { $0.to < $1.to },
    "seed \(seed): moves sorted by destination")
  for move in changeset.moves {
    #expect(
      new.indices.contains(move.to) && changeset.newToOld[move.to] == move.from,
      "seed \(seed): move agrees with mapping")
  }

  // Matching per identity is maximal (min of both counts) and order preserving.
  var oldCounts: [Int: Int] = [:]
  var newCounts: [Int: Int] = [:]
  var matchedCounts: [Int: Int] = [:]
  var lastTarget: [Int: Int] = [:]
  for element in old { oldCounts[element.id, default: 0] += 1 }
  for element in new { newCounts[element.id, default: 0] += 1 }
  for pair in matchedPairs {
    let identity = old[pair.old].id
    matchedCounts[identity, default: 0] += 1
    #expect(pair.new > lastTarget[identity, default: -1], "seed \(seed): k-th matches k-th")
    lastTarget[identity] = pair.new
  }
  for (identity, count) in oldCounts {
    #expect(
      matchedCounts[identity, default: 0] == min(count, newCounts[identity, default: 0]),
      "seed \(seed): maximal matching of \(identity)")
  }

  // Duplicates as documented.
  let expectedDuplicates = ReferenceModel.duplicates(old: old.map(\.id), new: new.map(\.id))
  #expect(changeset.duplicates == expectedDuplicates, "seed \(seed): duplicates")
  #expect(changeset.hasDuplicates == !expectedDuplicates.isEmpty, "seed \(seed): hasDuplicates")
  #expect(changeset.isEmpty == (old == new), "seed \(seed): isEmpty")
}
