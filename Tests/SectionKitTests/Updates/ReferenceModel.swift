import SectionKit

/// Independent, deliberately simple oracles used to check the diff.
enum ReferenceModel {
  /// Length of the longest strictly increasing subsequence, O(n^2) dynamic programming.
  static func quadraticLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for right in values.indices {
      for left in 0..<right where values[left] < values[right] {
        best[right] = max(best[right], best[left] + 1)
      }
    }
    return best.max() ?? 0
  }

  /// Length of the longest strictly increasing subsequence, length-only patience sorting.
  static func patienceLISLength(_ values: [Int]) -> Int {
    var tops: [Int] = []
    for value in values {
      var low = 0
      var high = tops.count
      while low < high {
        let middle = (low + high) / 2
        if tops[middle] < value { low = middle + 1 } else { high = middle }
      }
      if low == tops.count { tops.append(value) } else { tops[low] = value }
    }
    return tops.count
  }

  /// The number of leading and trailing positions whose identities agree in both lists.
  static func commonEnds<ID: Equatable>(old: [ID], new: [ID]) -> (prefix: Int, suffix: Int) {
    let limit = min(old.count, new.count)
    var prefix = 0
    while prefix < limit && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < limit - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// Duplicate reports as documented on `Changeset.duplicates`, computed by brute force.
  static func duplicates<ID: Hashable>(old: [ID], new: [ID]) -> [Changeset.DuplicateIdentity] {
    let (prefix, suffix) = commonEnds(old: old, new: new)
    let middle = Set(old[prefix..<(old.count - suffix)]).union(new[prefix..<(new.count - suffix)])
    var oldIndexes: [ID: [Int]] = [:]
    var newIndexes: [ID: [Int]] = [:]
    for (index, identity) in old.enumerated() { oldIndexes[identity, default: []].append(index) }
    for (index, identity) in new.enumerated() { newIndexes[identity, default: []].append(index) }
    var reports: [Changeset.DuplicateIdentity] = []
    for identity in middle {
      let inOld = oldIndexes[identity] ?? []
      let inNew = newIndexes[identity] ?? []
      guard inOld.count > 1 || inNew.count > 1 else { continue }
      reports.append(
        .init(description: String(describing: identity), oldIndexes: inOld, newIndexes: inNew)
      )
    }
    return reports.sorted {
      ($0.oldIndexes.first ?? .max, $0.newIndexes.first ?? .max)
        < ($1.oldIndexes.first ?? .max, $1.newIndexes.first ?? .max)
    }
  }
}
