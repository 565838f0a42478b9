import Foundation
import SectionKit
import Testing

@Suite("ScrollAnchoring: the policies as written") @MainActor
struct ScrollAnchoringTests {
  @Test func thePoliciesDescribeThemselvesAsTheyAreWritten() {
    #expect(ScrollAnchoring.none.description == ".none")
    #expect(ScrollAnchoring.firstVisibleRow.description == ".firstVisibleRow")
    #expect(ScrollAnchoring.bottom.description == ".bottom(within: 44.0)")
    #expect(ScrollAnchoring.bottom(within: 8).description == ".bottom(within: 8.0)")
    #expect(ScrollAnchoring.bottom == .bottom(within: 44))
  }

  @Test func aCompositeKeepsTheFirstVisibleRowUnlessToldOtherwise() {
    let composite = CompositeController()
    #expect(composite.scrollAnchoring == .firstVisibleRow)
    composite.scrollAnchoring = .bottom
    #expect(composite.scrollAnchoring == .bottom)
  }

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aNegativeDistanceStopsWithHowToFixIt() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ScrollAnchoring.bottom(within: -10)
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("ScrollAnchoring.bottom(within: -10.0) needs a finite distance"))
    }
  #endif
}
