@_spi(Hosting) import SectionKit

extension HeadlessListView {
  /// Keeps what the list tells VoiceOver in ``accessibilityNotifications``; a focus move also
  /// sets ``accessibilityFocus``, and scrolls the row on screen first when it is not, as a
  /// UIKit host does so that VoiceOver has a cell to focus.
  ///
  /// - Parameter notification: What to tell VoiceOver.
  @_spi(Hosting) public func postAccessibilityNotification(
    _ notification: ListAccessibilityNotification
  ) {
    if case .layoutChanged(let focus?) = notification {
      if !indexPathsForVisibleRows.contains(focus) {
        try? scrollToRow(at: focus, at: .none, animated: false)
      }
      accessibilityFocus = focus
    }
    accessibilityNotifications.append(notification)
  }
}
