import SectionKit

/// Rebuilds the new list from the old list and a changeset, like a list view batch update.
///
/// Deleted and moved-out survivors are removed from `old`; inserted elements (taken from `new`)
/// and moved survivors are then placed at their new indexes in ascending order; finally updated
/// survivors are reloaded from `new`. Every surviving element carries its old index so that the
/// result can also be checked against `newToOld`. Returns `nil` when the changeset cannot be
/// applied (an index out of range, a position mismatch, an update that is not a survivor).
func reconstruct<T>(old: [T], new: [T], changeset: Changeset) -> [T]? {
  let deleted = Set(changeset.deletes)
  let movedOut = Set(changeset.moves.map(\.from))
  guard deleted.count == changeset.deletes.count,
    movedOut.count == changeset.moves.count,
    deleted.isDisjoint(with: movedOut),
    deleted.allSatisfy(old.indices.contains),
    movedOut.allSatisfy(old.indices.contains),
    changeset.inserts.allSatisfy(new.indices.contains),
    changeset.oldToNew.count == old.count,
    changeset.newToOld.count == new.count
  else { return nil }

  var working: [(origin: Int?, value: T)] = old.indices
    .filter { !deleted.contains($0) && !movedOut.contains($0) }
    .map { (origin: $0, value: old[$0]) }
  var placements: [(to: Int, origin: Int?, value: T)] =
    changeset.inserts.map { (to: $0, origin: nil, value: new[$0]) }
  placements += changeset.moves.map { (to: $0.to, origin: $0.from, value: old[$0.from]) }
  placements.sort { $0.to < $1.to }
  for placement in placements {
    guard placement.to >= 0, placement.to <= working.count else { return nil }
    working.insert((origin: placement.origin, value: placement.value), at: placement.to)
  }
  guard working.count == new.count else { return nil }
  for (position, entry) in working.enumerated() where entry.origin != changeset.newToOld[position] {
    return nil
  }
  for oldIndex in changeset.updates {
    guard old.indices.contains(oldIndex), let position = changeset.oldToNew[oldIndex],
      working[position].origin == oldIndex
    else { return nil }
    working[position].value = new[position]
  }
  return working.map(\.value)
}
