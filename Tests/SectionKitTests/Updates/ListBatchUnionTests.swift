import SectionKit
import SectionKitTestSupport
import Testing

/// `ListBatch.formUnion(_:)` gathers the requests of one turn: every change of both batches,
/// whichever batch is larger (the smaller set is inserted into the larger one).
@Suite("A turn's batches gathered into one")
struct ListBatchUnionTests {
  @Test func everyChangeOfBothBatchesIsKeptWhicheverIsLarger() {
    var random = SeededGenerator.fresh(for: "ListBatchUnionTests")
    let seed = random.seed
    func paths(_ count: Int) -> Set<ListIndexPath> {
      Set(
        (0..<count).map { _ in
          ListIndexPath(
            row: Int.random(in: 0..<50, using: &random),
            section: Int.random(in: 0..<5, using: &random))
        })
    }
    func sections(_ count: Int) -> Set<Int> {
      Set((0..<count).map { _ in Int.random(in: 0..<40, using: &random) })
    }
    for round in 0..<200 {
      var first = ListBatch()
      var second = ListBatch()
      for batch in [0, 1] {
        var made = ListBatch()
        made.deletedRows = paths(Int.random(in: 0..<30, using: &random))
        made.insertedRows = paths(Int.random(in: 0..<30, using: &random))
        made.reloadedRows = paths(Int.random(in: 0..<3, using: &random))
        made.reconfiguredRows = paths(Int.random(in: 0..<30, using: &random))
        made.deletedSections = sections(Int.random(in: 0..<10, using: &random))
        made.insertedSections = sections(Int.random(in: 0..<10, using: &random))
        made.reloadedSections = sections(Int.random(in: 0..<2, using: &random))
        if batch == 0 { first = made } else { second = made }
      }
      var union = first
      union.formUnion(second)
      let context = "seed \(seed), round \(round)"
      for kind in [\ListBatch.deletedRows, \.insertedRows, \.reloadedRows, \.reconfiguredRows] {
        #expect(
          union[keyPath: kind] == first[keyPath: kind].union(second[keyPath: kind]),
          "\(context), \(kind)")
      }
      for kind in [\ListBatch.deletedSections, \.insertedSections, \.reloadedSections] {
        #expect(
          union[keyPath: kind] == first[keyPath: kind].union(second[keyPath: kind]),
          "\(context), \(kind)")
      }
      #expect(second.deletedRows.isSubset(of: union.deletedRows), "\(context): the other is kept")
    }
  }
}
