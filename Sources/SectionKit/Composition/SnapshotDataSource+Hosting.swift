import Foundation

/// The questions and events of the host, answered from the snapshot (SectionKit's `Hosting` SPI:
/// an app calls none of them).
@_spi(Hosting) extension SnapshotDataSource: ListDataSource, ListDelegate {
  /// The number of sections of the snapshot.
  ///
  /// - Returns: The section count.
  public func numberOfSections() -> Int { snapshot.numberOfSections }

  /// The number of items of a section of the snapshot.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The item count.
  public func numberOfRows(inSection section: Int) -> Int {
    snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[section]).count
  }

  /// The cell from the cell provider.
  ///
  /// - Parameter indexPath: A row.
  /// - Returns: The cell.
  public func cell(at indexPath: ListIndexPath) -> any Reusable {
    guard let item = itemIdentifier(for: indexPath), let registry else {
      misuse("SectionKit: no item at \(indexPath) in the snapshot.")
    }
    let request = ReuseRegistry.Request(indexPath: indexPath, supplementaryKind: nil)
    return registry.withRequest(request) { cellProvider(self, indexPath, item) }
  }

  /// The section's header title from `headerTitle`.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The title, or `nil`.
  public func titleForHeader(inSection section: Int) -> String? {
    headerTitle?(snapshot.sectionIdentifiers[section])
  }

  /// The section's footer title from `footerTitle`.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The title, or `nil`.
  public func titleForFooter(inSection section: Int) -> String? {
    footerTitle?(snapshot.sectionIdentifiers[section])
  }

  /// Rows are not editable.
  ///
  /// - Parameter indexPath: A row.
  /// - Returns: `false`.
  public func canEditRow(at indexPath: ListIndexPath) -> Bool { false }

  /// Rows are not movable.
  ///
  /// - Parameter indexPath: A row.
  /// - Returns: `false`.
  public func canMoveRow(at indexPath: ListIndexPath) -> Bool { false }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - indexPath: A row.
  public func commit(_ style: EditingStyle, forRowAt indexPath: ListIndexPath) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - source: A row.
  ///   - destination: A row.
  public func moveRow(at source: ListIndexPath, to destination: ListIndexPath) {}

  /// Calls `onSelect` with the item.
  ///
  /// - Parameter indexPath: The row selected.
  public func didSelectRow(at indexPath: ListIndexPath) {
    if let item = itemIdentifier(for: indexPath) { onSelect?(item, indexPath) }
  }
}
