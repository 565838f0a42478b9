import Foundation

/// Deleting rows of a declarative section, as SwiftUI's `ForEach.onDelete(perform:)` does: the
/// list shows the deletion at once, and the section's closure tells the app, which updates its
/// model so that its next evaluation of the screen shows the same rows.
extension ListSection {
  /// The same section, its rows deletable by a trailing swipe and by their delete control in
  /// editing mode, telling `action` of each deletion.
  ///
  /// When the user deletes a row, the section removes it at once, in an animated batch, then
  /// `action` is given its offset among the section's rows, as SwiftUI's `onDelete(perform:)`
  /// gives it. Remove the value from the model the rows are written from, so that the next
  /// evaluation of the screen shows the same rows and changes nothing. A row with trailing
  /// swipe actions of its own (``Row/trailingSwipeActions(_:performsFirstActionWithFullSwipe:)``) shows those instead of Delete
  /// on a swipe; its delete control in editing mode still deletes it.
  ///
  /// ```swift
  /// ListSection("items", header: "Items") {
  ///   for item in items { Row(item.id, RowContent(item.name)) }
  /// }
  /// .onDelete { offsets in
  ///   for offset in offsets.reversed() { items.remove(at: offset) }
  /// }
  /// ```
  ///
  /// - Parameter action: Called after each deletion with the offsets of the rows deleted, in
  ///   this section (UIKit's `commit` of `.delete`); the newest evaluation's closure is called.
  /// - Returns: The section, with `action` replacing any earlier one.
  /// - Complexity: O(1).
  public func onDelete(perform action: @escaping @MainActor (_ offsets: IndexSet) -> Void)
    -> ListSection
  {
    var section = self
    section.deleteAction = action
    return section
  }
}
