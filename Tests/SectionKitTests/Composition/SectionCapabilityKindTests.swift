import SectionKitTestSupport
import Testing

@testable import SectionKit

/// Each capability's bit, which a route carries so that the router answers for sections that do
/// not adopt it without reading their leaf, names the same capability as the property of the
/// same name, which the router calls the controller through (`$0.rowHeights!`).
@Suite("Section capabilities: each bit names its capability") @MainActor
struct SectionCapabilityKindTests {
  /// A capability's bit and whether its property holds the controller.
  typealias Probe = (bit: UInt32, adopted: (SectionCapabilities) -> Bool)

  /// A capability's bit, and whether the property of the same name holds the controller.
  func probe<C>(_ kind: SectionCapabilities.Kind, _ property: KeyPath<SectionCapabilities, C?>)
    -> Probe
  {
    (kind.bit, { $0[keyPath: property] != nil })
  }

  /// Every capability the router names.
  var kinds: [Probe] {
    [
      probe(.highlighting, \.highlighting),
      probe(.selectionRules, \.selectionRules),
      probe(.primaryActions, \.primaryActions),
      probe(.rowIdentity, \.rowIdentity),
      probe(.display, \.display),
      probe(.supplementaryDisplay, \.supplementaryDisplay),
      probe(.workingRange, \.workingRange),
      probe(.scroll, \.scroll),
      probe(.rowHeights, \.rowHeights),
      probe(.flowLayout, \.flowLayout),
      probe(.headerFooterViews, \.headerFooterViews),
      probe(.supplementaryViews, \.supplementaryViews),
      probe(.pinnedHeader, \.pinnedHeader),
      probe(.accessibility, \.accessibility),
      probe(.announcements, \.announcements),
      probe(.editing, \.editing),
      probe(.reordering, \.reordering),
      probe(.moving, \.moving),
      probe(.dragAndDrop, \.dragAndDrop),
      probe(.swipeActions, \.swipeActions),
      probe(.contextMenus, \.contextMenus),
      probe(.prefetching, \.prefetching),
      probe(.multipleSelection, \.multipleSelection),
      probe(.scrollAnchors, \.scrollAnchors),
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
