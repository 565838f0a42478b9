import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Square photos, three per line across the list's width, with 8 points between them.
private final class PhotoGridSection: SectionController, SectionFlowLayout {
  let photos: [String]
  init(photos: [String]) { self.photos = photos }
  override func numberOfRows(in context: SectionContext) -> Int { photos.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = photos[row]
    return cell
  }
  func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? {
    let side = ((context.containerSize.width - 2 * 8) / 3).rounded(.down)
    return CGSize(width: side, height: side)
  }
  func minimumInteritemSpacing(in context: SectionContext) -> CGFloat? { 8 }
  func sectionInsets(in context: SectionContext) -> SectionInsets? {
    SectionInsets(top: 8)
  }
}

@Suite("Composite routing of collection layout sizes") @MainActor
struct CompositeLayoutTests {
  @Test func aSectionsSizesAreTestableHeadlesslyThroughTheComposite() {
    let grid = PhotoGridSection(photos: ["a", "b", "c", "d"])
    let root = CompositeController([RecordingSection("top", rows: 1), CompositeController([grid])])
    let host = HeadlessListView(size: CGSize(width: 390, height: 844))
    root.attach(to: host)

    #expect(
      root.router.sizeForItem(at: ListIndexPath(row: 3, section: 1))
        == CGSize(width: 124, height: 124))
    #expect(root.router.minimumInteritemSpacing(inSection: 1) == 8)
    #expect(
      root.router.sectionInsets(inSection: 1) == SectionInsets(top: 8, left: 0, bottom: 0, right: 0)
    )
    #expect(root.router.minimumLineSpacing(inSection: 1) == nil)
    #expect(root.router.sizeForHeader(inSection: 1) == nil)
    #expect(root.router.sizeForItem(at: ListIndexPath(row: 0, section: 0)) == nil)
  }

  @Test func theHeadlessHostLaysOutRowsByHeightAndNeverAsksForLayoutSizes() {
    let section = RecordingSection("a", rows: 3)
    let root = CompositeController([section])
    let host = HeadlessListView(size: CGSize(width: 390, height: 844))
    root.attach(to: host)
    #expect(section.events.contains("heightForRow(0)"))
    #expect(!section.events.contains { $0.hasPrefix("sizeForItem") || $0.hasSuffix("Size") })
  }
}
