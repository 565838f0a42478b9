#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  final class ProfileCell: UITableViewCell {}
  final class NibCell: UITableViewCell, NibReusable {}
  /// A nib cell as a Swift package ships it: its nib is in the package's resource bundle, under
  /// another name.
  final class PackageNibCell: UITableViewCell, NibReusable {
    static let resources = Bundle(path: NSTemporaryDirectory()) ?? Bundle.main
    static var nibBundle: Bundle { resources }
    static var nibName: String { "Badge" }
  }
  final class TitleHeader: UITableViewHeaderFooterView {}

  /// A section of UIKit cells that records the events it receives.
  final class TableSection: SectionController, SectionHeaderFooterViews, SectionDisplayDelegate,
    SectionWorkingRangeDelegate, SectionHighlighting, SectionSelectionRules, SectionSwipeActions,
    SectionContextMenus
  {
    let name: String
    var items: [String]
    var events: [String] = []
    var indexTitle: String?
    var nib = false
    var cellType: (any Reusable.Type)?
    init(_ name: String, _ items: [String]) {
      self.name = name
      self.items = items
    }
    override func numberOfRows(in context: SectionContext) -> Int { items.count }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      if let cellType { return context.dequeueReusableCell(ofType: cellType, for: row) }
      return nib
        ? context.dequeueReusableCell(ofType: NibCell.self, for: row)
        : context.dequeueReusableCell(ofType: ProfileCell.self, for: row)
    }
    override func titleForHeader(in context: SectionContext) -> String? { name }
    override func sectionIndexTitle(in context: SectionContext) -> String? { indexTitle }
    func viewForHeader(in context: SectionContext) -> (any Reusable)? {
      context.dequeueReusableSupplementaryView(ofKind: .header, ofType: TitleHeader.self)
    }
    func willDisplaySection(in context: SectionContext) {
      events.append("willDisplaySection")
    }
    func willEnterWorkingRange(in context: SectionContext) {
      events.append("willEnterWorkingRange")
    }
    func didExitWorkingRange(in context: SectionContext) {
      events.append("didExitWorkingRange")
    }
    func didEndDisplayingSection(in context: SectionContext) {
      events.append("didEndDisplayingSection")
    }
    func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
      events.append("shouldHighlight(\(row))")
      return true
    }
    func didHighlightRow(at row: Int, in context: SectionContext) {
      events.append("didHighlight(\(row))")
    }
    func willSelectRow(at row: Int, in context: SectionContext) -> Int? {
      events.append("willSelect(\(row))")
      return row
    }
    override func didSelectRow(at row: Int, in context: SectionContext) {
      events.append("didSelect(\(row))")
    }
    func didUnhighlightRow(at row: Int, in context: SectionContext) {
      events.append("didUnhighlight(\(row))")
    }
    func trailingSwipeActions(forRow row: Int, in context: SectionContext)
      -> SwipeActionsConfiguration?
    {
      SwipeActionsConfiguration(
        actions: [
          SwipeAction(identifier: "delete", title: "Delete", style: .destructive) { completion in
            self.events.append("swipe-delete(\(row))")
            completion(true)
          }
        ], performsFirstActionWithFullSwipe: false)
    }
    func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
      ContextMenu(
        identifier: "\(name).\(row)", title: "Menu",
        actions: [
          ContextMenu.Action(identifier: "share", title: "Share", attributes: .destructive) {
            self.events.append("share(\(row))")
          }
        ], hasPreview: true)
    }
    func willCommitPreview(
      of menu: ContextMenu, forRow row: Int, in context: SectionContext
    ) {
      events.append("commitPreview(\(menu.identifier), \(row))")
    }

    func shouldSelectRow(at row: Int, in context: SectionContext) -> Bool { true }

    func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
    func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
  }

  final class CommitAnimator: MirrorContextMenuAnimator {}

  @MainActor
  final class TableScreen {
    let a = TableSection("a", ["a0"])
    let b = TableSection("b", ["b0", "b1"])
    let root: CompositeController
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let adapter: TableViewAdapter

    init() {
      root = CompositeController([a, CompositeController([b])])
      adapter = TableViewAdapter(tableView: tableView)
      root.attach(to: adapter)
    }
  }

  /// Calls every optional requirement of the table protocols that a table adapter implements,
  /// through the protocols, as UIKit calls them.
  @MainActor
  func driveEveryTableMethod(
    _ object: some UITableViewDataSource & UITableViewDelegate & UITableViewDataSourcePrefetching,
    tableView: UITableView
  ) {
    let path = IndexPath(row: 1, section: 1)
    let cell = ProfileCell(style: .default, reuseIdentifier: nil)
    let header = TitleHeader(reuseIdentifier: nil)
    let menu = UIContextMenuConfiguration(identifier: nil, previewProvider: nil)

    let dataSource: any UITableViewDataSource = object
    _ = dataSource.numberOfSections(in: tableView)
    _ = dataSource.tableView(tableView, titleForHeaderInSection: 1)
    _ = dataSource.tableView(tableView, titleForFooterInSection: 1)
    _ = dataSource.tableView(tableView, canEditRowAt: path)
    _ = dataSource.tableView(tableView, canMoveRowAt: path)
    dataSource.tableView(tableView, commit: .delete, forRowAt: path)
    dataSource.tableView(tableView, moveRowAt: path, to: path)
    _ = dataSource.sectionIndexTitles(for: tableView)
    _ = dataSource.tableView(tableView, sectionForSectionIndexTitle: "B", at: 1)

    let prefetching: any UITableViewDataSourcePrefetching = object
    prefetching.tableView(tableView, cancelPrefetchingForRowsAt: [path])

    let delegate: any UITableViewDelegate = object
    delegate.tableView(tableView, willDisplay: cell, forRowAt: path)
    delegate.tableView(tableView, didEndDisplaying: cell, forRowAt: path)
    delegate.tableView(tableView, willDisplayHeaderView: header, forSection: 1)
    delegate.tableView(tableView, willDisplayFooterView: header, forSection: 1)
    delegate.tableView(tableView, didEndDisplayingHeaderView: header, forSection: 1)
    delegate.tableView(tableView, didEndDisplayingFooterView: header, forSection: 1)
    _ = delegate.tableView(tableView, heightForRowAt: path)
    _ = delegate.tableView(tableView, heightForHeaderInSection: 1)
    _ = delegate.tableView(tableView, heightForFooterInSection: 1)
    _ = delegate.tableView(tableView, estimatedHeightForRowAt: path)
    _ = delegate.tableView(tableView, estimatedHeightForHeaderInSection: 1)
    _ = delegate.tableView(tableView, estimatedHeightForFooterInSection: 1)
    _ = delegate.tableView(tableView, viewForHeaderInSection: 1)
    _ = delegate.tableView(tableView, viewForFooterInSection: 1)
    delegate.tableView(tableView, accessoryButtonTappedForRowWith: path)
    _ = delegate.tableView(tableView, shouldHighlightRowAt: path)
    delegate.tableView(tableView, didHighlightRowAt: path)
    delegate.tableView(tableView, didUnhighlightRowAt: path)
    _ = delegate.tableView(tableView, willSelectRowAt: path)
    _ = delegate.tableView(tableView, willDeselectRowAt: path)
    delegate.tableView(tableView, didSelectRowAt: path)
    delegate.tableView(tableView, didDeselectRowAt: path)
    _ = delegate.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: path)
    delegate.tableView(tableView, didBeginMultipleSelectionInteractionAt: path)
    delegate.tableViewDidEndMultipleSelectionInteraction(tableView)
    _ = delegate.tableView(tableView, editingStyleForRowAt: path)
    _ = delegate.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: path)
    _ = delegate.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: path)
    _ = delegate.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: path)
    _ = delegate.tableView(tableView, shouldIndentWhileEditingRowAt: path)
    delegate.tableView(tableView, willBeginEditingRowAt: path)
    delegate.tableView(tableView, didEndEditingRowAt: path)
    _ = delegate.tableView(
      tableView, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: path)
    _ = delegate.tableView(tableView, contextMenuConfigurationForRowAt: path, point: .zero)
    _ = delegate.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: menu)
    _ = delegate.tableView(tableView, previewForDismissingContextMenuWithConfiguration: menu)
    delegate.tableView(
      tableView, willPerformPreviewActionForMenuWith: menu, animator: CommitAnimator())
    delegate.tableView(tableView, willDisplayContextMenu: menu, animator: nil)
    delegate.tableView(tableView, willEndContextMenuInteraction: menu, animator: nil)
    _ = delegate.tableView(tableView, canPerformPrimaryActionForRowAt: path)
    delegate.tableView(tableView, performPrimaryActionForRowAt: path)
    var session = ScrollSession(zoomingView: UIView())
    session.run(on: delegate, scrollView: tableView)
  }

  /// A table data source and delegate that implements only the required methods: every optional
  /// call reaches the mirror's default.
  final class NothingImplementedTableObject: NSObject, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
  {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
  }

  /// A delegate whose height method is misnamed (`heightForRow` for `heightForRowAt`): it
  /// compiles, and UIKit would never call it.
  final class MisnamedTableDelegate: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRow indexPath: IndexPath) -> CGFloat { 44 }
  }

  @Suite("UIKit table view adapter, against UIKitMirror") @MainActor
  struct TableViewAdapterTests {
    /// The optional requirements of the mirror's table protocols that the adapter does not
    /// implement, on purpose, with the reason.
    /// (None since the section index came from the section controllers.)
    static let deliberatelyNotImplemented: [String: String] = [:]

    @Test func everyMethodTheAdapterMeansToImplementIsPickedUp() {
      let screen = TableScreen()
      MirrorRecorder.reset()
      driveEveryTableMethod(screen.adapter, tableView: screen.tableView)
      #expect(MirrorRecorder.defaultsReached == [], "a near-miss signature fell back to a default")
    }

    @Test func everyOptionalRequirementOfTheMirrorIsImplementedOrListed() {
      MirrorRecorder.reset()
      driveEveryTableMethod(NothingImplementedTableObject(), tableView: TableScreen().tableView)
      let driven = Set(MirrorRecorder.defaultsReached)
      let declared = [
        "UITableViewDataSource", "UITableViewDelegate", "UITableViewDataSourcePrefetching",
        "UIScrollViewDelegate",
      ].reduce(into: Set<String>()) { $0.formUnion(MirrorSource.optionalRequirements(of: $1)) }
      #expect(declared.count > 60, "the mirror's protocols were read")
      #expect(
        declared.subtracting(driven).sorted() == Self.deliberatelyNotImplemented.keys.sorted(),
        "an optional requirement is neither driven by the near-miss test nor listed as not implemented"
      )
    }

    @Test func aMisnamedMethodIsReportedAsReachingTheDefault() {
      let delegate: any UITableViewDelegate = MisnamedTableDelegate()
      MirrorRecorder.reset()
      _ = delegate.tableView(TableScreen().tableView, heightForRowAt: IndexPath(row: 0, section: 0))
      #expect(MirrorRecorder.defaultsReached == ["tableView(_:heightForRowAt:)"])
    }

    @Test func aSectionLocalInsertBecomesInsertRowsAtTheGlobalIndexPath() {
      let screen = TableScreen()
      screen.tableView.calls = []
      screen.b.context.performBatch { batch in
        screen.b.items.insert("new", at: 2)
        batch.insertRows(at: [2])
      }
      screen.root.flushUpdates()
      #expect(
        screen.tableView.calls == ["performBatchUpdates {", "insertRows [[1, 2]] automatic", "}"])
      #expect(screen.adapter.rowCounts == [1, 3])
    }

    @Test func nonAnimatedBatchesUseNoAnimation() {
      let screen = TableScreen()
      screen.tableView.calls = []
      screen.a.context.performBatch(animated: false) { batch in
        screen.a.items.remove(at: 0)
        batch.deleteRows(at: [0])
      }
      screen.root.flushUpdates()
      #expect(screen.tableView.calls.contains("deleteRows [[0, 0]] none"))
    }

    @Test func anInvalidBatchNeverReachesTheTableView() {
      let screen = TableScreen()
      screen.tableView.calls = []
      var batch = ListBatch()
      batch.insertedRows = [ListIndexPath(row: 0, section: 0)]
      #expect(throws: HostError.self) {
        try screen.adapter.performBatchUpdates(batch, animated: true, completion: nil)
      }
      #expect(screen.tableView.calls.isEmpty)
    }

    @Test func aTapSequenceReachesTheOwningControllerInLocalRows() {
      let screen = TableScreen()
      let tableView = screen.tableView
      let path = IndexPath(row: 1, section: 1)
      let delegate: any UITableViewDelegate = screen.adapter
      if delegate.tableView(tableView, shouldHighlightRowAt: path) {
        delegate.tableView(tableView, didHighlightRowAt: path)
        if let target = delegate.tableView(tableView, willSelectRowAt: path) {
          delegate.tableView(tableView, didSelectRowAt: target)
        }
        delegate.tableView(tableView, didUnhighlightRowAt: path)
      }
      #expect(
        screen.b.events == [
          "shouldHighlight(1)", "didHighlight(1)", "willSelect(1)", "didSelect(1)",
          "didUnhighlight(1)",
        ])
      #expect(screen.a.events.isEmpty)
    }

    @Test func cellsRegisterByClassOrByNibInTheirOwnBundleOnFirstUse() throws {
      let screen = TableScreen()
      screen.tableView.calls = []
      _ = screen.adapter.tableView(screen.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
      _ = screen.adapter.tableView(screen.tableView, cellForRowAt: IndexPath(row: 1, section: 1))
      #expect(screen.tableView.calls == ["register class \(ProfileCell.reuseIdentifier)"])
      screen.b.nib = true
      screen.tableView.nibContents["NibCell"] = NibCell.self
      let cell = screen.adapter.tableView(
        screen.tableView, cellForRowAt: IndexPath(row: 0, section: 1))
      #expect(cell is NibCell)
      let nib = try #require(screen.tableView.registeredNib(forIdentifier: NibCell.reuseIdentifier))
      #expect(nib.name == "NibCell")
      #expect(nib.bundle == Bundle(for: NibCell.self))
    }

    @Test func aNibIsRegisteredFromTheBundleAndNameItsTypeGives() throws {
      let screen = TableScreen()
      screen.b.cellType = PackageNibCell.self
      screen.tableView.nibContents["Badge"] = PackageNibCell.self
      let cell = screen.adapter.tableView(
        screen.tableView, cellForRowAt: IndexPath(row: 0, section: 1))
      #expect(cell is PackageNibCell)
      let nib = try #require(
        screen.tableView.registeredNib(forIdentifier: PackageNibCell.reuseIdentifier))
      #expect(nib.name == "Badge")
      #expect(nib.bundle === PackageNibCell.nibBundle)
      #expect(nib.bundle !== Bundle(for: PackageNibCell.self))
    }

    @Test func swipeActionsAndContextMenusAreMappedAndRouted() throws {
      let screen = TableScreen()
      let tableView = screen.tableView
      let path = IndexPath(row: 0, section: 1)
      let swipe = try #require(
        screen.adapter.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: path))
      #expect(
        swipe.actions.map(\.style) == [.destructive] && !swipe.performsFirstActionWithFullSwipe)
      var performed: Bool?
      swipe.actions[0].handler(swipe.actions[0], UIView()) { performed = $0 }
      #expect(performed == true && screen.b.events.contains("swipe-delete(0)"))

      let menu = try #require(
        screen.adapter.tableView(tableView, contextMenuConfigurationForRowAt: path, point: .zero))
      let built = try #require(menu.actionProvider?([]))
      let share = try #require(built.children.first as? UIAction)
      #expect(share.title == "Share" && share.attributes == .destructive)
      share.handler(share)
      screen.adapter.tableView(
        tableView, willPerformPreviewActionForMenuWith: menu, animator: CommitAnimator())
      #expect(screen.b.events.suffix(2) == ["share(0)", "commitPreview(b.0, 0)"])
    }

    @Test func headersComeFromTheRegistryToo() {
      let screen = TableScreen()
      let view = screen.adapter.tableView(screen.tableView, viewForHeaderInSection: 1)
      #expect(view is TitleHeader)
    }
  }
#endif
