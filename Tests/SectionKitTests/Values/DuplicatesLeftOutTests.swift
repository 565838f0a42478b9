import SectionKitTestSupport
import Testing

@testable import SectionKit

/// Leaving out the later values of an identity gives the same answer whether the identities are
/// compared pairwise (a few values) or hashed (more), and whether the check runs specialised
/// (a section made where its types are known) or not.
@Suite("Duplicates left out: pairwise and hashed alike")
struct DuplicatesLeftOutTests {
  /// What the policy says, written plainly: the first value of each identity is kept, and each
  /// later one is left out with the index of the first.
  static func expected(_ values: [Int]) -> (kept: [Int], leftOut: [(index: Int, first: Int)]) {
    var first: [Int: Int] = [:]
    var kept: [Int] = []
    var leftOut: [(index: Int, first: Int)] = []
    for (index, value) in values.enumerated() {
      if let earlier = first[value] {
        leftOut.append((index, earlier))
      } else {
        first[value] = index
        kept.append(value)
      }
    }
    return (kept, leftOut)
  }

  @Test(arguments: [1 as UInt64, 2, 3, 0xD0D0])
  func everySizeAroundThePairwiseLimitAgreesWithThePolicy(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let limit = DuplicatesLeftOut<Int>.pairwiseLimit
    for count in 0...(limit * 2 + 3) {
      for _ in 0..<20 {
        // Identities from a range about the count's size: some values repeat, some do not.
        let values = (0..<count).map { _ in Int.random(in: 0...(count + 2), using: &random) }
        let unique = DuplicatesLeftOut(values, identifiedBy: { $0 })
        let plain = Self.expected(values)
        #expect(unique.kept == plain.kept, "seed \(seed): \(values)")
        #expect(
          unique.leftOut.map(\.index) == plain.leftOut.map(\.index)
            && unique.leftOut.map(\.first) == plain.leftOut.map(\.first),
          "seed \(seed): \(values)")
      }
    }
  }

  @Test @MainActor func aSectionMadeWithMoreValuesThanThePairwiseLimitLeavesOutTheLaterOnes() {
    let limit = DuplicatesLeftOut<Int>.pairwiseLimit
    // Every value once, then the first again: left out whether compared pairwise or hashed.
    for count in [limit - 1, limit, limit + 1, limit * 3] {
      let values = Array(0..<count) + [0]
      let section = IdentifiedSection(
        items: values, id: { $0 },
        cell: { context, row, value in
          context.dequeueReusableCell(showing: RowContent("\(value)"), for: row)
        })
      #expect(section.items == Array(0..<count), "\(count) values and a repeat")
    }
  }
}
