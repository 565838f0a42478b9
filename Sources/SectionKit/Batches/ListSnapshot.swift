/// The identifiers of a list's sections and items, edited like Apple's
/// `NSDiffableDataSourceSnapshot` and applied with ``SnapshotDataSource/apply(_:animatingDifferences:completion:)``.
///
/// Identifiers must be unique across the snapshot. Appending or inserting one that is already
/// there (data with duplicates) keeps the first and leaves the later one out, and
/// ``SnapshotDataSource`` reports each one left out as an ``UpdateDiagnostic`` (rule
/// ``UpdateDiagnostic/Violation/Rule/duplicateIdentifier``) when it applies the snapshot, as
/// every content form does: data never stops an app. An edit that names an identifier that
/// is not there (a programming mistake) stops with a message in debug builds and is ignored in
/// release builds.
public struct ListSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  /// An identifier given again while the snapshot was built, and left out.
  @available(
    *, deprecated,
    message:
      "an identifier given twice is reported as an UpdateDiagnostic (rule duplicateIdentifier) when the snapshot is applied: read CompositeController.diagnostics or set onDiagnostic"
  )
  public enum Duplicate: Hashable, Sendable {
    /// A section identifier already in the snapshot.
    case section(SectionID)
    /// An item identifier already in the snapshot.
    case item(ItemID)
  }

  /// An identifier given again while the snapshot was built, and left out: which, and where
  /// it was given both times.
  struct LeftOut: Sendable {
    /// The identifier given twice.
    enum Identifier: Sendable {
      case section(SectionID)
      case item(ItemID)
    }
    let identifier: Identifier
    /// Where it was first given: `section 0`, `index path [0, 2]`.
    let first: String
    /// Where it was given again.
    let again: String
  }

  // The storage is read and written by inlinable code, so that building a snapshot is
  // specialised for `SectionID` and `ItemID` where the app names them: unspecialised, every
  // dictionary access asks the runtime for type metadata (100 sections of 100 items took about
  // 6 ms to build, most of it those lookups).
  /// The sections, in order.
  @usableFromInline var sections: [SectionID] = []
  /// The items of each section, in order.
  @usableFromInline var items: [SectionID: [ItemID]] = [:]
  /// The section of each item.
  @usableFromInline var sectionOfItem: [ItemID: SectionID] = [:]
  /// Items marked to get a new cell on the next apply.
  public private(set) var reloadedItems: Set<ItemID> = []
  /// Items marked to be configured again in their cell on the next apply.
  public private(set) var reconfiguredItems: Set<ItemID> = []
  /// Sections marked to be reloaded as a whole on the next apply.
  public private(set) var reloadedSections: Set<SectionID> = []
  /// The identifiers appended or inserted while already in the snapshot, in order: left out,
  /// and reported by the next apply.
  private(set) var leftOut: [LeftOut] = []

  /// The identifiers appended or inserted while already in the snapshot, in order: left out,
  /// and reported by the next apply.
  @available(
    *, deprecated,
    message:
      "an identifier given twice is reported as an UpdateDiagnostic (rule duplicateIdentifier) when the snapshot is applied: read CompositeController.diagnostics or set onDiagnostic"
  )
  public var duplicates: [Duplicate] {
    leftOut.map {
      switch $0.identifier {
      case .section(let section): .section(section)
      case .item(let item): .item(item)
      }
    }
  }

  /// Creates an empty snapshot.
  @inlinable public init() {}

  // MARK: Queries

  /// The number of sections.
  @inlinable public var numberOfSections: Int { sections.count }
  /// The number of items in all sections.
  @inlinable public var numberOfItems: Int { sectionOfItem.count }
  /// The section identifiers, in order.
  @inlinable public var sectionIdentifiers: [SectionID] { sections }
  /// The item identifiers of all sections, in order.
  ///
  /// - Complexity: O(n).
  @inlinable public var itemIdentifiers: [ItemID] { sections.flatMap { items[$0] ?? [] } }

  /// The item identifiers of a section, in order.
  ///
  /// - Parameter section: A section identifier.
  /// - Returns: Its items, or an empty array for an unknown section.
  @inlinable
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID] { items[section] ?? [] }

  /// The section that contains an item.
  ///
  /// - Parameter item: An item identifier.
  /// - Returns: Its section, or `nil`.
  @inlinable
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? { sectionOfItem[item] }

  /// The index of an item in the whole list (all sections in order), as Apple's does.
  ///
  /// - Parameter item: An item identifier.
  /// - Returns: Its index, or `nil`.
  /// - Complexity: O(n).
  public func indexOfItem(_ item: ItemID) -> Int? { itemIdentifiers.firstIndex(of: item) }

  /// The index of a section.
  ///
  /// - Parameter section: A section identifier.
  /// - Returns: Its index, or `nil`.
  /// - Complexity: O(s).
  public func indexOfSection(_ section: SectionID) -> Int? { sections.firstIndex(of: section) }

  /// The index path of an item.
  ///
  /// - Parameter item: An item identifier.
  /// - Returns: Its section's index and its row, or `nil`.
  /// - Complexity: O(s + r), r being the rows of its section.
  public func indexPath(of item: ItemID) -> ListIndexPath? {
    guard let section = sectionOfItem[item], let index = indexOfSection(section),
      let row = items[section]?.firstIndex(of: item)
    else { return nil }
    return ListIndexPath(row: row, section: index)
  }

  // MARK: Sections

  /// Appends sections.
  ///
  /// - Parameter identifiers: New section identifiers.
  /// - Complexity: O(k) expected for k identifiers.
  @inlinable
  public mutating func appendSections(_ identifiers: [SectionID]) {
    insertSections(identifiers, at: sections.count)
  }

  /// Inserts sections before another.
  ///
  /// - Parameters:
  ///   - identifiers: New section identifiers.
  ///   - section: An existing section.
  @inlinable
  public mutating func insertSections(_ identifiers: [SectionID], beforeSection section: SectionID)
  {
    guard let index = require(section) else { return }
    insertSections(identifiers, at: index)
  }

  /// Inserts sections after another.
  ///
  /// - Parameters:
  ///   - identifiers: New section identifiers.
  ///   - section: An existing section.
  @inlinable
  public mutating func insertSections(_ identifiers: [SectionID], afterSection section: SectionID) {
    guard let index = require(section) else { return }
    insertSections(identifiers, at: index + 1)
  }

  /// Deletes sections and their items.
  ///
  /// - Parameter identifiers: Existing section identifiers.
  public mutating func deleteSections(_ identifiers: [SectionID]) {
    for section in identifiers {
      guard let index = require(section) else { continue }
      sections.remove(at: index)
      for item in items.removeValue(forKey: section) ?? [] { sectionOfItem[item] = nil }
      reloadedSections.remove(section)
    }
  }

  /// Moves a section before another.
  ///
  /// - Parameters:
  ///   - section: The section to move.
  ///   - other: The section it ends up before.
  public mutating func moveSection(_ section: SectionID, beforeSection other: SectionID) {
    moveSection(section, relativeTo: other, after: false)
  }

  /// Moves a section after another.
  ///
  /// - Parameters:
  ///   - section: The section to move.
  ///   - other: The section it ends up after.
  public mutating func moveSection(_ section: SectionID, afterSection other: SectionID) {
    moveSection(section, relativeTo: other, after: true)
  }

  /// Marks sections to be reloaded as a whole.
  ///
  /// - Parameter identifiers: Existing section identifiers.
  public mutating func reloadSections(_ identifiers: [SectionID]) {
    for section in identifiers where require(section) != nil { reloadedSections.insert(section) }
  }

  // MARK: Items

  /// Appends items to a section, by default the last one.
  ///
  /// - Parameters:
  ///   - identifiers: New item identifiers.
  ///   - section: The section, or `nil` for the last one.
  /// - Complexity: O(k + s) expected for k identifiers and s sections.
  @inlinable
  public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) {
    guard let section = section ?? sections.last, require(section) != nil else {
      return misuse("appendItems needs a section; append one first")
    }
    insertItems(identifiers, in: section, at: items[section]?.count ?? 0)
  }

  /// Inserts items before an item.
  ///
  /// - Parameters:
  ///   - identifiers: New item identifiers.
  ///   - item: An existing item.
  @inlinable
  public mutating func insertItems(_ identifiers: [ItemID], beforeItem item: ItemID) {
    guard let (section, index) = locate(item) else { return }
    insertItems(identifiers, in: section, at: index)
  }

  /// Inserts items after an item.
  ///
  /// - Parameters:
  ///   - identifiers: New item identifiers.
  ///   - item: An existing item.
  @inlinable
  public mutating func insertItems(_ identifiers: [ItemID], afterItem item: ItemID) {
    guard let (section, index) = locate(item) else { return }
    insertItems(identifiers, in: section, at: index + 1)
  }

  /// Deletes items.
  ///
  /// - Parameter identifiers: Existing item identifiers.
  public mutating func deleteItems(_ identifiers: [ItemID]) {
    for item in identifiers {
      guard let (section, index) = locate(item) else { continue }
      items[section]?.remove(at: index)
      sectionOfItem[item] = nil
      reloadedItems.remove(item)
      reconfiguredItems.remove(item)
    }
  }

  /// Deletes every item, keeping the sections.
  public mutating func deleteAllItems() {
    deleteItems(itemIdentifiers)
  }

  /// Moves an item before another, possibly into another section.
  ///
  /// - Parameters:
  ///   - item: The item to move.
  ///   - other: The item it ends up before.
  public mutating func moveItem(_ item: ItemID, beforeItem other: ItemID) {
    moveItem(item, relativeTo: other, after: false)
  }

  /// Moves an item after another, possibly into another section.
  ///
  /// - Parameters:
  ///   - item: The item to move.
  ///   - other: The item it ends up after.
  public mutating func moveItem(_ item: ItemID, afterItem other: ItemID) {
    moveItem(item, relativeTo: other, after: true)
  }

  /// Marks items to get a new cell on the next apply.
  ///
  /// - Parameter identifiers: Existing item identifiers.
  public mutating func reloadItems(_ identifiers: [ItemID]) {
    for item in identifiers where locate(item) != nil { reloadedItems.insert(item) }
  }

  /// Marks items to be configured again in their cell on the next apply.
  ///
  /// - Parameter identifiers: Existing item identifiers.
  public mutating func reconfigureItems(_ identifiers: [ItemID]) {
    for item in identifiers where locate(item) != nil { reconfiguredItems.insert(item) }
  }

  /// Forgets the reload and reconfigure marks, once they have been applied.
  mutating func clearMarks() {
    leftOut = []
    reloadedItems = []
    reconfiguredItems = []
    reloadedSections = []
  }

  // MARK: Helpers

  /// Inserts sections at a position; an identifier already there is left out.
  @inlinable
  mutating func insertSections(_ identifiers: [SectionID], at index: Int) {
    var index = index
    for section in identifiers {
      guard items[section] == nil else {
        leaveOut(section: section, at: index)
        continue
      }
      sections.insert(section, at: index)
      items[section] = []
      index += 1
    }
  }

  /// Records a section identifier given again, and left out.
  @usableFromInline
  mutating func leaveOut(section: SectionID, at index: Int) {
    leftOut.append(
      LeftOut(
        identifier: .section(section),
        first: "section \(sections.firstIndex(of: section) ?? 0)", again: "section \(index)"))
  }

  /// Inserts items in a section at a position; an identifier already in the snapshot is left
  /// out.
  ///
  /// The items kept are inserted into the section's array at once (one lookup of the section,
  /// one shift of the items after them), and each item is filed under its section with one
  /// lookup.
  @inlinable
  mutating func insertItems(_ identifiers: [ItemID], in section: SectionID, at index: Int) {
    var kept: [ItemID] = []
    kept.reserveCapacity(identifiers.count)
    var index = index
    for item in identifiers {
      if let first = sectionOfItem.updateValue(section, forKey: item) {
        // Given again: the first stays where it is. The items kept so far go in first, so that
        // the report names where the first one stands.
        sectionOfItem[item] = first
        items[section, default: []].insert(contentsOf: kept, at: index - kept.count)
        kept.removeAll(keepingCapacity: true)
        leaveOut(item: item, in: section, at: index)
        continue
      }
      kept.append(item)
      index += 1
    }
    items[section, default: []].insert(contentsOf: kept, at: index - kept.count)
  }

  /// Records an item identifier given again, and left out.
  @usableFromInline
  mutating func leaveOut(item: ItemID, in section: SectionID, at index: Int) {
    let again = ListIndexPath(row: index, section: sections.firstIndex(of: section) ?? 0)
    leftOut.append(
      LeftOut(
        identifier: .item(item),
        first: indexPath(of: item).map { "index path \($0)" } ?? "index path ?",
        again: "index path \(again)"))
  }

  private mutating func moveSection(_ section: SectionID, relativeTo other: SectionID, after: Bool)
  {
    guard section != other, let from = require(section), require(other) != nil else { return }
    sections.remove(at: from)
    let to = (sections.firstIndex(of: other) ?? sections.count) + (after ? 1 : 0)
    sections.insert(section, at: to)
  }

  private mutating func moveItem(_ item: ItemID, relativeTo other: ItemID, after: Bool) {
    guard item != other, let (section, index) = locate(item), locate(other) != nil else { return }
    items[section]?.remove(at: index)
    guard let (target, otherIndex) = locate(other) else { return }
    items[target]?.insert(item, at: otherIndex + (after ? 1 : 0))
    sectionOfItem[item] = target
  }

  /// The index of a section; stops in debug builds when it is not there.
  @inlinable
  func require(_ section: SectionID) -> Int? {
    guard let index = sections.firstIndex(of: section) else {
      misuse("section \(section) is not in the snapshot")
      return nil
    }
    return index
  }

  /// The section and row of an item; stops in debug builds when it is not there.
  @inlinable
  func locate(_ item: ItemID) -> (SectionID, Int)? {
    guard let section = sectionOfItem[item], let index = items[section]?.firstIndex(of: item)
    else {
      misuse("item \(item) is not in the snapshot")
      return nil
    }
    return (section, index)
  }

  /// Stops in debug builds with `message`; does nothing in release builds.
  @usableFromInline
  func misuse(_ message: String) {
    assertionFailure("SectionKit: ListSnapshot: \(message).")
  }
}
