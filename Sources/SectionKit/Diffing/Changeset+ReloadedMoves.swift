extension Changeset {
  /// The changes as one batch can carry them when some surviving elements must also be
  /// reloaded.
  ///
  /// UIKit refuses to reload and move the same row or section
  /// (``UpdateDiagnostic/Violation/Rule/reloadAndMove``): a moved element that must be reloaded becomes a
  /// delete where it was and an insert where it goes; the other reloads stay reloads. This is
  /// the one place the rule is applied to a diff's result (section changes of a composite, rows
  /// of an ``IdentifiedSection``).
  ///
  /// - Parameter reloaded: Old indexes of surviving elements to reload.
  /// - Returns: The deletes, inserts, moves and reloads, in the old list's indexes for deletes,
  ///   reloads and move sources, the new list's for inserts and move destinations.
  /// - Complexity: O(d + i + m + r).
  func resolvingReloadedMoves(_ reloaded: Set<Int>) -> (
    deletes: [Int], inserts: [Int], moves: [Move], reloads: [Int]
  ) {
    var deletes = self.deletes
    var inserts = self.inserts
    var moves: [Move] = []
    var movedSources: Set<Int> = []
    for move in self.moves {
      movedSources.insert(move.from)
      if reloaded.contains(move.from) {
        deletes.append(move.from)
        inserts.append(move.to)
      } else {
        moves.append(move)
      }
    }
    let reloads = reloaded.filter { !movedSources.contains($0) }.sorted()
    return (deletes, inserts, moves, reloads)
  }
}
