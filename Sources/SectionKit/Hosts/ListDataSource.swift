/// The questions a list host asks about its content, in global index paths.
///
/// A ``CompositeController`` answers them through its router (`CompositeRouter`, the object a
/// host is connected to), which routes each one to the section controller that owns the
/// section, in that controller's local row index. Hosts call these methods; section
/// controllers never see them.
@MainActor
@_spi(Hosting) public protocol ListDataSource: AnyObject {
  /// The number of sections in the list.
  ///
  /// - Returns: The section count.
  func numberOfSections() -> Int

  /// The number of rows in a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The row count.
  func numberOfRows(inSection section: Int) -> Int

  /// The configured cell for a row.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: A cell dequeued from the host.
  func cell(at indexPath: ListIndexPath) -> any Reusable

  /// The header title of a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The title, or `nil`.
  func titleForHeader(inSection section: Int) -> String?

  /// The footer title of a section.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The title, or `nil`.
  func titleForFooter(inSection section: Int) -> String?

  /// Whether a row can be edited.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: `true` when editable.
  func canEditRow(at indexPath: ListIndexPath) -> Bool

  /// Whether a row can be reordered.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: `true` when movable.
  func canMoveRow(at indexPath: ListIndexPath) -> Bool

  /// The user committed an insertion or deletion.
  ///
  /// - Parameters:
  ///   - style: The committed style.
  ///   - indexPath: The row's position.
  func commit(_ style: EditingStyle, forRowAt indexPath: ListIndexPath)

  /// The user moved a row.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where it is now.
  func moveRow(at source: ListIndexPath, to destination: ListIndexPath)

  /// The host's turn ends: apply what waits for the end of the main actor's turn (a headless
  /// host's way to settle in tests; UIKit's run loop needs no call).
  func finishTurn()

  /// The titles of the list's section index, in order; empty for no index.
  ///
  /// - Returns: The titles.
  func sectionIndexTitles() -> [String]

  /// The section a title of the section index leads to.
  ///
  /// - Parameters:
  ///   - title: The title tapped.
  ///   - index: Its position in ``sectionIndexTitles()``'s last answer.
  /// - Returns: A section index.
  func section(forSectionIndexTitle title: String, at index: Int) -> Int
}

// Defaults for a hand-written data source: UIKit's behaviour when a data source does not
// implement a method. `CompositeRouter` implements every method itself.
extension ListDataSource {
  /// No section index.
  ///
  /// - Returns: An empty array.
  public func sectionIndexTitles() -> [String] { [] }

  /// The section at the title's position.
  ///
  /// - Parameters:
  ///   - title: The title tapped.
  ///   - index: Its position.
  /// - Returns: `index`.
  public func section(forSectionIndexTitle title: String, at index: Int) -> Int { index }

  /// Nothing waits: a data source that applies every change at once.
  public func finishTurn() {}
}

extension ListDataSource {
  /// The row count of every section, as the data source answers now.
  ///
  /// - Returns: One count per section.
  /// - Complexity: O(s), s being the number of sections.
  package func currentRowCounts() -> [Int] {
    // A loop, not `map`: a main-actor closure checks its executor on every call.
    let count = numberOfSections()
    var counts: [Int] = []
    counts.reserveCapacity(count)
    for section in 0..<count { counts.append(numberOfRows(inSection: section)) }
    return counts
  }
}

extension ListBatch {
  /// Throws UIKit's exception message unless the batch is valid from the counts a host shows to
  /// the counts its data source now answers: what every host checks before applying a batch.
  ///
  /// - Parameters:
  ///   - oldCounts: The row counts the host shows.
  ///   - dataSource: The data source, already answering with the new state.
  /// - Returns: The new row counts.
  /// - Throws: ``HostError`` with UIKit's message.
  /// - Complexity: O(s + b).
  @MainActor
  @discardableResult
  package func check(against oldCounts: [Int], dataSource: any ListDataSource) throws(HostError)
    -> [Int]
  {
    let newCounts = dataSource.currentRowCounts()
    if let violation = validate(oldCounts: oldCounts, newCounts: newCounts) {
      throw HostError(violation)
    }
    return newCounts
  }
}
