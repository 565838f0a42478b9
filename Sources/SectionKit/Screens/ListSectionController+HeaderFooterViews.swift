extension ListSectionController: SectionHeaderFooterViews {
  /// The header view of a section whose header is drawn by a view of a host's layer
  /// (``ListSection/headerContent``); `nil` for a title, which the host then shows.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The host's content view showing the header, or `nil`.
  package func viewForHeader(in context: SectionContext) -> (any Reusable)? {
    guard let content = listSection.headerContent else { return nil }
    return context.dequeueReusableSupplementaryView(ofKind: .header, showing: content)
  }

  /// The footer view of a section whose footer is drawn by a view of a host's layer
  /// (``ListSection/footerContent``); `nil` for a title, which the host then shows.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The host's content view showing the footer, or `nil`.
  package func viewForFooter(in context: SectionContext) -> (any Reusable)? {
    guard let content = listSection.footerContent else { return nil }
    return context.dequeueReusableSupplementaryView(ofKind: .footer, showing: content)
  }
}
