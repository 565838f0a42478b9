import Foundation
import SectionKit

/// The diff scenarios: A edits 10% (deleted, inserted, moved), B shuffles, C changes nothing.
enum DiffScenario: String, CaseIterable {
  case edited = "A (10% deleted, inserted, moved)"
  case shuffled = "B (full shuffle)"
  case unchanged = "C (no change)"

  func lists(size: Int) -> (old: [Int], new: [Int]) {
    var random = SeededGenerator(seed: UInt64(size) &* 31 &+ UInt64(rawValue.count))
    let old = Array(0..<size)
    switch self {
    case .unchanged:
      return (old, old)
    case .shuffled:
      return (old, old.shuffled(using: &random))
    case .edited:
      var new = old
      let tenth = size / 10
      var deleted = Set<Int>()
      while deleted.count < tenth { deleted.insert(Int.random(in: 0..<size, using: &random)) }
      new.removeAll { deleted.contains($0) }
      var moving: [Int] = []
      for _ in 0..<tenth {
        moving.append(new.remove(at: Int.random(in: 0..<new.count, using: &random)))
      }
      for element in moving {
        new.insert(element, at: Int.random(in: 0...new.count, using: &random))
      }
      for index in 0..<tenth {
        new.insert(size + index, at: Int.random(in: 0...new.count, using: &random))
      }
      return (old, new)
    }
  }
}

/// The least work any identity diff must do: one dictionary from identity to old index, and a
/// lookup of every new element.
@inline(never)
func floorPass(_ old: [Int], _ new: [Int]) -> Int {
  var index: [Int: Int] = [:]
  index.reserveCapacity(old.count)
  for (offset, element) in old.enumerated() { index[element] = offset }
  var found = 0
  for element in new where index[element] != nil { found += 1 }
  return found
}

/// The minimum number of moves: survivors minus a longest increasing subsequence of their old
/// positions, computed independently of the library.
func minimumMoves(_ old: [Int], _ new: [Int]) -> Int {
  var position: [Int: Int] = [:]
  for (offset, element) in old.enumerated() { position[element] = offset }
  let survivors = new.compactMap { position[$0] }
  var tails: [Int] = []
  for value in survivors {
    var low = 0
    var high = tails.count
    while low < high {
      let mid = (low + high) / 2
      if tails[mid] < value { low = mid + 1 } else { high = mid }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return survivors.count - tails.count
}

struct DiffResult {
  let size: Int
  let scenario: DiffScenario
  let diff: Measurement
  let floor: Measurement
  let standardLibrary: Measurement?
  let movesReported: Int
  let movesMinimum: Int
  let standardLibraryMoves: Int?
  /// The page faults of one diff made right after another of the same lists.
  let secondCallFaults: Int
}

/// The standard library's `difference(from:).inferringMoves()` takes too long on large edits;
/// it is measured up to this size and its time is reported as skipped beyond.
let standardLibraryLimit = 10_000

func runDiffBenchmarks(sizes: [Int]) -> [DiffResult] {
  var results: [DiffResult] = []
  for size in sizes {
    for scenario in DiffScenario.allCases {
      let (old, new) = scenario.lists(size: size)
      let runs = size >= 100_000 ? 7 : 15
      var moves = 0
      let diff = Measurement.run("diff", runs: runs) {
        let changes = Changeset(fromIdentities: old, to: new)
        moves = changes.moves.count
        blackHole(changes)
      }
      let floor = Measurement.run("floor", runs: runs) {
        blackHole(floorPass(old, new))
      }
      blackHole(Changeset(fromIdentities: old, to: new))
      let faultsBefore = pageFaults()
      blackHole(Changeset(fromIdentities: old, to: new))
      let secondCallFaults = pageFaults() - faultsBefore
      var standard: Measurement?
      var standardMoves: Int?
      if size <= standardLibraryLimit {
        standard = Measurement.run("stdlib", runs: 3) {
          let difference = new.difference(from: old).inferringMoves()
          standardMoves =
            difference.insertions.filter {
              if case .insert(_, _, let associated) = $0 { return associated != nil }
              return false
            }.count
          blackHole(difference)
        }
      }
      results.append(
        DiffResult(
          size: size, scenario: scenario, diff: diff, floor: floor, standardLibrary: standard,
          movesReported: moves, movesMinimum: minimumMoves(old, new),
          standardLibraryMoves: standardMoves, secondCallFaults: secondCallFaults))
    }
  }
  return results
}
