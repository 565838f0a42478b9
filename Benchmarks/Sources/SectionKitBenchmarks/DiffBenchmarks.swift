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

/// A row as an app's list holds it: an identity and a payload on the heap (longer than the 15
/// bytes a small string keeps inline), so that copying a row retains its payload.
struct DiffRow: Hashable, Identifiable {
  let id: Int
  let payload: String
}

extension DiffScenario {
  /// The scenario's lists as rows, each identity with its payload; a row of the new list
  /// shares its payload's storage with the row of the same identity in the old list, as a
  /// model edited in place does.
  func rows(old: [Int], new: [Int]) -> (old: [DiffRow], new: [DiffRow]) {
    let identities = (old.max() ?? 0) + (new.max() ?? 0) + 1
    let payloads = (0..<identities).map { "payload of row \($0), kept on the heap" }
    func row(_ id: Int) -> DiffRow { DiffRow(id: id, payload: payloads[id]) }
    return (old.map(row), new.map(row))
  }
}

/// One diff's figures for one kind of element.
struct DiffFigures {
  let diff: Measurement
  let standardLibrary: Measurement?
  let movesReported: Int
  let standardLibraryMoves: Int?
}

struct DiffResult {
  let size: Int
  let scenario: DiffScenario
  /// `Changeset(fromIdentities:to:)` over `[Int]`.
  let identities: DiffFigures
  /// `Changeset(from:to:)` over `[DiffRow]` (`Identifiable & Equatable`), the same identities.
  let rows: DiffFigures
  /// Whether the rows' changeset is the identities' one (their payloads never change).
  let rowsMatchIdentities: Bool
  let floor: Measurement
  let movesMinimum: Int
  /// The page faults of one diff made right after another of the same lists.
  let secondCallFaults: Int
}

/// The standard library's `difference(from:).inferringMoves()` takes too long on large edits;
/// it is measured up to this size, and beyond it only on the unchanged lists (a walk along the
/// diagonal, linear), its time reported as skipped otherwise.
let standardLibraryLimit = 10_000

/// The moves in a difference whose moves were inferred.
func inferredMoves<Element>(_ difference: CollectionDifference<Element>) -> Int {
  difference.insertions.filter {
    if case .insert(_, _, let associated) = $0 { return associated != nil }
    return false
  }.count
}

/// The standard library's difference of `old` and `new`, moves inferred, timed; `nil` when
/// the scenario is too large for it (see ``standardLibraryLimit``).
func standardLibraryFigures<Element: Hashable>(
  _ old: [Element], _ new: [Element], size: Int, scenario: DiffScenario
) -> (Measurement, Int)? {
  guard size <= standardLibraryLimit || scenario == .unchanged else { return nil }
  var moves = 0
  let measurement = Measurement.run("stdlib", runs: scenario == .unchanged ? 15 : 3) {
    let difference = new.difference(from: old).inferringMoves()
    moves = inferredMoves(difference)
    blackHole(difference)
  }
  return (measurement, moves)
}

/// Diffs each scenario's identities and its rows in interleaved rounds (one of each a round,
/// alternating which goes first), so that both see the same load; then the floor and the
/// standard library on their own.
@MainActor
func runDiffBenchmarks(sizes: [Int]) -> [DiffResult] {
  var results: [DiffResult] = []
  for size in sizes {
    for scenario in DiffScenario.allCases {
      let (old, new) = scenario.lists(size: size)
      let (oldRows, newRows) = scenario.rows(old: old, new: new)
      let runs = size >= 100_000 ? 7 : 15
      var moves = 0
      var rowMoves = 0
      let samples = interleavedSamples(
        of: [
          {
            let changes = Changeset(fromIdentities: old, to: new)
            moves = changes.moves.count
            blackHole(changes)
          },
          {
            let changes = Changeset(from: oldRows, to: newRows)
            rowMoves = changes.moves.count
            blackHole(changes)
          },
        ], rounds: runs)
      let floor = Measurement.run("floor", runs: runs) {
        blackHole(floorPass(old, new))
      }
      blackHole(Changeset(fromIdentities: old, to: new))
      let faultsBefore = pageFaults()
      blackHole(Changeset(fromIdentities: old, to: new))
      let secondCallFaults = pageFaults() - faultsBefore
      let standard = standardLibraryFigures(old, new, size: size, scenario: scenario)
      let rowStandard = standardLibraryFigures(oldRows, newRows, size: size, scenario: scenario)
      results.append(
        DiffResult(
          size: size, scenario: scenario,
          identities: DiffFigures(
            diff: Measurement(name: "diff", samples: samples[0]),
            standardLibrary: standard?.0, movesReported: moves, standardLibraryMoves: standard?.1),
          rows: DiffFigures(
            diff: Measurement(name: "rows", samples: samples[1]),
            standardLibrary: rowStandard?.0, movesReported: rowMoves,
            standardLibraryMoves: rowStandard?.1),
          rowsMatchIdentities: Changeset(from: oldRows, to: newRows)
            == Changeset(fromIdentities: old, to: new),
          floor: floor, movesMinimum: minimumMoves(old, new),
          secondCallFaults: secondCallFaults))
    }
  }
  return results
}
