import Foundation

/// A section controller that tells VoiceOver users about rows inserted into its section.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
@MainActor
public protocol SectionInsertionAnnouncements: SectionController {
  /// What VoiceOver reads once rows this controller inserted are on screen, or `nil` to read
  /// nothing (the default): "2 new messages" after a batch that added two.
  ///
  /// The composite asks once per batch the list applies, with every row the controller's
  /// requests of that turn inserted (several requests of a turn are asked about together),
  /// in local rows as they are after the batch, ascending; the controller's model is the one
  /// the batch left. It then posts the message as `UIAccessibility.post(notification:
  /// .announcement, argument:)` does, after the list applied the batch and before
  /// ``CompositeController/onDidApply`` and the requests' completions; the messages of
  /// several controllers go in the order of their sections. Nested composites' controllers are
  /// asked the same way.
  ///
  /// Only inserts are announced: rows moved, reloaded or reconfigured are not, nor are rows
  /// that come with the section itself (the list's first load,
  /// ``SectionContext/reload(animated:)``, ``CompositeController/reloadData(completion:)``, a
  /// controller added to the list). A batch the list refused and replaced by a reload is not
  /// announced either: it is a mistake the ``CompositeController/diagnostics`` report, and the rows
  /// it names may not exist. A controller removed before the batch is applied is not asked. To
  /// announce something else (a section added, a reload), call
  /// ``SectionContext/announceForAccessibility(_:)``.
  ///
  /// ```swift
  /// func accessibilityAnnouncement(
  ///   forInsertedRows rows: [Int], in context: SectionContext
  /// ) -> String? {
  ///   rows.count == 1
  ///     ? "New message from \(messages[rows[0]].sender)" : "\(rows.count) new messages"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - rows: The inserted rows, local and ascending, as they are after the batch.
  ///   - context: The section's context.
  /// - Returns: What VoiceOver reads, or `nil` for nothing.
  func accessibilityAnnouncement(forInsertedRows rows: [Int], in context: SectionContext)
    -> String?
}
