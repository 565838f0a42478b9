/// The position of a row in a list: a section and a row inside it.
///
/// SectionKit's core does not rely on Foundation's `IndexPath`, whose `section` and `row`
/// accessors exist only where UIKit adds them. Hosts and the composite speak in
/// ``ListIndexPath`` values; the UIKit adapter converts at its boundary. A section controller
/// never sees one: it only ever receives its own local row indexes.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the section in the whole list.
  public var section: Int
  /// The index of the row inside its section.
  public var row: Int

  /// Creates a position from a row and a section, as UIKit's `IndexPath(row:section:)` does.
  ///
  /// - Parameters:
  ///   - row: The row inside the section.
  ///   - section: The section in the whole list.
  public init(row: Int, section: Int) {
    self.section = section
    self.row = row
  }

  /// The row, under the name collection views use.
  public var item: Int {
    get { row }
    set { row = newValue }
  }

  /// Orders positions by section, then by row.
  ///
  /// - Parameters:
  ///   - lhs: A position.
  ///   - rhs: Another position.
  /// - Returns: `true` when `lhs` comes before `rhs` in the list.
  public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// Hashes the section and the row, as one word where both fit in 32 bits (every list a
  /// device shows): a batch of a thousand rows hashes each of its index paths a few times
  /// (gathered, validated, placed), and one word is one round of the hasher, not two.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    if let section = UInt32(exactly: section), let row = UInt32(exactly: row) {
      hasher.combine(UInt64(section) << 32 | UInt64(row))
    } else {
      hasher.combine(section)
      hasher.combine(row)
    }
  }

  /// The position written as UIKit prints an index path, `[section, row]`.
  public var description: String { "[\(section), \(row)]" }
}
