import SectionKitTestSupport
import Testing

@testable import SectionKit

/// Each capability's bit, which a route carries so that the router answers for sections that do
/// not adopt it without reading their leaf, names the same capability as its property.
@Suite("Section capabilities: each bit names its capability") @MainActor
struct SectionCapabilityKindTests {
  /// A capability's bit and whether its property holds the controller.
  typealias Probe = (bit: UInt32, adopted: (SectionCapabilities) -> Bool)

  func probe<C>(_ kind: SectionCapabilities.Kind<C>) -> Probe {
    (kind.bit, { $0[keyPath: kind.property] != nil })
  }

  /// Every capability the router names.
  var kinds: [Probe] {
    [
      probe(.highlighting),
      probe(.selectionRules),
      probe(.primaryActions),
      probe(.rowIdentity),
      probe(.display),
      probe(.supplementaryDisplay),
      probe(.workingRange),
      probe(.scroll),
      probe(.rowHeights),
      probe(.flowLayout),
      probe(.headerFooterViews),
      probe(.supplementaryViews),
      probe(.pinnedHeader),
      probe(.accessibility),
      probe(.announcements),
      probe(.editing),
      probe(.reordering),
      probe(.moving),
      probe(.dragAndDrop),
      probe(.swipeActions),
      probe(.contextMenus),
      probe(.prefetching),
      probe(.multipleSelection),
      probe(.scrollAnchors),
    ]
  }

  @Test func everyCapabilityHasABitOfItsOwn() {
    let bits = kinds.map(\.bit)
    #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
    #expect(Set(bits).count == bits.count)
  }

  @Test(arguments: ["recording (14 capabilities)", "plain (none)"])
  func theBitsAreThePropertiesThatHoldTheController(kind: String) {
    let controller: SectionController =
      kind.hasPrefix("recording") ? RecordingSection("a", rows: 1) : SectionController()
    let capabilities = SectionCapabilities.of(controller)
    var adopted: UInt32 = 0
    for probe in kinds where probe.adopted(capabilities) { adopted |= probe.bit }
    #expect(capabilities.kinds == adopted)
    #expect(capabilities.kinds.nonzeroBitCount == (kind.hasPrefix("recording") ? 14 : 0))
  }
}
