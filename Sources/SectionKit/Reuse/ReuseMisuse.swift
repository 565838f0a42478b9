/// A mistake in dequeuing reusable views, described so that the message says what went wrong,
/// where, and how to fix it.
///
/// ``ReuseRegistry`` stops the program with ``description`` for each of them, in debug and
/// release builds alike: none can be recovered from (no view of the type asked for can be
/// returned, or the dequeue is a bug of the calling controller).
package enum ReuseMisuse: Error, Hashable, Sendable, CustomStringConvertible {
  /// The host cannot hold views of the type that was asked for.
  case unsupportedType(
    type: String, kind: String, host: String, baseType: String, controller: String,
    indexPath: ListIndexPath)
  /// A view was dequeued while the host was not asking for one.
  case outsideRequest(type: String, kind: String, controller: String, row: Int)
  /// A cell was dequeued for another row than the one the host asked for.
  case mismatchedRow(type: String, controller: String, requested: Int, dequeued: Int)
  /// Two types claim the same reuse identifier on one host.
  case identifierCollision(identifier: String, registered: String, requested: String, host: String)

  /// What went wrong, where, and how to fix it.
  package var description: String {
    switch self {
    case .unsupportedType(let type, let kind, let host, let baseType, let controller, let indexPath):
      // A header or footer is for a section; a cell for a row.
      let place = kind == "cell" ? "at \(indexPath)" : "for section \(indexPath.section)"
      return """
        SectionKit: \(controller) asked for a \(kind) of type '\(type)' \(place), but \
        \(host) holds only subclasses of '\(baseType)'. Make '\(type)' inherit from \
        '\(baseType)', or dequeue a type made for \(host).
        """
    case .outsideRequest(let type, let kind, let controller, let row):
      return """
        SectionKit: \(controller) dequeued a \(kind) of type '\(type)' for row \(row) outside a \
        request from the host. Dequeue only inside cell(at:in:), viewForHeader(in:) or \
        viewForFooter(in:) and return what you dequeued; to change a cell on screen, use \
        context.cellForRow(at:as:).
        """
    case .mismatchedRow(let type, let controller, let requested, let dequeued):
      return """
        SectionKit: \(controller) dequeued a cell of type '\(type)' for row \(dequeued) while the \
        host asked for row \(requested). Pass the row you were given to \
        dequeueReusableCell(ofType:for:).
        """
    case .identifierCollision(let identifier, let registered, let requested, let host):
      return """
        SectionKit: '\(requested)' and '\(registered)' both use the reuse identifier \
        '\(identifier)' on \(host). Remove the custom reuseIdentifier from one of them so that \
        SectionKit derives a unique one from the type.
        """
    }
  }
}
