import Foundation
import SectionKit

/// A section controller that records every call it receives, with the local row, so tests can
/// check that the composite routed a question to the right controller in the right index.
///
/// Events read like `"didSelectRow(2)"`; `log`, when given, collects events of several
/// controllers in one order, each prefixed with the controller's name (`"b.didSelectRow(2)"`).
package final class RecordingSection: SectionController, SectionHeaderFooterViews,
  SectionDisplayDelegate, SectionSupplementaryDisplayDelegate, SectionWorkingRangeDelegate,
  SectionRowHeights, SectionFlowLayout, SectionHighlighting, SectionSelectionRules,
  SectionPrimaryActions, SectionEditing, SectionReordering, SectionSwipeActions,
  SectionContextMenus, SectionPrefetching
{
  /// The controller's name, used in its cells' text and in the shared log.
  package let name: String
  /// The number of rows.
  package var rows: Int
  /// The header title.
  package var header: String?
  /// The footer title.
  package var footer: String?
  /// Height per row, or `nil` for the host's default.
  package var rowHeight: ((Int) -> CGFloat?)?
  /// Whether a row highlights; default all.
  package var highlightable: (Int) -> Bool = { _ in true }
  /// The answer to `willSelectRow`; default the row itself.
  package var selection: (Int) -> Int? = { $0 }
  /// The answer to `willDeselectRow`; default the row itself.
  package var deselection: (Int) -> Int? = { $0 }
  /// Whether rows are editable.
  package var editable = false
  /// Whether rows are movable.
  package var movable = false
  /// Whether a custom header view is returned instead of the title.
  package var usesHeaderView = false
  /// The section's title in the section index (not recorded when asked).
  package var indexTitle: String?
  /// Whether `willDisplaySection` and `didEndDisplayingSection` are recorded; off by default,
  /// so that tests of the other events see only those.
  package var recordsSectionDisplay = false
  /// Runs after `didSelectRow` is recorded, with the row: for a controller that changes the
  /// list when tapped.
  package var onSelect: ((Int) -> Void)?
  /// The events received, in order.
  package private(set) var events: [String] = []
  private let log: EventLog?

  /// Creates a recording controller.
  ///
  /// - Parameters:
  ///   - name: The controller's name.
  ///   - rows: The number of rows.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - log: A log shared with other controllers.
  package init(
    _ name: String, rows: Int, header: String? = nil, footer: String? = nil, log: EventLog? = nil
  ) {
    self.name = name
    self.rows = rows
    self.header = header
    self.footer = footer
    self.log = log
  }

  /// Forgets the events received so far.
  package func clearEvents() { events = [] }

  private func record(_ event: String) {
    events.append(event)
    log?.append("\(name).\(event)")
  }

  package override func numberOfRows(in context: SectionContext) -> Int { rows }

  package override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    record("cell(\(row))")
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "\(name) \(row)"
    return cell
  }

  package override func titleForHeader(in context: SectionContext) -> String? { header }
  package override func titleForFooter(in context: SectionContext) -> String? { footer }
  package override func sectionIndexTitle(in context: SectionContext) -> String? { indexTitle }

  package func viewForHeader(in context: SectionContext) -> (any Reusable)? {
    guard usesHeaderView else { return nil }
    record("headerView")
    let view = context.dequeueReusableSupplementaryView(
      ofKind: .header, ofType: LabelHeaderView.self)
    view.text = name
    return view
  }

  package override func didAttach(to context: SectionContext) {
    record("didAttach(\(context.section ?? -1))")
  }

  package override func didDetach(from context: SectionContext) { record("didDetach") }

  package func willDisplay(
    _ cell: any Reusable, forRow row: Int, in context: SectionContext
  ) {
    record("willDisplay(\(row))")
  }
  package func didEndDisplaying(
    _ cell: any Reusable, forRow row: Int, in context: SectionContext
  ) {
    record("didEndDisplaying(\(row))")
  }
  package func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  ) {
    record("willDisplaySupplementary(\(kind))")
  }
  package func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  ) {
    record("didEndDisplayingSupplementary(\(kind))")
  }
  package func willDisplaySection(in context: SectionContext) {
    if recordsSectionDisplay { record("willDisplaySection") }
  }
  package func didEndDisplayingSection(in context: SectionContext) {
    if recordsSectionDisplay { record("didEndDisplayingSection") }
  }
  package func willEnterWorkingRange(in context: SectionContext) {
    record("willEnterWorkingRange")
  }
  package func didExitWorkingRange(in context: SectionContext) {
    record("didExitWorkingRange")
  }
  package func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    record("heightForRow(\(row))")
    return rowHeight?(row)
  }
  package func estimatedHeightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    record("estimatedHeightForRow(\(row))")
    return nil
  }
  package func heightForHeader(in context: SectionContext) -> CGFloat? {
    record("headerHeight")
    return nil
  }
  package func heightForFooter(in context: SectionContext) -> CGFloat? {
    record("footerHeight")
    return nil
  }
  package func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? {
    record("sizeForItem(\(row))")
    return nil
  }
  package func sectionInsets(in context: SectionContext) -> SectionInsets? {
    record("sectionInsets")
    return nil
  }
  package func minimumLineSpacing(in context: SectionContext) -> CGFloat? {
    record("minimumLineSpacing")
    return nil
  }
  package func minimumInteritemSpacing(in context: SectionContext) -> CGFloat? {
    record("minimumInteritemSpacing")
    return nil
  }
  package func sizeForHeader(in context: SectionContext) -> CGSize? {
    record("headerSize")
    return nil
  }
  package func sizeForFooter(in context: SectionContext) -> CGSize? {
    record("footerSize")
    return nil
  }
  package func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    record("shouldHighlightRow(\(row))")
    return highlightable(row)
  }
  package func didHighlightRow(at row: Int, in context: SectionContext) {
    record("didHighlightRow(\(row))")
  }
  package func didUnhighlightRow(at row: Int, in context: SectionContext) {
    record("didUnhighlightRow(\(row))")
  }
  package func willSelectRow(at row: Int, in context: SectionContext) -> Int? {
    record("willSelectRow(\(row))")
    return selection(row)
  }
  package override func didSelectRow(at row: Int, in context: SectionContext) {
    record("didSelectRow(\(row))")
    onSelect?(row)
  }
  package func willDeselectRow(at row: Int, in context: SectionContext) -> Int? {
    record("willDeselectRow(\(row))")
    return deselection(row)
  }
  package override func didDeselectRow(at row: Int, in context: SectionContext) {
    record("didDeselectRow(\(row))")
  }
  package override func accessoryButtonTapped(forRow row: Int, in context: SectionContext) {
    record("accessoryButtonTapped(\(row))")
  }
  package func canPerformPrimaryAction(forRow row: Int, in context: SectionContext) -> Bool {
    record("canPerformPrimaryAction(\(row))")
    return true
  }
  package func performPrimaryAction(forRow row: Int, in context: SectionContext) {
    record("performPrimaryAction(\(row))")
  }
  package func canEditRow(at row: Int, in context: SectionContext) -> Bool {
    record("canEditRow(\(row))")
    return editable
  }
  package func editingStyle(forRow row: Int, in context: SectionContext) -> EditingStyle {
    record("editingStyle(\(row))")
    return .delete
  }
  package func titleForDeleteConfirmation(forRow row: Int, in context: SectionContext)
    -> String?
  {
    record("titleForDeleteConfirmation(\(row))")
    return "Remove"
  }
  package func shouldIndentWhileEditingRow(at row: Int, in context: SectionContext) -> Bool {
    record("shouldIndentWhileEditingRow(\(row))")
    return false
  }
  package func willBeginEditingRow(at row: Int, in context: SectionContext) {
    record("willBeginEditingRow(\(row))")
  }
  package func didEndEditingRow(at row: Int?, in context: SectionContext) {
    record("didEndEditingRow(\(row.map(String.init) ?? "nil"))")
  }
  package func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {
    record("commit(\(style), \(row))")
  }
  package func canMoveRow(at row: Int, in context: SectionContext) -> Bool {
    record("canMoveRow(\(row))")
    return movable
  }
  package func targetRowForMove(
    from source: Int, toProposed proposed: Int, in context: SectionContext
  ) -> Int {
    record("targetRowForMove(\(source), \(proposed))")
    return proposed
  }
  package func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
    record("moveRow(\(source), \(destination))")
  }
  package func leadingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    record("leadingSwipeActions(\(row))")
    return SwipeActionsConfiguration(actions: [
      SwipeAction(identifier: "\(name).pin.\(row)", title: "Pin") { $0(true) }
    ])
  }
  package func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    record("trailingSwipeActions(\(row))")
    return nil
  }
  package func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
    record("contextMenu(\(row))")
    return ContextMenu(identifier: "\(name).menu.\(row)", actions: [], hasPreview: true)
  }
  package func willCommitPreview(
    of menu: ContextMenu, forRow row: Int, in context: SectionContext
  ) {
    record("willCommitPreview(\(menu.identifier), \(row))")
  }
  package func prefetchRows(_ rows: [Int], in context: SectionContext) {
    record("prefetchRows(\(rows.sorted()))")
  }
  package func cancelPrefetchingRows(_ rows: [Int], in context: SectionContext) {
    record("cancelPrefetchingRows(\(rows.sorted()))")
  }

  package func shouldSelectRow(at row: Int, in context: SectionContext) -> Bool { true }
}

/// Events of several controllers in the order they happened.
@MainActor
package final class EventLog {
  /// The events, each prefixed with its controller's name.
  package private(set) var events: [String] = []

  /// Creates an empty log.
  package init() {}

  /// Adds an event.
  ///
  /// - Parameter event: The event.
  package func append(_ event: String) { events.append(event) }

  /// Forgets every event.
  package func clear() { events = [] }
}
