import Foundation

/// The sections of a list within its working range: those told that they entered it, and
/// those the host last measured within its extended viewport.
///
/// A section is in the range while it is measured within the extended viewport or shows
/// something on screen (the display ledger's count), so that it enters before its section
/// display begins and exits after it ends, whatever the order of the host's events. Sections
/// are kept by leaf, as the ledger keeps them: a section that moves keeps its place in the
/// range, a removed one leaves it once the host no longer measures or shows it.
@MainActor
struct WorkingRange {
  typealias Leaf = CompositeController.Leaf

  private struct Member {
    let leaf: Leaf
    /// When it entered, to order the exits of sections that are no longer in the list.
    let order: Int
  }

  /// How far beyond the viewport the range reaches, in screens; `0` turns it off.
  var screens: CGFloat = 0
  /// The sections told that they entered and not yet that they exited, by leaf.
  private var members: [ObjectIdentifier: Member] = [:]
  /// The sections the host last measured within its extended viewport, by leaf.
  private var measured: Set<ObjectIdentifier> = []
  private var entries = 0

  /// Whether the range is on.
  var isOn: Bool { screens > 0 }

  /// Takes a new measure of the range.
  ///
  /// - Parameters:
  ///   - near: The sections within the extended viewport, in section order.
  ///   - shown: The sections with views on screen, in no particular order.
  /// - Returns: The sections that left the range, in section order (removed ones last), and
  ///   those that came, in section order.
  /// - Complexity: O(m + s log s), m being the number of sections in the range and s those
  ///   that left it.
  mutating func measure(near: [Leaf], shown: [Leaf]) -> (exited: [Leaf], entered: [Leaf]) {
    measured = Set(near.map(ObjectIdentifier.init))
    var keep = measured
    for leaf in shown { keep.insert(ObjectIdentifier(leaf)) }
    let exited = members.filter { !keep.contains($0.key) }.values.sorted(by: Self.sectionOrder)
    for member in exited { members[ObjectIdentifier(member.leaf)] = nil }
    var entered: [Leaf] = []
    for leaf in near + shown where enter(leaf) { entered.append(leaf) }
    entered.sort { ($0.context.tableSection ?? .max) < ($1.context.tableSection ?? .max) }
    return (exited.map(\.leaf), entered)
  }

  /// Notes that `leaf` is in the range.
  ///
  /// - Returns: Whether it just entered (it was not in the range).
  mutating func enter(_ leaf: Leaf) -> Bool {
    let id = ObjectIdentifier(leaf)
    guard members[id] == nil else { return false }
    entries += 1
    members[id] = Member(leaf: leaf, order: entries)
    return true
  }

  /// Takes `leaf`, whose last view left the screen, out of the range unless it was measured
  /// within it.
  ///
  /// - Returns: Whether it just exited.
  mutating func leaveUnlessMeasured(_ leaf: Leaf) -> Bool {
    let id = ObjectIdentifier(leaf)
    guard !measured.contains(id), members.removeValue(forKey: id) != nil else { return false }
    return true
  }

  /// Empties the range.
  ///
  /// - Returns: The sections that were in it, in section order (removed ones last).
  /// - Complexity: O(m log m), m being the number of sections in the range.
  mutating func removeAll() -> [Leaf] {
    let exited = members.values.sorted(by: Self.sectionOrder).map(\.leaf)
    members = [:]
    measured = []
    return exited
  }

  private static func sectionOrder(_ a: Member, _ b: Member) -> Bool {
    let x = a.leaf.context.tableSection ?? .max
    let y = b.leaf.context.tableSection ?? .max
    return x != y ? x < y : a.order < b.order
  }
}
