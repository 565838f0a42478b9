/// What the type-keyed reuse registry needs from a list view: registration of a class under
/// an identifier, and dequeuing by identifier.
///
/// `HeadlessListView` conforms, and so do the UIKit layer's `TableViewAdapter` and
/// `CollectionViewAdapter` (each hands itself over as `ListHost.reuseHost`). Users never call
/// these methods: they dequeue by type through
/// ``SectionContext/dequeueReusableCell(ofType:for:)``.
@MainActor
@_spi(Hosting) public protocol ReuseHost: AnyObject {
  /// The name of the class every cell of this host inherits from, for messages.
  var cellBaseTypeName: String { get }

  /// The name of the class every header, footer or supplementary view inherits from.
  var supplementaryViewBaseTypeName: String { get }

  /// The cell class this host shows ``RowContent`` with, for rows a section controller answers
  /// with ``SectionContext/dequeueReusableCell(showing:for:)``.
  ///
  /// It is dequeued through the registry like any other cell type, so ``canHoldCell(ofType:)``
  /// must be `true` for it.
  var contentCellType: any ContentCell.Type { get }

  /// The header, footer and supplementary view class this host shows ``RowContent`` with, for
  /// views a section controller answers with
  /// ``SectionContext/dequeueReusableSupplementaryView(ofKind:showing:)``.
  ///
  /// It is dequeued through the registry like any other view type, so
  /// ``canHoldSupplementaryView(ofType:)`` must be `true` for it.
  var contentSupplementaryViewType: any ContentSupplementaryView.Type { get }

  /// Whether the host can hold cells of `type`.
  ///
  /// - Parameter type: A cell type.
  /// - Returns: `true` when `type` inherits from the host's cell class.
  func canHoldCell(ofType type: any Reusable.Type) -> Bool

  /// Whether the host can hold supplementary views of `type`.
  ///
  /// - Parameter type: A view type.
  /// - Returns: `true` when `type` inherits from the host's supplementary view class.
  func canHoldSupplementaryView(ofType type: any Reusable.Type) -> Bool

  /// Registers a cell class under an identifier; registering again replaces the registration.
  ///
  /// - Parameters:
  ///   - type: A type for which ``canHoldCell(ofType:)`` is `true`.
  ///   - identifier: The reuse identifier.
  func registerCell(_ type: any Reusable.Type, forReuseIdentifier identifier: String)

  /// Registers a supplementary view class under a kind and an identifier.
  ///
  /// - Parameters:
  ///   - type: A type for which ``canHoldSupplementaryView(ofType:)`` is `true`.
  ///   - kind: The kind of view.
  ///   - identifier: The reuse identifier.
  func registerSupplementaryView(
    _ type: any Reusable.Type, ofKind kind: SupplementaryKind, forReuseIdentifier identifier: String
  )

  /// Returns a reused or new cell registered under `identifier`.
  ///
  /// - Parameters:
  ///   - identifier: A registered identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: The cell.
  /// - Throws: ``HostError`` with UIKit's message when nothing is registered for `identifier`.
  func dequeueReusableCell(withIdentifier identifier: String, for indexPath: ListIndexPath)
    throws(HostError) -> any Reusable

  /// Returns a reused or new supplementary view registered under `kind` and `identifier`.
  ///
  /// - Parameters:
  ///   - kind: The kind of view.
  ///   - identifier: A registered identifier.
  ///   - indexPath: The section (and item, for custom kinds) the view is for.
  /// - Returns: The view.
  /// - Throws: ``HostError`` when nothing is registered for `kind` and `identifier`.
  func dequeueReusableSupplementaryView(
    ofKind kind: SupplementaryKind, withIdentifier identifier: String, for indexPath: ListIndexPath
  ) throws(HostError) -> any Reusable
}
