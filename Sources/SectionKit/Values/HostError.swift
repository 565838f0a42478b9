/// A failure of a list host, raised where UIKit raises `NSInternalInconsistencyException`.
///
/// `HeadlessListView` throws these with UIKit's own wording, so a test sees the same message a
/// crash log on a device would show.
public struct HostError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name of the exception UIKit raises in the same situation.
  public var exceptionName: String
  /// UIKit's message for the failure.
  public var message: String
  /// The rule of UIKit's that a batch broke, when the failure is an invalid batch update.
  public var violation: UpdateDiagnostic.Violation?

  /// Creates a host error.
  ///
  /// - Parameters:
  ///   - message: UIKit's message for the failure.
  ///   - exceptionName: The exception UIKit raises; `NSInternalInconsistencyException` unless
  ///     UIKit raises another.
  public init(_ message: String, exceptionName: String = "NSInternalInconsistencyException") {
    self.message = message
    self.exceptionName = exceptionName
  }

  /// Creates the error of an invalid batch update, with UIKit's message for the rule it broke.
  ///
  /// - Parameter violation: The broken rule.
  public init(_ violation: UpdateDiagnostic.Violation) {
    self.init(violation.message)
    self.violation = violation
  }

  /// Whether two errors are the same exception with the same message (the rule they carry is
  /// derived from the message).
  ///
  /// - Parameters:
  ///   - lhs: An error.
  ///   - rhs: Another error.
  /// - Returns: `true` when the exception names and messages are equal.
  public static func == (lhs: HostError, rhs: HostError) -> Bool {
    lhs.exceptionName == rhs.exceptionName && lhs.message == rhs.message
  }

  /// Hashes the exception name and the message.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(exceptionName)
    hasher.combine(message)
  }

  /// The exception name and the message, as a crash log prints them.
  public var description: String { "\(exceptionName): \(message)" }
}

extension HostError {
  /// Throws UIKit's out-of-bounds message unless `indexPath` is a row of a list with
  /// `rowCounts`.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - rowCounts: The row count of every section.
  /// - Throws: ``HostError`` (`NSRangeException`) naming the row, the bound and the section.
  package static func checkBounds(_ indexPath: ListIndexPath, in rowCounts: [Int]) throws(HostError)
  {
    try checkBounds(section: indexPath.section, in: rowCounts.count)
    let rows = rowCounts[indexPath.section]
    guard (0..<rows).contains(indexPath.row) else {
      throw HostError(
        "row (\(indexPath.row)) beyond bounds (\(rows)) for section (\(indexPath.section)).",
        exceptionName: "NSRangeException")
    }
  }
}

extension HostError {
  /// Throws UIKit's out-of-bounds message unless `section` is a section of a list with
  /// `sectionCount` sections.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - sectionCount: The number of sections.
  /// - Throws: ``HostError`` (`NSRangeException`) naming the section and the bound.
  package static func checkBounds(section: Int, in sectionCount: Int) throws(HostError) {
    guard (0..<sectionCount).contains(section) else {
      throw HostError(
        "section (\(section)) beyond bounds (\(sectionCount)).", exceptionName: "NSRangeException")
    }
  }
}
