import Foundation
import SectionKit
import SectionKitHeadless
import Testing

/// A screen as a view controller would own it: the composite and its host together (the host
/// holds its data source weakly, as UIKit does).
@MainActor
public final class Screen {
  /// The root composite.
  public let root: CompositeController
  /// The headless list it is attached to.
  public let list: HeadlessListView

  /// Makes the composite of `sections` and attaches it to a list 320 points wide.
  ///
  /// - Parameters:
  ///   - sections: The composite's children.
  ///   - height: The list's height.
  ///   - prefetch: The list's prefetch distance.
  public init(_ sections: [SectionProvider], height: CGFloat = 440, prefetch: CGFloat = 0) {
    root = CompositeController(sections)
    list = HeadlessListView(size: CGSize(width: 320, height: height), prefetchDistance: prefetch)
    root.attach(to: list)
  }
}

/// A section of plain label cells with no recording, for large lists.
public final class CountingSection: SectionController {
  /// The number of rows.
  public let rows: Int
  /// Makes a section of `rows` rows.
  public init(rows: Int) { self.rows = rows }
  public override func numberOfRows(in context: SectionContext) -> Int { rows }
  public override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "row \(row)"
    return cell
  }
}

/// A note per row, each typed into its own field named "note".
public final class NoteCell: HeadlessCell {
  /// The cell's field.
  public let field = HeadlessTextField(name: "note", placeholder: "Note")
  public override var controls: [HeadlessControl] { [field] }
}

/// The index path of `row` in `section`.
@MainActor
public func path(_ section: Int, _ row: Int) -> ListIndexPath {
  ListIndexPath(row: row, section: section)
}

/// The lines of a list's text that show a selected row.
@MainActor
public func selectedLines(_ list: HeadlessListView) -> [String] {
  list.renderedText().split(separator: "\n").map(String.init).filter { $0.hasPrefix("▶") }
}

/// The rows a headless list shows, as one line, for listeners' logs.
@MainActor
public func shownLine(_ list: HeadlessListView) -> String {
  list.indexPathsForVisibleRows.compactMap { path -> String? in
    (list.cellForRow(at: path) as? HeadlessCell)?.textDescription
  }.joined(separator: " ")
}

/// The names of recording controllers, in the order given.
@MainActor
public func names(_ controllers: [SectionController]) -> [String] {
  controllers.map { ($0 as? RecordingSection)?.name ?? "\(type(of: $0))" }
}

#if os(macOS) || os(Linux) || os(Windows)
  /// What an exit test's process wrote to its standard error.
  public func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }
#endif

/// A composite of `children` attached to a headless list whose drag interaction is on, for the
/// drag and drop tests.
@MainActor
public func draggableList(_ children: [SectionProvider]) -> (CompositeController, HeadlessListView)
{
  let screen = CompositeController(children)
  let list = HeadlessListView()
  screen.attach(to: list)
  list.dragInteractionEnabled = true
  return (screen, list)
}
