/// What the list reads to VoiceOver of the rows its section controllers insert.
extension CompositeController {
  /// Asks each controller that inserted rows in the batch just applied what VoiceOver reads of
  /// them (``SectionInsertionAnnouncements/accessibilityAnnouncement(forInsertedRows:in:)``), in the order
  /// of their sections, and posts each message to the host as an announcement.
  ///
  /// A controller that left the list meanwhile (its removal waits for the end of the batch) is
  /// not asked. Called by the root's updater, whose table places the leaves of nested composites
  /// too.
  ///
  /// - Parameter insertions: Each section's inserted rows, local, as they are after the batch.
  /// - Complexity: O(i log i) plus the controllers' answers, i being the number of sections
  ///   that inserted rows.
  func didInsertRows(_ insertions: [Updater.Insertion]) {
    guard let host else { return }
    var placed: [(section: Int, leaf: Leaf, insertion: Updater.Insertion)] = []
    for insertion in insertions {
      guard let leaf = insertion.requester as? Leaf, leaf.capabilities.announcements != nil,
        let section = section(of: leaf), leaf.context.section != nil
      else { continue }
      placed.append((section, leaf, insertion))
    }
    placed.sort { $0.section < $1.section }
    for (_, leaf, insertion) in placed {
      guard
        let message = leaf.capabilities.announcements?.accessibilityAnnouncement(
          forInsertedRows: insertion.rows, in: leaf.context)
      else { continue }
      host.postAccessibilityNotification(.announcement(message))
    }
  }
}
