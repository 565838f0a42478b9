@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// The identifiers cells are registered under, as the list holds them.
  ///
  /// A section controller's cell type is registered the first time one of its cells is
  /// dequeued, under its ``/SectionKit/Reusable/reuseIdentifier``.
  public var registeredCellIdentifiers: Set<String> { cellPool.identifiers }
}

/// Registering and dequeuing by identifier, for the registry (SectionKit's `Hosting` SPI).
@_spi(Hosting) extension HeadlessListView: ReuseHost {
  /// `"HeadlessCell"`.
  public var cellBaseTypeName: String { String(describing: HeadlessCell.self) }

  /// `"HeadlessHeaderFooterView"`.
  public var supplementaryViewBaseTypeName: String {
    String(describing: HeadlessHeaderFooterView.self)
  }

  /// ``HeadlessContentCell``, which shows row content as text.
  public var contentCellType: any ContentCell.Type { HeadlessContentCell.self }

  /// A text view, which shows a supplementary view's content as a header title is shown.
  public var contentSupplementaryViewType: any ContentSupplementaryView.Type {
    HeadlessContentHeaderView.self
  }

  /// Whether `type` inherits from ``HeadlessCell``.
  ///
  /// - Parameter type: A cell type.
  /// - Returns: `true` when the host can hold it.
  public func canHoldCell(ofType type: any Reusable.Type) -> Bool { type is HeadlessCell.Type }

  /// Whether `type` inherits from ``HeadlessHeaderFooterView``.
  ///
  /// - Parameter type: A view type.
  /// - Returns: `true` when the host can hold it.
  public func canHoldSupplementaryView(ofType type: any Reusable.Type) -> Bool {
    type is HeadlessHeaderFooterView.Type
  }

  /// Registers a cell class, as `register(_:forCellReuseIdentifier:)`.
  ///
  /// - Parameters:
  ///   - type: A ``HeadlessCell`` subclass; other types are ignored, as UIKit ignores them
  ///     until it fails to dequeue.
  ///   - identifier: The reuse identifier.
  public func registerCell(_ type: any Reusable.Type, forReuseIdentifier identifier: String) {
    guard let cellClass = type as? HeadlessCell.Type else { return }
    cellPool.register(cellClass, identifier: identifier)
  }

  /// Registers a header/footer class; headers and footers share one pool per identifier, as in
  /// `UITableView`.
  ///
  /// - Parameters:
  ///   - type: A ``HeadlessHeaderFooterView`` subclass.
  ///   - kind: The kind of view.
  ///   - identifier: The reuse identifier.
  public func registerSupplementaryView(
    _ type: any Reusable.Type, ofKind kind: SupplementaryKind, forReuseIdentifier identifier: String
  ) {
    guard let viewClass = type as? HeadlessHeaderFooterView.Type else { return }
    supplementaryPool.register(viewClass, identifier: identifier)
  }

  /// Hands out a pooled cell (after `prepareForReuse()`) or a new one.
  ///
  /// - Parameters:
  ///   - identifier: A registered identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: The cell.
  /// - Throws: ``HostError`` with UIKit's message when `identifier` was never registered.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: ListIndexPath)
    throws(HostError) -> any Reusable
  {
    if !reconfiguring.isEmpty, let cell = reconfiguring.removeValue(forKey: indexPath) {
      if cell.reuseIdentifier == identifier { return cell }
      // UIKit raises here; the batch throws once the data source returns (a dequeue that
      // throws would stop the program in the registry).
      reconfigureMismatch = (identifier, cell.reuseIdentifier ?? "")
    }
    return try cellPool.dequeue(identifier)
  }

  /// Hands out a pooled header/footer view or a new one.
  ///
  /// - Parameters:
  ///   - kind: The kind of view.
  ///   - identifier: A registered identifier.
  ///   - indexPath: The section (row 0).
  /// - Returns: The view.
  /// - Throws: ``HostError`` when `identifier` was never registered.
  public func dequeueReusableSupplementaryView(
    ofKind kind: SupplementaryKind, withIdentifier identifier: String, for indexPath: ListIndexPath
  ) throws(HostError) -> any Reusable {
    try supplementaryPool.dequeue(identifier)
  }
}
