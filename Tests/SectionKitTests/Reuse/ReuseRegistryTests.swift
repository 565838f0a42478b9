import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

final class BadgeCell: HeadlessCell {}

/// A section that shows a `LabelCell` on even rows and a `BadgeCell` on odd rows.
final class MixedSection: SectionController {
  var rows: Int
  var dequeued: [String] = []
  init(rows: Int) { self.rows = rows }
  override func numberOfRows(in context: SectionContext) -> Int { rows }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    if row.isMultiple(of: 2) {
      let cell: LabelCell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
      dequeued.append("label")
      return cell
    }
    let cell: BadgeCell = context.dequeueReusableCell(ofType: BadgeCell.self, for: row)
    dequeued.append("badge")
    return cell
  }
}

@Suite("Type-keyed reuse registry") @MainActor
struct ReuseRegistryTests {
  @Test func typesAreRegisteredOnFirstDequeueOnly() throws {
    let section = MixedSection(rows: 1)
    let root = CompositeController([section])
    let host = HeadlessListView(size: CGSize(width: 320, height: 100))
    root.attach(to: host)
    let registry = try #require(root.registry)
    #expect(registry.isRegisteredCell(LabelCell.self))
    #expect(!registry.isRegisteredCell(BadgeCell.self), "no odd row was shown yet")
    section.rows = 10
    host.reloadData()
    #expect(registry.isRegisteredCell(BadgeCell.self))
    #expect(registry.registeredCellTypeCount == 2)
    #expect(section.dequeued.filter { $0 == "badge" }.count == 1)
  }

  @Test func registeringTwiceIsHarmless() throws {
    let root = CompositeController([MixedSection(rows: 4)])
    let host = HeadlessListView()
    root.attach(to: host)
    let registry = try #require(root.registry)
    let first = registry.registerCell(LabelCell.self)
    let second = registry.registerCell(LabelCell.self)
    #expect(first == second)
    #expect(first == LabelCell.reuseIdentifier)
    host.reloadData()
    #expect(registry.registeredCellTypeCount == 2)
    #expect(host.visibleCellsInOrder.count == 4)
  }

  @Test func dequeueReturnsTheRequestedTypeFromThePool() {
    let section = MixedSection(rows: 2)
    let root = CompositeController([section])
    let host = HeadlessListView()
    root.attach(to: host)
    let first = host.visibleCellsInOrder
    host.reloadData()
    let second = host.visibleCellsInOrder
    #expect(
      first.map { ObjectIdentifier($0) }.sorted() == second.map { ObjectIdentifier($0) }.sorted())
    #expect(second[0] is LabelCell && second[1] is BadgeCell)
    #expect(host.createdCellCount == 2)
  }

  @Test func eachHostHasItsOwnRegistry() throws {
    let rootA = CompositeController([MixedSection(rows: 1)])
    let rootB = CompositeController([MixedSection(rows: 0)])
    let hostA = HeadlessListView()
    let hostB = HeadlessListView()
    rootA.attach(to: hostA)
    rootB.attach(to: hostB)
    #expect(try #require(rootA.registry).isRegisteredCell(LabelCell.self))
    #expect(try !#require(rootB.registry).isRegisteredCell(LabelCell.self))
  }

  @Test func misuseMessagesNameTheTypeTheHostAndTheController() {
    let unsupported = ReuseMisuse.unsupportedType(
      type: "App.ProfileCell", kind: "cell", host: "HeadlessListView", baseType: "HeadlessCell",
      controller: "ProfileSection", indexPath: ListIndexPath(row: 2, section: 1)
    ).description
    for part in ["App.ProfileCell", "HeadlessListView", "HeadlessCell", "ProfileSection", "[1, 2]"]
    {
      #expect(unsupported.contains(part), "\(part) missing from: \(unsupported)")
    }
    let header = ReuseMisuse.unsupportedType(
      type: "App.BannerView", kind: "header view", host: "CollectionViewAdapter",
      baseType: "UICollectionReusableView", controller: "BannerSection",
      indexPath: ListIndexPath(row: 0, section: 3)
    ).description
    for part in [
      "BannerSection asked for a header view of type 'App.BannerView' for section 3",
      "Make 'App.BannerView' inherit from 'UICollectionReusableView'",
    ] {
      #expect(header.contains(part), "\(part) missing from: \(header)")
    }
    let outside = ReuseMisuse.outsideRequest(
      type: "App.ProfileCell", kind: "cell", controller: "ProfileSection", row: 4
    ).description
    for part in ["App.ProfileCell", "ProfileSection", "row 4", "cell(at:in:)"] {
      #expect(outside.contains(part), "\(part) missing from: \(outside)")
    }
  }
}
