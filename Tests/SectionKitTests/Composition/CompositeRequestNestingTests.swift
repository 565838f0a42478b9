import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

final class NestingHeaderView: HeadlessHeaderFooterView {}

/// A section whose answers ask the host again, as a controller's answer can: its first row's
/// cell asks for another row's cell and for its own header before dequeuing, and records what
/// the registry and the router say at each step.
final class ReenteringSection: SectionController, SectionHeaderFooterViews {
  weak var router: CompositeRouter?
  weak var registry: ReuseRegistry?
  var seen: [String] = []

  override func numberOfRows(in context: SectionContext) -> Int { 2 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    note("cell \(row)", context)
    if row == 0, let router, let section = context.section {
      _ = router.cell(at: ListIndexPath(row: 1, section: section))
      note("after the inner cell", context)
      _ = router.viewForHeader(inSection: section)
      note("after the header", context)
    }
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "row \(row)"
    return cell
  }

  func viewForHeader(in context: SectionContext) -> (any Reusable)? {
    note("header", context)
    return context.dequeueReusableSupplementaryView(ofKind: .header, ofType: NestingHeaderView.self)
  }

  private func note(_ step: String, _ context: SectionContext) {
    let request = registry?.activeRequest.map { request in
      request.supplementaryKind.map { "\($0)" } ?? "row \(request.indexPath.row)"
    }
    let answering = router?.isAnswering == true ? "answering" : "idle"
    seen.append("\(step): \(request ?? "no request"), \(answering)")
  }
}

/// The registry's request and the router's count of questions being answered, when a
/// controller's answer asks the host again: each inner request is the active one while it
/// runs, and the outer one is restored after it.
@Suite("Composite request nesting") @MainActor
struct CompositeRequestNestingTests {
  /// A reentering section in a composite on a headless list, its record of the attach cleared.
  func attachedSection() -> (ReenteringSection, CompositeController, HeadlessListView) {
    let section = ReenteringSection()
    let root = CompositeController([section])
    let host = HeadlessListView(size: CGSize(width: 320, height: 0))
    root.attach(to: host)
    section.router = root.router
    section.registry = root.registry
    section.seen = []
    return (section, root, host)
  }

  @Test func innerRequestsRestoreTheOuterCellRequest() throws {
    let (section, root, host) = attachedSection()
    defer { withExtendedLifetime(host) {} }

    let cell = root.router.cell(at: ListIndexPath(row: 0, section: 0))

    #expect((cell as? LabelCell)?.text == "row 0")
    #expect(
      section.seen == [
        "cell 0: row 0, answering",
        "cell 1: row 1, answering",
        "after the inner cell: row 0, answering",
        "header: header, answering",
        "after the header: row 0, answering",
      ])
    let registry = try #require(root.registry)
    #expect(registry.activeRequest == nil)
    #expect(registry.isIdle)
    #expect(!root.router.isAnswering)
  }

  @Test func aHeaderOutsideACellRequestIsNotCountedAsAnswering() throws {
    let (section, root, host) = attachedSection()
    defer { withExtendedLifetime(host) {} }

    _ = root.router.viewForHeader(inSection: 0)

    #expect(section.seen == ["header: header, idle"])
    #expect(try #require(root.registry).isIdle)
  }

  @Test func aCellAskedForInsideAHeaderIsTheActiveRequestUntilItReturns() throws {
    let (section, root, host) = attachedSection()
    defer { withExtendedLifetime(host) {} }
    let registry = try #require(root.registry)

    let header = ReuseRegistry.Request(
      indexPath: ListIndexPath(row: 0, section: 0), supplementaryKind: .header)
    registry.withRequest(header) {
      _ = root.router.cell(at: ListIndexPath(row: 1, section: 0))
      #expect(registry.activeRequest == header)
      #expect(!root.router.isAnswering)
    }

    #expect(section.seen == ["cell 1: row 1, answering"])
    #expect(registry.isIdle)
  }
}
