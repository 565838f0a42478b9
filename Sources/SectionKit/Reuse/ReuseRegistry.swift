/// The type-keyed registry of one host: registers a view type the first time it is dequeued and
/// hands back an instance of exactly that type.
///
/// There is one registry per host; ``CompositeController`` creates it when attached. Dequeuing
/// is only valid while the host is asking for a view (the composite notes each request), which is
/// how misuse such as configuring a cell from a button handler is caught.
@MainActor
package final class ReuseRegistry {
  /// What the host is asking for while a section controller runs.
  package struct Request: Hashable, Sendable {
    /// The host asks for the cell of this row.
    package var indexPath: ListIndexPath
    /// The kind of supplementary view asked for, or `nil` for a cell.
    package var supplementaryKind: SupplementaryKind?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - indexPath: The row (or the section, row 0) asked for.
    ///   - supplementaryKind: The kind of supplementary view, or `nil` for a cell.
    package init(indexPath: ListIndexPath, supplementaryKind: SupplementaryKind?) {
      self.indexPath = indexPath
      self.supplementaryKind = supplementaryKind
    }
  }

  private struct SupplementaryKey: Hashable {
    var kind: SupplementaryKind
    var type: ObjectIdentifier
  }

  /// The host whose registrations this registry keeps.
  package private(set) weak var host: (any ReuseHost)?
  private var hostName: String
  private var cellIdentifiers: [ObjectIdentifier: String] = [:]
  private var supplementaryIdentifiers: [SupplementaryKey: String] = [:]
  private var typeNamesByIdentifier: [String: String] = [:]
  /// The request being answered, if any: the innermost one.
  package var activeRequest: Request? {
    if let supplementaryRequest { return supplementaryRequest }
    guard isAnsweringCellRequest else { return nil }
    return Request(indexPath: cellRequest, supplementaryKind: nil)
  }
  /// The row whose cell the host is asking for, while ``isAnsweringCellRequest`` (a section
  /// of 0 or more); its section is ``idle`` when no request at all is being answered, and
  /// ``supplementaryOnly`` while only supplementary views are.
  ///
  /// A position with sentinels rather than an optional, so that the router's fast path is one
  /// comparison (``isIdle``) and one store each way (``beginCellRequest(at:)`` and
  /// ``endCellRequest()``).
  private var cellRequest = ListIndexPath(row: 0, section: idle)
  /// The supplementary view the host is asking for, if any, inside any cell request.
  private var supplementaryRequest: Request?
  /// The section of ``cellRequest`` when no request is being answered.
  private static let idle = -1
  /// The section of ``cellRequest`` when a supplementary view is asked for outside any cell
  /// request.
  private static let supplementaryOnly = -2

  /// Creates the registry of a host.
  ///
  /// - Parameter host: The host; held weakly.
  package convenience init(host: any ReuseHost) {
    self.init()
    bind(to: host)
  }

  /// Creates a registry bound to no host yet (see ``bind(to:)``).
  init() {
    hostName = "no host"
  }

  /// Binds the registry to another host (or none), forgetting the registrations made on the
  /// previous one.
  ///
  /// - Parameter host: The new host; held weakly.
  func bind(to host: (any ReuseHost)?) {
    self.host = host
    hostName = host.map { String(describing: type(of: $0)) } ?? "no host"
    cellIdentifiers = [:]
    supplementaryIdentifiers = [:]
    typeNamesByIdentifier = [:]
  }

  /// The number of cell types registered so far.
  package var registeredCellTypeCount: Int { cellIdentifiers.count }

  /// Whether `type` has been registered as a cell on the host.
  ///
  /// - Parameter type: A cell type.
  /// - Returns: `true` after the first dequeue or ``registerCell(_:)`` of `type`.
  package func isRegisteredCell(_ type: any Reusable.Type) -> Bool {
    cellIdentifiers[ObjectIdentifier(type)] != nil
  }

  /// Registers a cell type now rather than on its first dequeue; registering twice is harmless.
  ///
  /// - Parameter type: A cell type the host can hold.
  /// - Returns: The reuse identifier used.
  @discardableResult
  package func registerCell<T: Reusable>(_ type: T.Type) -> String {
    if let identifier = cellIdentifiers[ObjectIdentifier(type)] { return identifier }
    let identifier = T.reuseIdentifier
    claim(identifier, for: type)
    host?.registerCell(type, forReuseIdentifier: identifier)
    cellIdentifiers[ObjectIdentifier(type)] = identifier
    return identifier
  }

  /// Runs `body` while the host asks for the view described by `request`.
  ///
  /// - Parameters:
  ///   - request: What the host asks for.
  ///   - body: The section controller's answer.
  /// - Returns: What `body` returns.
  package func withRequest<R>(_ request: Request, _ body: () -> R) -> R {
    let outerCell = cellRequest
    let outerSupplementary = supplementaryRequest
    if request.supplementaryKind == nil {
      cellRequest = request.indexPath
      supplementaryRequest = nil
    } else {
      supplementaryRequest = request
      if cellRequest.section == Self.idle { cellRequest.section = Self.supplementaryOnly }
    }
    defer {
      cellRequest = outerCell
      supplementaryRequest = outerSupplementary
    }
    return body()
  }

  /// Whether a cell is being asked for (a supplementary view asked for inside a cell request
  /// leaves it so).
  package var isAnsweringCellRequest: Bool {
    @inline(__always) get { cellRequest.section >= 0 }
  }

  /// Whether no request is being answered: a cell request may then begin with
  /// ``beginCellRequest(at:)``, the fast path of ``withRequest(_:_:)`` for cells; inside
  /// another request, use ``withRequest(_:_:)``.
  package var isIdle: Bool {
    @inline(__always) get { cellRequest.section == Self.idle }
  }

  /// Marks the start of the host's request for the cell of `indexPath`, when ``isIdle``.
  ///
  /// Pair it with ``endCellRequest()``.
  ///
  /// - Parameter indexPath: The row asked for.
  @inline(__always)
  package func beginCellRequest(at indexPath: ListIndexPath) {
    cellRequest = indexPath
  }

  /// Marks the end of a cell request begun with ``beginCellRequest(at:)``: the registry is idle
  /// again.
  @inline(__always)
  package func endCellRequest() {
    cellRequest.section = Self.idle
  }

  /// Dequeues a cell of type `T`, registering `T` on the host the first time.
  ///
  /// - Parameters:
  ///   - type: The cell type; it must inherit from the host's cell class.
  ///   - indexPath: The row the cell is for, in global coordinates.
  ///   - controller: The name of the section controller asking, for messages.
  /// - Returns: A cell of type `T`.
  /// - Complexity: O(1) amortized.
  package func dequeueReusableCell<T: Reusable>(
    ofType type: T.Type, for indexPath: ListIndexPath, controller: String
  ) -> T {
    let host = requireHost(holding: type, kind: nil, at: indexPath, controller: controller)
    checkRequest(type: type, kind: nil, indexPath: indexPath, controller: controller)
    let identifier = registerCell(type)
    do {
      let cell = try host.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      return cast(cell, to: type, identifier: identifier)
    } catch {
      fatalError("SectionKit: \(hostName) failed to dequeue '\(identifier)': \(error)")
    }
  }

  /// Dequeues a header, footer or other supplementary view of type `T`, registering `T` for
  /// `kind` the first time.
  ///
  /// - Parameters:
  ///   - kind: The kind of view.
  ///   - type: The view type; it must inherit from the host's supplementary view class.
  ///   - indexPath: The section (row 0) the view is for; a view of the kind asked for the same
  ///     section is dequeued for the index path asked (the item a badge is attached to), as
  ///     UIKit requires.
  ///   - controller: The name of the section controller asking, for messages.
  /// - Returns: A view of type `T`.
  /// - Complexity: O(1) amortized.
  package func dequeueReusableSupplementaryView<T: Reusable>(
    ofKind kind: SupplementaryKind, ofType type: T.Type, for indexPath: ListIndexPath,
    controller: String
  ) -> T {
    var indexPath = indexPath
    if let request = supplementaryRequest, request.supplementaryKind == kind,
      request.indexPath.section == indexPath.section
    {
      indexPath = request.indexPath
    }
    let host = requireHost(holding: type, kind: kind, at: indexPath, controller: controller)
    checkRequest(type: type, kind: kind, indexPath: indexPath, controller: controller)
    let key = SupplementaryKey(kind: kind, type: ObjectIdentifier(type))
    let identifier: String
    if let known = supplementaryIdentifiers[key] {
      identifier = known
    } else {
      identifier = T.reuseIdentifier
      claim(identifier, for: type)
      host.registerSupplementaryView(type, ofKind: kind, forReuseIdentifier: identifier)
      supplementaryIdentifiers[key] = identifier
    }
    do {
      let view = try host.dequeueReusableSupplementaryView(
        ofKind: kind, withIdentifier: identifier, for: indexPath)
      return cast(view, to: type, identifier: identifier)
    } catch {
      fatalError("SectionKit: \(hostName) failed to dequeue '\(identifier)': \(error)")
    }
  }

  /// The host, after checking that it can hold `type`; stops with a message naming the type, the
  /// host's base class and the controller otherwise, since no `T` could be returned.
  private func requireHost(
    holding type: any Reusable.Type, kind: SupplementaryKind?, at indexPath: ListIndexPath,
    controller: String
  ) -> any ReuseHost {
    guard let host else { misuse("SectionKit: the host of this registry is gone.") }
    let holds =
      kind == nil ? host.canHoldCell(ofType: type) : host.canHoldSupplementaryView(ofType: type)
    guard holds else {
      fatalError(
        ReuseMisuse.unsupportedType(
          type: String(reflecting: type), kind: kind.map { "\($0) view" } ?? "cell",
          host: hostName,
          baseType: kind == nil ? host.cellBaseTypeName : host.supplementaryViewBaseTypeName,
          controller: controller, indexPath: indexPath
        ).description)
    }
    return host
  }

  private func claim(_ identifier: String, for type: any Reusable.Type) {
    let name = String(reflecting: type)
    if let registered = typeNamesByIdentifier[identifier], registered != name {
      fatalError(
        ReuseMisuse.identifierCollision(
          identifier: identifier, registered: registered, requested: name, host: hostName
        ).description)
    }
    typeNamesByIdentifier[identifier] = name
  }

  private func checkRequest(
    type: any Reusable.Type, kind: SupplementaryKind?, indexPath: ListIndexPath,
    controller: String
  ) {
    let kindName = kind.map { "\($0) view" } ?? "cell"
    guard let request = activeRequest, request.supplementaryKind == kind else {
      misuse(
        ReuseMisuse.outsideRequest(
          type: String(reflecting: type), kind: kindName, controller: controller,
          row: indexPath.row
        ).description)
    }
    if kind == nil, request.indexPath != indexPath {
      misuse(
        ReuseMisuse.mismatchedRow(
          type: String(reflecting: type), controller: controller,
          requested: request.indexPath.row, dequeued: indexPath.row
        ).description)
    }
  }

  private func cast<T>(_ view: any Reusable, to type: T.Type, identifier: String) -> T {
    guard let typed = view as? T else {
      fatalError(
        """
        SectionKit: \(hostName) returned a '\(String(reflecting: Swift.type(of: view)))' for \
        identifier '\(identifier)', registered for '\(String(reflecting: type))'. Something \
        else registered that identifier on the host; register views only through SectionKit.
        """)
    }
    return typed
  }
}
