// Only SectionKit and the test framework: the geometry types a list is sized and laid out with
// must come with `import SectionKit` alone.
import SectionKit
import SectionKitHeadless
import Testing

@Suite("Values: geometry comes with import SectionKit") @MainActor
struct GeometryImportTests {
  @Test func aListIsSizedAndReadWithImportSectionKitAlone() {
    let size = CGSize(width: 320, height: 480)
    let list = HeadlessListView(size: size)
    let offset: CGPoint = list.contentOffset
    let height: CGFloat = list.containerSize.height
    let frame = CGRect(origin: offset, size: size)
    #expect(list.containerSize == size)
    #expect(height == 480 && frame.maxY == 480)
  }
}
