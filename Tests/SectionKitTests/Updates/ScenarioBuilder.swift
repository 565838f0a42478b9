import SectionKitTestSupport

/// Produces seeded pairs of old and new lists with duplicates, moves and value changes.
struct ScenarioBuilder {
  private var rng: SeededGenerator
  /// When set, identities are drawn from `0..<space` (duplicates likely); otherwise unique.
  private let identitySpace: Int?
  private var nextUnique = 0

  init(seed: UInt64) {
    rng = SeededGenerator(seed: seed)
    let size = Self.size(for: seed, using: &rng)
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: identitySpace = max(1, size / 4)
    case 1: identitySpace = max(1, size * 2)
    default: identitySpace = nil
    }
    self.size = size
  }

  let size: Int

  private static func size(for seed: UInt64, using rng: inout SeededGenerator) -> Int {
    switch seed % 20 {
    case 0: Int.random(in: 2_000...10_000, using: &rng)
    case 1, 2, 3: Int.random(in: 61...1_000, using: &rng)
    default: Int.random(in: 0...60, using: &rng)
    }
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &rng) < probability
  }

  private mutating func identity() -> Int {
    if let identitySpace { return Int.random(in: 0..<identitySpace, using: &rng) }
    defer { nextUnique += 1 }
    return nextUnique
  }

  private mutating func item() -> Item {
    Item(identity(), Int.random(in: 0..<3, using: &rng))
  }

  private mutating func list(count: Int) -> [Item] {
    var items: [Item] = []
    for _ in 0..<count { items.append(item()) }
    return items
  }

  /// Builds the old list and derives the new list with a randomly chosen kind of change.
  mutating func make() -> (old: [Item], new: [Item]) {
    let old = list(count: size)
    let new: [Item]
    switch Int.random(in: 0..<6, using: &rng) {
    case 0, 1: new = edited(old)
    case 2: new = independent(of: old)
    case 3: new = shuffled(old)
    case 4: new = sameIdentities(old)
    default: new = smallWindowChange(old)
    }
    return (old, new)
  }

  private mutating func edited(_ old: [Item]) -> [Item] {
    let deleteRate = Double.random(in: 0...0.3, using: &rng)
    let insertRate = Double.random(in: 0...0.3, using: &rng)
    let moveRate = Double.random(in: 0...0.3, using: &rng)
    let updateRate = Double.random(in: 0...0.3, using: &rng)
    let span = Double(old.count + 1)
    var keyed: [(key: Double, item: Item)] = []
    for (index, element) in old.enumerated() {
      if chance(deleteRate) { continue }
      var element = element
      if chance(updateRate) { element.value += 1 }
      let key = chance(moveRate) ? Double.random(in: 0..<span, using: &rng) : Double(index)
      keyed.append((key, element))
    }
    let insertCount = Int(Double(old.count) * insertRate) + Int.random(in: 0...2, using: &rng)
    for _ in 0..<insertCount {
      keyed.append((Double.random(in: 0..<span, using: &rng), item()))
    }
    keyed.sort { $0.key < $1.key }
    return keyed.map(\.item)
  }

  private mutating func independent(of old: [Item]) -> [Item] {
    let count = max(0, old.count + Int.random(in: -5...5, using: &rng))
    guard identitySpace == nil else { return list(count: count) }
    var result = Array(old.shuffled(using: &rng).prefix(count / 2))
    result += list(count: count - result.count)
    return result.shuffled(using: &rng)
  }

  private mutating func shuffled(_ old: [Item]) -> [Item] {
    var result = old.shuffled(using: &rng)
    for index in result.indices where chance(0.1) { result[index].value += 1 }
    return result
  }

  private mutating func sameIdentities(_ old: [Item]) -> [Item] {
    var result = old
    let updateRate: Double = [0, 0.01, 0.5].randomElement(using: &rng) ?? 0
    for index in result.indices where chance(updateRate) { result[index].value += 1 }
    return result
  }

  private mutating func smallWindowChange(_ old: [Item]) -> [Item] {
    var result = old
    let start = Int.random(in: 0...old.count, using: &rng)
    let removed = Int.random(in: 0...min(3, old.count - start), using: &rng)
    var replacement: [Item] = []
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      if !old.isEmpty && chance(0.5) {
        let source = old[Int.random(in: old.indices, using: &rng)]
        replacement.append(Item(source.id, Int.random(in: 0..<3, using: &rng)))
      } else {
        replacement.append(item())
      }
    }
    result.replaceSubrange(start..<(start + removed), with: replacement)
    return result
  }
}
