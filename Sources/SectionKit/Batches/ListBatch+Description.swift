extension ListBatch: CustomStringConvertible {
  /// The changes in UIKit's terms, one kind per clause, in index order, for example
  /// `"delete rows [1, 3]; insert rows [1, 0] [1, 1]; move rows [1, 2]→[1, 4]"`; `"no changes"`
  /// for an empty batch.
  public var description: String {
    func paths(_ set: Set<ListIndexPath>) -> String {
      set.sorted().map(\.description).joined(separator: " ")
    }
    func sections(_ set: Set<Int>) -> String {
      set.sorted().map(String.init).joined(separator: " ")
    }
    var clauses: [String] = []
    if !deletedSections.isEmpty { clauses.append("delete sections \(sections(deletedSections))") }
    if !insertedSections.isEmpty { clauses.append("insert sections \(sections(insertedSections))") }
    if !reloadedSections.isEmpty { clauses.append("reload sections \(sections(reloadedSections))") }
    if !movedSections.isEmpty {
      let moves = movedSections.sorted { $0.to < $1.to }.map { "\($0.from)→\($0.to)" }
      clauses.append("move sections \(moves.joined(separator: " "))")
    }
    if !deletedRows.isEmpty { clauses.append("delete rows \(paths(deletedRows))") }
    if !insertedRows.isEmpty { clauses.append("insert rows \(paths(insertedRows))") }
    if !reloadedRows.isEmpty { clauses.append("reload rows \(paths(reloadedRows))") }
    if !reconfiguredRows.isEmpty { clauses.append("reconfigure rows \(paths(reconfiguredRows))") }
    if !movedRows.isEmpty {
      let moves = movedRows.sorted { $0.to < $1.to }.map { "\($0.from)→\($0.to)" }
      clauses.append("move rows \(moves.joined(separator: " "))")
    }
    return clauses.isEmpty ? "no changes" : clauses.joined(separator: "; ")
  }
}
