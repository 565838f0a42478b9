import Foundation

/// A data source for users who think in identifiers, as with Apple's diffable data sources:
/// build a ``ListSnapshot`` and apply it; the difference is animated.
///
/// Applying goes through the same machinery as section controllers: the linear-time diff
/// (``ListSnapshot/batchUpdate(from:)``), validation against UIKit's rules, and one batch for the
/// host, or a reload with an ``UpdateDiagnostic`` if the batch could not be applied.
///
/// ```swift
/// let dataSource = SnapshotDataSource<String, Int> { dataSource, indexPath, id in
///   let cell = dataSource.dequeueReusableCell(ofType: LabelCell.self, for: indexPath)
///   cell.text = "Item \(id)"
///   return cell
/// }
/// dataSource.attach(to: list)
/// var snapshot = ListSnapshot<String, Int>()
/// snapshot.appendSections(["main"])
/// snapshot.appendItems([1, 2, 3])
/// dataSource.apply(snapshot)
/// ```
@MainActor
public final class SnapshotDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  /// Dequeues and configures the cell of an item.
  public typealias CellProvider = (SnapshotDataSource, ListIndexPath, ItemID) -> any Reusable

  /// The snapshot shown.
  public private(set) var snapshot = ListSnapshot<SectionID, ItemID>()
  /// The header title of a section, if any.
  public var headerTitle: ((SectionID) -> String?)?
  /// The footer title of a section, if any.
  public var footerTitle: ((SectionID) -> String?)?
  /// Called when the user selects an item.
  public var onSelect: ((ItemID, ListIndexPath) -> Void)?
  /// The diagnostics of applies that fell back to a reload, newest last (at most 100).
  public var diagnostics: [UpdateDiagnostic] { updater.diagnostics }
  /// Called with each diagnostic; when `nil`, diagnostics are printed to standard error.
  public var onDiagnostic: ((UpdateDiagnostic) -> Void)? {
    get { updater.onDiagnostic }
    set { updater.onDiagnostic = newValue }
  }

  let cellProvider: CellProvider
  /// Hands each applied snapshot's batch to the host, and falls back to a reload.
  private let updater = Updater(ownerName: SnapshotDataSource.controllerName)
  var registry: ReuseRegistry?

  /// Creates a data source.
  ///
  /// - Parameter cellProvider: Dequeues (with ``dequeueReusableCell(ofType:for:)``) and
  ///   configures the cell of an item.
  public init(cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
  }

  /// Makes this the data source and delegate of a host, and loads it.
  ///
  /// - Parameter host: The host, held weakly.
  public func attach(to host: any ListHost) {
    updater.host = host
    registry = ReuseRegistry(host: host.reuseHost)
    host.connect(dataSource: self, delegate: self)
  }

  /// Shows a snapshot, animating the difference from the current one.
  ///
  /// - Parameters:
  ///   - snapshot: The new snapshot.
  ///   - animatingDifferences: Whether to animate; `false` still applies a batch.
  ///   - completion: Runs once the snapshot is on screen.
  /// - Complexity: O(n + m log m) for the diff (see ``ListSnapshot/batchUpdate(from:)``), plus
  ///   the host's work.
  public func apply(
    _ snapshot: ListSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    for duplicate in snapshot.duplicates { report(duplicate) }
    let batch = snapshot.batchUpdate(from: self.snapshot)
    var shown = snapshot
    shown.clearMarks()
    self.snapshot = shown
    // The same hand-off as the composite's batches: one check, by the host, and the rule it
    // names is the one reported.
    updater.hand(batch, from: self, animated: animatingDifferences, fallback: .rowCount)
    completion?()
  }

  /// Shows a snapshot by reloading the list, without animation.
  ///
  /// - Parameters:
  ///   - snapshot: The new snapshot.
  ///   - completion: Runs once the snapshot is on screen.
  public func applyUsingReloadData(
    _ snapshot: ListSnapshot<SectionID, ItemID>, completion: (() -> Void)? = nil
  ) {
    for duplicate in snapshot.duplicates { report(duplicate) }
    var shown = snapshot
    shown.clearMarks()
    self.snapshot = shown
    updater.host?.reloadData()
    completion?()
  }

  /// The item shown at an index path.
  ///
  /// - Parameter indexPath: A row.
  /// - Returns: Its item, or `nil`.
  public func itemIdentifier(for indexPath: ListIndexPath) -> ItemID? {
    guard snapshot.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
    let items = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[indexPath.section])
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// Dequeues a cell of exactly type `T`, registering `T` on the host the first time; call it
  /// from the cell provider.
  ///
  /// - Parameters:
  ///   - type: The cell type.
  ///   - indexPath: The row the provider was given.
  /// - Returns: A cell of type `T`.
  public func dequeueReusableCell<T: Reusable>(ofType type: T.Type, for indexPath: ListIndexPath)
    -> T
  {
    guard let registry else {
      misuse("SectionKit: attach the SnapshotDataSource to a host before dequeuing.")
    }
    return registry.dequeueReusableCell(
      ofType: type, for: indexPath, controller: Self.controllerName)
  }

  /// The name diagnostics and misuse messages give the data source.
  private static var controllerName: String { "SnapshotDataSource" }

  /// Reports an identifier the snapshot was given twice; the snapshot left it out.
  private func report(_ duplicate: ListSnapshot<SectionID, ItemID>.Duplicate) {
    let message: String
    switch duplicate {
    case .section(let section): message = "was given section \(section) twice"
    case .item(let item): message = "was given item \(item) twice; identifiers must be unique"
    }
    updater.reportDuplicate(message, controller: Self.controllerName)
  }
}
