extension UpdateDiagnostic {
  /// A rule of UIKit's batch updates that a batch breaks, with UIKit's own message.
  public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rules a batch must follow, as UIKit checks them.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
      /// The number of sections after the update does not add up.
      case sectionCount
      /// The number of rows of a surviving section after the update does not add up.
      case rowCount
      /// A deleted, reloaded or moved section does not exist before the update.
      case sectionOutOfRangeBefore
      /// An inserted section or a section move's destination does not exist after the update.
      case sectionOutOfRangeAfter
      /// A deleted, reloaded, reconfigured or moved row does not exist before the update.
      case rowOutOfRangeBefore
      /// An inserted row or a row move's destination does not exist after the update.
      case rowOutOfRangeAfter
      /// A row is both deleted and reloaded.
      case deleteAndReload
      /// A row is both deleted and moved.
      case deleteAndMove
      /// A row is both reloaded and moved.
      case reloadAndMove
      /// A row or a section is the source or the destination of two moves, or the destination of
      /// a move and an insert.
      case conflictingMoves
      /// A section is changed as a whole (inserted, deleted, reloaded) and in the same batch
      /// also changed row by row, or changed as a whole in two ways.
      case sectionAndRowChange
      /// Two sections of a composite have the same ``SectionController/sectionIdentity``; the
      /// later one is shown as a new section.
      case duplicateSectionIdentity
      /// A reconfigured row's cell is dequeued with another reuse identifier than the cell it
      /// has: `reconfigureRows` keeps the cell, so its type cannot change (reload the row).
      case reconfigureCellType
      /// A content form was given an identity it already had (a row, an item, a section of a
      /// snapshot, a model); the later one is left out. Every content form reports it the same
      /// way: see <doc:UpdatesAndDiffing#Duplicate-identities>.
      case duplicateIdentifier
    }

    /// The rule broken.
    public var rule: Rule
    /// UIKit's message for it.
    public var message: String
    /// The section the rule is broken in, when it is one section's: the index before the update
    /// when the rule is about rows before it (a delete, reload, reconfigure, or a move's
    /// source), after the update otherwise (an insert, a move's destination, ``Rule/rowCount``).
    public var section: Int?

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - rule: The rule broken.
    ///   - message: UIKit's message.
    ///   - section: The section concerned, if one is.
    public init(_ rule: Rule, _ message: String, section: Int? = nil) {
      self.rule = rule
      self.message = message
      self.section = section
    }

    /// UIKit's message for a reconfigured row whose cell is dequeued with another reuse
    /// identifier than the one it has.
    ///
    /// - Parameters:
    ///   - indexPath: The row, before the update.
    ///   - dequeued: The reuse identifier asked for.
    ///   - existing: The reuse identifier of the cell the row has.
    /// - Returns: A ``Rule/reconfigureCellType`` violation with UIKit's message.
    package static func reconfigureCellType(
      at indexPath: ListIndexPath, dequeued: String, existing: String
    ) -> UpdateDiagnostic.Violation {
      UpdateDiagnostic.Violation(
        .reconfigureCellType,
        """
        Attempted to dequeue a cell for a different reuse identifier than the existing cell when \
        reconfiguring row \(indexPath.row) in section \(indexPath.section), which is not allowed. \
        You must dequeue a cell using the same reuse identifier that was used to dequeue the cell \
        originally to obtain the existing cell. Dequeued reuse identifier: \(dequeued); original \
        reuse identifier: \(existing).
        """, section: indexPath.section)
    }

    /// UIKit's message for a surviving section whose row count does not add up.
    ///
    /// - Parameters:
    ///   - section: The section, after the update.
    ///   - before: Its row count before the update.
    ///   - after: Its row count after the update, as the data source answers.
    ///   - inserted: Rows inserted into it.
    ///   - deleted: Rows deleted from it.
    ///   - movedIn: Rows moved into it from other sections.
    ///   - movedOut: Rows moved out of it to other sections.
    /// - Returns: A ``Rule/rowCount`` violation with UIKit's message.
    static func rowCount(
      inSection section: Int, before: Int, after: Int, inserted: Int, deleted: Int,
      movedIn: Int = 0, movedOut: Int = 0
    ) -> UpdateDiagnostic.Violation {
      UpdateDiagnostic.Violation(
        .rowCount,
        """
        Invalid update: invalid number of rows in section \(section). The number of rows contained \
        in an existing section after the update (\(after)) must be equal to the number of rows \
        contained in that section before the update (\(before)), plus or minus the number of rows \
        inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus \
        or minus the number of rows moved into or out of that section (\(movedIn) moved in, \
        \(movedOut) moved out).
        """, section: section)
    }

    /// The message, prefixed as UIKit prints it.
    public var description: String { "Invalid batch update (\(rule.rawValue)): \(message)" }
  }
}
