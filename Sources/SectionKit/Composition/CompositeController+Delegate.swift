import Foundation

extension CompositeController: ListDelegate {
  /// Routes to ``SectionDelegate/willDisplay(_:forRow:in:)``.
  public func willDisplay(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {
    route(indexPath) { $0.willDisplay(cell, forRow: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/didEndDisplaying(_:forRow:in:)``; ignored when the section is
  /// gone (a cell can end displaying after a reload removed its section).
  public func didEndDisplaying(_ cell: any Reusable, forRowAt indexPath: ListIndexPath) {
    guard table.indices.contains(indexPath.section) else { return }
    route(indexPath) { $0.didEndDisplaying(cell, forRow: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/willDisplaySupplementaryView(_:ofKind:in:)``.
  public func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {
    route(section: section) { $0.willDisplaySupplementaryView(view, ofKind: kind, in: $1) }
  }

  /// Routes to ``SectionDelegate/didEndDisplayingSupplementaryView(_:ofKind:in:)``.
  public func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, inSection section: Int
  ) {
    guard table.indices.contains(section) else { return }
    route(section: section) { $0.didEndDisplayingSupplementaryView(view, ofKind: kind, in: $1) }
  }

  /// Routes to ``SectionDelegate/heightForRow(at:in:)``.
  public func heightForRow(at indexPath: ListIndexPath) -> CGFloat? {
    route(indexPath) { $0.heightForRow(at: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/estimatedHeightForRow(at:in:)``.
  public func estimatedHeightForRow(at indexPath: ListIndexPath) -> CGFloat? {
    route(indexPath) { $0.estimatedHeightForRow(at: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/headerHeight(in:)``.
  public func heightForHeader(inSection section: Int) -> CGFloat? {
    route(section: section) { $0.headerHeight(in: $1) }
  }

  /// Routes to ``SectionDelegate/footerHeight(in:)``.
  public func heightForFooter(inSection section: Int) -> CGFloat? {
    route(section: section) { $0.footerHeight(in: $1) }
  }

  /// Routes to ``SectionDataSource/headerView(in:)`` while the registry knows a header is asked.
  public func viewForHeader(inSection section: Int) -> (any Reusable)? {
    supplementaryView(.header, inSection: section) { $0.headerView(in: $1) }
  }

  /// Routes to ``SectionDataSource/footerView(in:)`` while the registry knows a footer is asked.
  public func viewForFooter(inSection section: Int) -> (any Reusable)? {
    supplementaryView(.footer, inSection: section) { $0.footerView(in: $1) }
  }

  /// Routes to ``SectionDelegate/shouldHighlightRow(at:in:)``.
  public func shouldHighlightRow(at indexPath: ListIndexPath) -> Bool {
    route(indexPath) { $0.shouldHighlightRow(at: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/didHighlightRow(at:in:)``.
  public func didHighlightRow(at indexPath: ListIndexPath) {
    route(indexPath) { $0.didHighlightRow(at: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/didUnhighlightRow(at:in:)``.
  public func didUnhighlightRow(at indexPath: ListIndexPath) {
    route(indexPath) { $0.didUnhighlightRow(at: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/willSelectRow(at:in:)``; a redirect stays in the section.
  public func willSelectRow(at indexPath: ListIndexPath) -> ListIndexPath? {
    route(indexPath) { $0.willSelectRow(at: $1, in: $2) }
      .map { ListIndexPath(row: $0, section: indexPath.section) }
  }

  /// Routes to ``SectionDelegate/didSelectRow(at:in:)``.
  public func didSelectRow(at indexPath: ListIndexPath) {
    route(indexPath) { $0.didSelectRow(at: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/willDeselectRow(at:in:)``; a redirect stays in the section.
  public func willDeselectRow(at indexPath: ListIndexPath) -> ListIndexPath? {
    route(indexPath) { $0.willDeselectRow(at: $1, in: $2) }
      .map { ListIndexPath(row: $0, section: indexPath.section) }
  }

  /// Routes to ``SectionDelegate/didDeselectRow(at:in:)``.
  public func didDeselectRow(at indexPath: ListIndexPath) {
    route(indexPath) { $0.didDeselectRow(at: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/accessoryButtonTapped(forRow:in:)``.
  public func accessoryButtonTapped(forRowAt indexPath: ListIndexPath) {
    route(indexPath) { $0.accessoryButtonTapped(forRow: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/canPerformPrimaryAction(forRow:in:)``.
  public func canPerformPrimaryAction(forRowAt indexPath: ListIndexPath) -> Bool {
    route(indexPath) { $0.canPerformPrimaryAction(forRow: $1, in: $2) }
  }

  /// Routes to ``SectionDelegate/performPrimaryAction(forRow:in:)``.
  public func performPrimaryAction(forRowAt indexPath: ListIndexPath) {
    route(indexPath) { $0.performPrimaryAction(forRow: $1, in: $2) }
  }

  private func supplementaryView(
    _ kind: SupplementaryKind, inSection section: Int,
    _ body: (any SectionController, SectionContext) -> (any Reusable)?
  ) -> (any Reusable)? {
    let leaf = self.leaf(section)
    guard let registry else { return body(leaf.controller, leaf.context) }
    let request = ReuseRegistry.Request(
      indexPath: ListIndexPath(row: 0, section: section), supplementaryKind: kind)
    return registry.withRequest(request) { body(leaf.controller, leaf.context) }
  }
}
