#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// Rows that open something in their primary action; only odd rows have one.
  final class OpenableSection: SectionController, SectionPrimaryActions {
    let rows: Int
    var events: [String] = []
    init(rows: Int) { self.rows = rows }
    override func numberOfRows(in context: SectionContext) -> Int { rows }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: ProfileCell.self, for: row)
    }
    override func didSelectRow(at row: Int, in context: SectionContext) {
      events.append("didSelect(\(row))")
    }
    func canPerformPrimaryAction(forRow row: Int, in context: SectionContext) -> Bool {
      row % 2 == 1
    }
    func performPrimaryAction(forRow row: Int, in context: SectionContext) {
      events.append("open(\(row))")
    }
  }

  /// The system whose UIKit a tap is played on: what UIKit calls after a user's tap on a row.
  enum System: String, CaseIterable, CustomStringConvertible {
    case iOS15, iOS16
    var description: String { rawValue }
    var performsPrimaryActions: Bool { self == .iOS16 }
  }

  @MainActor
  func tap(
    _ path: IndexPath, on tableView: UITableView, of delegate: any UITableViewDelegate,
    system: System
  ) {
    guard let target = delegate.tableView(tableView, willSelectRowAt: path) else { return }
    delegate.tableView(tableView, didSelectRowAt: target)
    if system.performsPrimaryActions,
      delegate.tableView(tableView, canPerformPrimaryActionForRowAt: path)
    {
      delegate.tableView(tableView, performPrimaryActionForRowAt: path)
    }
  }

  @MainActor
  func tap(
    _ path: IndexPath, on collectionView: UICollectionView,
    of delegate: any UICollectionViewDelegate, system: System
  ) {
    if delegate.collectionView(collectionView, shouldSelectItemAt: path) {
      delegate.collectionView(collectionView, didSelectItemAt: path)
    }
    if system.performsPrimaryActions,
      delegate.collectionView(collectionView, canPerformPrimaryActionForItemAt: path)
    {
      delegate.collectionView(collectionView, performPrimaryActionForItemAt: path)
    }
  }

  @Suite("Primary actions before and from iOS 16, against UIKitMirror") @MainActor
  struct PrimaryActionTests {
    @Test(
      "A tap on a table row runs its primary action once, on every system",
      arguments: System.allCases
    )
    func tableRows(system: System) {
      let section = OpenableSection(rows: 3)
      let root = CompositeController([TableSection("a", ["a0"]), CompositeController([section])])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      adapter.systemPerformsPrimaryActions = system.performsPrimaryActions
      root.attach(to: adapter)

      tap(IndexPath(row: 1, section: 1), on: tableView, of: adapter, system: system)
      tap(IndexPath(row: 2, section: 1), on: tableView, of: adapter, system: system)

      #expect(section.events == ["didSelect(1)", "open(1)", "didSelect(2)"])
    }

    @Test(
      "A tap on a collection item runs its primary action once, on every system",
      arguments: System.allCases)
    func collectionItems(system: System) {
      let section = OpenableSection(rows: 3)
      let root = CompositeController([TileSection("a", ["a0"]), CompositeController([section])])
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewFlowLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      adapter.systemPerformsPrimaryActions = system.performsPrimaryActions
      root.attach(to: adapter)

      tap(IndexPath(item: 1, section: 1), on: collectionView, of: adapter, system: system)
      tap(IndexPath(item: 2, section: 1), on: collectionView, of: adapter, system: system)

      #expect(section.events == ["didSelect(1)", "open(1)", "didSelect(2)"])
    }

    @Test func theAdapterFollowsTheRunningSystemByDefault() {
      let tableView = UITableView(frame: .zero, style: .plain)
      let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      // The mirror stands for the newest SDK: UIKit performs primary actions itself.
      #expect(TableViewAdapter(tableView: tableView).systemPerformsPrimaryActions)
      #expect(CollectionViewAdapter(collectionView: collectionView).systemPerformsPrimaryActions)
    }
  }
#endif
