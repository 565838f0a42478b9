#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitUIKit
  import Testing

  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #endif

  // The code of Sources/SectionKit/SectionKit.docc/UIKitIntegration.md, of the landing page of
  // Sources/SectionKitUIKit/SectionKitUIKit.docc/SectionKitUIKit.md and of the contributor
  // notes Docs/UIKitMirror.md (how a test plays UIKit before and from iOS 16), compiled against
  // UIKitMirror, the UIKit API as Apple declares it.

  struct Shipment: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  final class ShipmentCell: UITableViewCell {
    var order: Shipment?
  }

  final class ShipmentSummaryCell: UITableViewCell, NibReusable {
    var count = 0
  }

  final class ShipmentsSection: SectionController {
    private(set) var orders: [Shipment]
    var onOpen: ((Shipment) -> Void)?
    var onReorder: ((Shipment) -> Void)?

    init(orders: [Shipment]) { self.orders = orders }

    override func numberOfRows(in context: SectionContext) -> Int { orders.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: ShipmentCell.self, for: row)
      cell.order = orders[row]
      return cell
    }

    override func titleForHeader(in context: SectionContext) -> String? { "Shipments" }

    override func didSelectRow(at row: Int, in context: SectionContext) { onOpen?(orders[row]) }

    func add(_ order: Shipment) {
      context.performBatch { batch in
        orders.insert(order, at: 0)
        batch.insertRows(at: [0])
      }
    }

    func cancel(at row: Int) {
      context.performBatch { batch in
        orders.remove(at: row)
        batch.deleteRows(at: [row])
      }
    }
  }

  extension ShipmentsSection: SectionSwipeActions, SectionContextMenus {
    func trailingSwipeActions(forRow row: Int, in context: SectionContext)
      -> SwipeActionsConfiguration?
    {
      let title = "Cancel Shipment"
      let cancel = SwipeAction(identifier: "cancel", title: title, style: .destructive) {
        [weak self] completion in
        self?.cancel(at: row)
        completion(true)
      }
      return SwipeActionsConfiguration(actions: [cancel], performsFirstActionWithFullSwipe: false)
    }

    func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
      let order = orders[row]
      let again = ContextMenu.Action(identifier: "reorder", title: "Shipment Again") {
        [weak self] in
        self?.onReorder?(order)
      }
      return ContextMenu(
        identifier: "order.\(order.id)", title: order.title, actions: [again], hasPreview: true)
    }

    func willCommitPreview(
      of menu: ContextMenu, forRow row: Int, in context: SectionContext
    ) {
      onOpen?(orders[row])
    }
  }

  final class ShipmentSummarySection: SectionController {
    let count: Int

    init(count: Int) { self.count = count }

    override func numberOfRows(in context: SectionContext) -> Int { 1 }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: ShipmentSummaryCell.self, for: row)
      cell.count = count
      return cell
    }
  }

  final class ShipmentTileCell: UICollectionViewCell {
    var order: Shipment?
  }

  final class ShipmentsHeaderView: UICollectionReusableView {
    var title = ""
  }

  final class ShipmentTilesSection: SectionController {
    private(set) var orders: [Shipment]

    init(orders: [Shipment]) { self.orders = orders }

    override func numberOfRows(in context: SectionContext) -> Int { orders.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: ShipmentTileCell.self, for: row)
      cell.order = orders[row]
      return cell
    }

    func add(_ order: Shipment) {
      context.performBatch { batch in
        orders.insert(order, at: 0)
        batch.insertRows(at: [0])
      }
    }
  }

  extension ShipmentTilesSection: SectionHeaderFooterViews {
    func viewForHeader(in context: SectionContext) -> (any Reusable)? {
      let header = context.dequeueReusableSupplementaryView(
        ofKind: .header, ofType: ShipmentsHeaderView.self)
      header.title = "Recent orders"
      return header
    }
  }

  final class ShipmentPhotoCell: UICollectionViewCell {
    var photo = ""
  }

  final class ShipmentPhotosSection: SectionController {
    let photos: [String]

    init(photos: [String]) { self.photos = photos }

    override func numberOfRows(in context: SectionContext) -> Int { photos.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: ShipmentPhotoCell.self, for: row)
      cell.photo = photos[row]
      return cell
    }
  }

  extension ShipmentPhotosSection: SectionHeaderFooterViews, SectionFlowLayout {
    func viewForHeader(in context: SectionContext) -> (any Reusable)? {
      let header = context.dequeueReusableSupplementaryView(
        ofKind: .header, ofType: ShipmentsHeaderView.self)
      header.title = "Photos"
      return header
    }

    // Three square photos per line, 8 points apart, across the collection view's width.
    func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? {
      let side = ((context.containerSize.width - 2 * 8) / 3).rounded(.down)
      return CGSize(width: side, height: side)
    }

    func minimumInteritemSpacing(in context: SectionContext) -> CGFloat? { 8 }

    func sectionInsets(in context: SectionContext) -> SectionInsets? {
      SectionInsets(top: 8, bottom: 8)
    }

    func sizeForHeader(in context: SectionContext) -> CGSize? {
      CGSize(width: context.containerSize.width, height: 44)
    }
  }

  final class ShipmentHistorySection: SectionController {
    let orders: [Shipment]
    var onOpen: ((Shipment) -> Void)?

    init(orders: [Shipment]) { self.orders = orders }

    override func numberOfRows(in context: SectionContext) -> Int { orders.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: ShipmentCell.self, for: row)
      cell.order = orders[row]
      return cell
    }
  }

  extension ShipmentHistorySection: SectionPrimaryActions {
    func canPerformPrimaryAction(forRow row: Int, in context: SectionContext) -> Bool {
      true
    }

    func performPrimaryAction(forRow row: Int, in context: SectionContext) {
      onOpen?(orders[row])
    }
  }

  extension ShipmentHistorySection: CompositionalSectionController {
    // On a wide screen, the history reads as an inset grouped list; elsewhere, the layout's list.
    func layoutSection(
      environment: any NSCollectionLayoutEnvironment, in context: SectionContext
    ) -> NSCollectionLayoutSection? {
      guard environment.container.effectiveContentSize.width > 600 else { return nil }
      return .list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
        layoutEnvironment: environment)
    }
  }

  final class DelayBadgeView: UICollectionReusableView {
    var days = 0
  }

  extension SupplementaryKind {
    // The layout's NSCollectionLayoutSupplementaryItem uses "delay-badge" as its element kind.
    static let delayBadge = SupplementaryKind("delay-badge")
  }

  final class DelayedShipmentsSection: SectionController {
    let delays: [Int]  // days late, per shipment

    init(delays: [Int]) { self.delays = delays }

    override func numberOfRows(in context: SectionContext) -> Int { delays.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: ShipmentTileCell.self, for: row)
    }

    override func titleForHeader(in context: SectionContext) -> String? { "Delayed" }
  }

  extension DelayedShipmentsSection: SectionSupplementaryViews, SectionPinnedHeader {
    func supplementaryKinds(in context: SectionContext) -> [SupplementaryKind] {
      [.delayBadge]
    }

    // The badge of one item: `index` is the item the layout attaches it to.
    func viewForSupplementaryView(
      ofKind kind: SupplementaryKind, at index: Int, in context: SectionContext
    ) -> (any Reusable)? {
      guard kind == .delayBadge, delays[index] > 0 else { return nil }
      let badge = context.dequeueReusableSupplementaryView(
        ofKind: kind, ofType: DelayBadgeView.self)
      badge.days = delays[index]
      return badge
    }

    // The header stays at the top while the section's items scroll under it.
    func pinsHeaderToVisibleBounds(in context: SectionContext) -> Bool { true }
  }

  /// The environment a compositional layout gives its section provider, of a given width.
  final class ShipmentLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    final class Container: NSObject, NSCollectionLayoutContainer {
      let contentSize: CGSize
      var effectiveContentSize: CGSize { contentSize }
      init(width: CGFloat) { contentSize = CGSize(width: width, height: 800) }
    }
    let container: any NSCollectionLayoutContainer
    let traitCollection = UITraitCollection()
    init(width: CGFloat) { container = Container(width: width) }
  }

  /// A transition coordinator the test drives, as UIKit drives its own during an interactive pop.
  final class ShipmentPopCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    var isCancelled = false
    var isInteractive = true
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      animation?(self)
      if let completion { completions.append(completion) }
      return true
    }

    func end(cancelled: Bool) {
      isCancelled = cancelled
      for completion in completions { completion(self) }
    }
  }

  final class ShipmentPreviewAnimator: MirrorContextMenuAnimator {}

  /// The view controller a shipment's preview shows.
  final class ShipmentViewController: UIViewController {
    let order: Shipment
    init(order: Shipment) {
      self.order = order
      super.init()
    }
  }

  /// Shipments whose menu and swipe action are built as a UIKit app builds them.
  final class TrackedShipmentsSection: SectionController {
    let orders: [Shipment]
    var destinations: [Int: String] = [:]
    var events: [String] = []
    init(orders: [Shipment]) { self.orders = orders }

    override func numberOfRows(in context: SectionContext) -> Int { orders.count }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: RowContent(orders[row].title), for: row)
    }
  }

  extension TrackedShipmentsSection: SectionContextMenus, SectionSwipeActions {
    func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
      let order = orders[row]
      return ContextMenu(identifier: "order.\(order.id)", title: order.title) {
        ContextMenu.Action(identifier: "share", title: "Share", imageName: "square.and.arrow.up") {
          [weak self] in
          self?.events.append("share \(order.id)")
        }
        ContextMenu.Submenu(title: "Deliver To", imageName: "shippingbox") {
          for place in ["Home", "Office"] {
            ContextMenu.Action(
              identifier: "deliver.\(place)", title: place,
              state: destinations[order.id] == place ? .on : .off
            ) { [weak self] in
              self?.destinations[order.id] = place
            }
          }
        }
        ContextMenu.Submenu(options: .displayInline) {
          ContextMenu.Action(
            identifier: "cancel", title: "Cancel Shipment", imageName: "xmark.circle",
            attributes: .destructive
          ) { [weak self] in
            self?.events.append("cancel \(order.id)")
          }
        }
      }
      .preview { ShipmentViewController(order: order) }
    }

    func leadingSwipeActions(forRow row: Int, in context: SectionContext)
      -> SwipeActionsConfiguration?
    {
      let order = orders[row]
      let track = SwipeAction(
        identifier: "track", title: "Track", imageName: "location", backgroundColor: .systemBlue
      ) { [weak self] completion in
        self?.events.append("track \(order.id)")
        completion(true)
      }
      return SwipeActionsConfiguration(actions: [track])
    }

    func trailingSwipeActions(forRow row: Int, in context: SectionContext)
      -> SwipeActionsConfiguration?
    {
      nil  // UIKit's own Delete, for an editable row
    }
  }

  @MainActor
  func sampleOrders() -> [Shipment] {
    [Shipment(id: 1041, title: "Coffee beans"), Shipment(id: 1042, title: "Grinder")]
  }

  @Suite("Article: UIKit Integration, against UIKitMirror") @MainActor
  struct UIKitIntegrationTests {
    @Test func aTableViewControllerShowsTheScreen() {
      let orders = ShipmentsSection(orders: sampleOrders())

      let screen = CompositeController([orders, ShipmentSummarySection(count: 2)])
      let controller = SectionTableViewController(composite: screen, style: .insetGrouped)

      controller.loadViewIfNeeded()  // UIKit loads the view when the controller is shown
      controller.viewWillAppear(false)
      #expect(controller.tableView.dataSource === controller.adapter)
      #expect(controller.tableView.delegate === controller.adapter)
      #expect(controller.adapter?.rowCounts == [2, 1])
    }

    @Test func anAdapterDrivesATableViewYouOwn() {
      let orders = ShipmentsSection(orders: sampleOrders())
      let screen = CompositeController([orders])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)

      let adapter = TableViewAdapter(tableView: tableView)
      adapter.rowAnimation = .fade
      screen.attach(to: adapter)

      #expect(tableView.dataSource === adapter)
      #expect(adapter.rowCounts == [2])

      tableView.calls = []
      orders.add(Shipment(id: 1043, title: "Filter papers"))
      screen.flushUpdates()
      #expect(tableView.calls == ["performBatchUpdates {", "insertRows [[0, 0]] fade", "}"])
    }

    @Test func anAdapterKeepsATableViewYouOwnClearOfTheKeyboard() {
      let screen = CompositeController([ShipmentsSection(orders: sampleOrders())])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      tableView.testWindow = UIWindow(frame: tableView.frame)
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)

      adapter.avoidsKeyboard = true  // false (the default) leaves the insets alone

      NotificationCenter.default.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
        userInfo: [
          UIResponder.keyboardFrameEndUserInfoKey: NSValue(
            cgRect: CGRect(x: 0, y: 544, width: 390, height: 300))
        ])
      #expect(tableView.contentInset.bottom == 300)
      #expect(tableView.verticalScrollIndicatorInsets.bottom == 300)
      NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
      #expect(tableView.contentInset.bottom == 0)
    }

    @Test func batchesBecomeTheTableViewsNativeCalls() {
      let orders = ShipmentsSection(orders: sampleOrders())
      let summary = ShipmentSummarySection(count: 2)
      let screen = CompositeController([orders, summary])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)

      tableView.calls = []
      orders.cancel(at: 1)
      screen.move(from: 1, to: 0)
      screen.flushUpdates()
      #expect(
        tableView.calls == [
          "performBatchUpdates {", "deleteRows [[0, 1]] automatic", "}",
          "performBatchUpdates {", "moveSection 1 0", "}",
        ])
    }

    @Test func aCompositionalLayoutAsksTheOwningController() throws {
      let history = ShipmentHistorySection(orders: sampleOrders())
      let tiles = ShipmentTilesSection(orders: sampleOrders())
      let screen = CompositeController([tiles, history])

      let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      collectionView.collectionViewLayout = adapter.makeCompositionalLayout(listAppearance: .plain)
      screen.attach(to: adapter)

      let layout = try #require(
        collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
      let wide = ShipmentLayoutEnvironment(width: 800)
      let narrow = ShipmentLayoutEnvironment(width: 390)
      #expect(layout.sectionProvider(1, wide)?.listConfiguration?.appearance == .insetGrouped)
      #expect(layout.sectionProvider(1, narrow)?.listConfiguration?.appearance == .plain)
      #expect(layout.sectionProvider(0, wide)?.listConfiguration?.appearance == .plain)
    }

    @Test func aBadgeOfAnyKindAndAPinnedHeaderComeFromTheSection() throws {
      let screen = CompositeController([DelayedShipmentsSection(delays: [0, 2])])
      let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let layout = adapter.makeCompositionalLayout(listAppearance: .plain)
      collectionView.collectionViewLayout = layout
      screen.attach(to: adapter)

      let badge = adapter.collectionView(
        collectionView, viewForSupplementaryElementOfKind: "delay-badge",
        at: IndexPath(item: 1, section: 0))
      let header = try #require(
        layout.sectionProvider(0, ShipmentLayoutEnvironment(width: 390))?
          .boundarySupplementaryItems.first)

      #expect((badge as? DelayBadgeView)?.days == 2)
      #expect(header.elementKind == UICollectionView.elementKindSectionHeader)
      #expect(header.pinToVisibleBounds)
    }

    @Test func aCollectionViewControllerShowsTheSameControllers() throws {
      let tiles = ShipmentTilesSection(orders: sampleOrders())
      let screen = CompositeController([tiles])
      let layout = UICollectionViewLayout()  // any layout; here the mirror's

      let controller = SectionCollectionViewController(composite: screen, layout: layout)

      controller.loadViewIfNeeded()
      controller.viewWillAppear(false)
      let adapter = try #require(controller.adapter)
      let header = adapter.collectionView(
        controller.collectionView,
        viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0))
      #expect((header as? ShipmentsHeaderView)?.title == "Recent orders")

      controller.collectionView.calls = []
      tiles.add(Shipment(id: 1043, title: "Filter papers"))
      screen.flushUpdates()
      #expect(
        controller.collectionView.calls == ["performBatchUpdates {", "insertItems [[0, 0]]", "}"])
    }

    @Test func aPhotoGridGivesTheFlowLayoutItsSizes() throws {
      let layout = UICollectionViewFlowLayout()
      let photos = ShipmentPhotosSection(photos: ["box", "label", "receipt", "parcel"])
      let screen = CompositeController([ShipmentTilesSection(orders: sampleOrders()), photos])
      let controller = SectionCollectionViewController(composite: screen, layout: layout)
      controller.loadViewIfNeeded()
      let adapter = try #require(controller.adapter)
      let collectionView = try #require(controller.collectionView)  // 390 points wide
      #expect(adapter.containerSize.width == 390)

      // What the flow layout gets when it asks the collection view's delegate:
      let photo = IndexPath(item: 3, section: 1)
      #expect(
        adapter.collectionView(collectionView, layout: layout, sizeForItemAt: photo)
          == CGSize(width: 124, height: 124))
      #expect(
        adapter.collectionView(
          collectionView, layout: layout, minimumInteritemSpacingForSectionAt: 1)
          == 8)
      var insets = UIEdgeInsets()
      (insets.top, insets.bottom) = (8, 8)
      #expect(
        adapter.collectionView(collectionView, layout: layout, insetForSectionAt: 1) == insets)
      #expect(
        adapter.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: 1)
          == CGSize(width: 390, height: 44))
      // Not given by the section: the layout's own.
      #expect(
        adapter.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: 1)
          == layout.minimumLineSpacing)
      // The tiles give a header view but no header size, and the layout's is zero: no header.
      #expect(
        adapter.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: 0)
          == .zero)
      #expect(
        adapter.collectionView(
          collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
          == layout.itemSize)
    }

    @Test(arguments: [false, true])
    func aTapRunsThePrimaryActionOnceBeforeAndFromIOS16(uiKitHasPrimaryActions: Bool) {
      let history = ShipmentHistorySection(orders: sampleOrders())
      var opened: [Int] = []
      history.onOpen = { opened.append($0.id) }
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      adapter.systemPerformsPrimaryActions = uiKitHasPrimaryActions
      let screen = CompositeController([history])
      screen.attach(to: adapter)

      // UIKit's calls for a tap on the second row: from iOS 16 it asks for the primary action
      // itself; before, only the selection is reported.
      let row = IndexPath(row: 1, section: 0)
      if let target = adapter.tableView(tableView, willSelectRowAt: row) {
        adapter.tableView(tableView, didSelectRowAt: target)
      }
      let primary = uiKitHasPrimaryActions
      if primary, adapter.tableView(tableView, canPerformPrimaryActionForRowAt: row) {
        adapter.tableView(tableView, performPrimaryActionForRowAt: row)
      }
      #expect(opened == [1042])
    }

    @Test func nibCellsRegisterWithTheirNibOnFirstUse() throws {
      let screen = CompositeController([ShipmentSummarySection(count: 2)])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      tableView.nibContents["ShipmentSummaryCell"] = ShipmentSummaryCell.self  // what the nib holds
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)

      let cell = adapter.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0))
      #expect((cell as? ShipmentSummaryCell)?.count == 2)
      let nib = try #require(
        tableView.registeredNib(forIdentifier: ShipmentSummaryCell.reuseIdentifier))
      #expect(nib.name == "ShipmentSummaryCell")
      #expect(nib.bundle == Bundle(for: ShipmentSummaryCell.self))
    }

    @Test func menusHaveImagesSubmenusAndAPreview() throws {
      let orders = TrackedShipmentsSection(orders: sampleOrders())
      let screen = CompositeController([orders])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)
      let delegate: any UITableViewDelegate = adapter
      let grinder = IndexPath(row: 1, section: 0)

      let menu = try #require(
        delegate.tableView(tableView, contextMenuConfigurationForRowAt: grinder, point: .zero))
      let preview = menu.previewProvider?() as? ShipmentViewController
      #expect(preview?.order.id == 1042)
      let built = try #require(menu.actionProvider?([]))
      #expect(built.children.map(\.title) == ["Share", "Deliver To", ""])
      let deliver = try #require(built.children[1] as? UIMenu)
      #expect(deliver.image?.mirrorSystemName == "shippingbox")
      let office = try #require(deliver.children.last as? UIAction)
      office.handler(office)
      #expect(orders.destinations == [1042: "Office"])
      let inline = try #require(built.children[2] as? UIMenu)
      #expect(inline.options == .displayInline)
      #expect((inline.children.first as? UIAction)?.attributes == .destructive)

      let swipe = try #require(
        delegate.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: grinder))
      #expect(swipe.actions[0].image?.mirrorSystemName == "location")
      #expect(swipe.actions[0].backgroundColor == .systemBlue)
    }

    @Test func swipeActionsAndMenusAreMappedAndRouted() throws {
      let orders = ShipmentsSection(orders: sampleOrders())
      let screen = CompositeController([orders])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)
      var opened: [Int] = []
      var reordered: [Int] = []
      orders.onOpen = { opened.append($0.id) }
      orders.onReorder = { reordered.append($0.id) }
      let delegate: any UITableViewDelegate = adapter  // as UIKit sees the adapter
      let grinder = IndexPath(row: 1, section: 0)

      let menu = try #require(
        delegate.tableView(tableView, contextMenuConfigurationForRowAt: grinder, point: .zero))
      let again = try #require(menu.actionProvider?([])?.children.first as? UIAction)
      #expect(again.title == "Shipment Again")
      again.handler(again)
      #expect(reordered == [1042])
      delegate.tableView(
        tableView, willPerformPreviewActionForMenuWith: menu, animator: ShipmentPreviewAnimator())
      #expect(opened == [1042])

      let swipe = try #require(
        delegate.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: grinder))
      #expect(swipe.actions.map(\.title) == ["Cancel Shipment"])
      #expect(swipe.actions[0].style == .destructive)
      #expect(!swipe.performsFirstActionWithFullSwipe)
      var performed: Bool?
      swipe.actions[0].handler(swipe.actions[0], UIView()) { performed = $0 }
      screen.flushUpdates()
      #expect(performed == true)
      #expect(orders.orders.map(\.id) == [1041])
    }

    @Test func theSelectionIsClearedAlongsideAPopAndRestoredIfItIsCancelled() {
      let screen = CompositeController([ShipmentsSection(orders: sampleOrders())])
      let controller = SectionTableViewController(composite: screen, style: .insetGrouped)
      controller.loadViewIfNeeded()
      controller.viewWillAppear(false)
      let row = IndexPath(row: 1, section: 0)
      controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)

      let pop = ShipmentPopCoordinator()
      controller.testTransitionCoordinator = pop  // UIKit's own during a pop
      controller.viewWillAppear(true)
      #expect(controller.tableView.indexPathsForSelectedRows == nil)
      pop.end(cancelled: true)
      #expect(controller.tableView.indexPathsForSelectedRows == [row])
    }

    @Test func aSheetSwipedAwayClearsTheSelection() throws {
      let screen = CompositeController([ShipmentsSection(orders: sampleOrders())])
      let controller = SectionTableViewController(composite: screen, style: .insetGrouped)
      controller.loadViewIfNeeded()
      controller.viewWillAppear(false)
      controller.tableView.selectRow(
        at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
      let detail = UIViewController()
      let sheet = UIPresentationController(  // UIKit makes it on present
        presentedViewController: detail, presenting: controller)
      detail.testPresentationController = sheet

      controller.clearSelectionWhenDismissedByUser(detail)

      let presentation = try #require(detail.presentationController)
      presentation.delegate?.presentationControllerWillDismiss?(presentation)
      #expect(controller.tableView.indexPathsForSelectedRows == nil)
    }

    @Test func clearingTheSelectionCanBeTurnedOff() {
      let screen = CompositeController([ShipmentsSection(orders: sampleOrders())])
      let controller = SectionTableViewController(composite: screen, style: .insetGrouped)
      controller.clearsSelectionOnAppear = false
      controller.loadViewIfNeeded()
      controller.viewWillAppear(false)
      let row = IndexPath(row: 0, section: 0)
      controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
      controller.viewWillAppear(true)
      #expect(controller.tableView.indexPathsForSelectedRows == [row])
    }

    @Test func aNearMissSignatureWouldBeCaught() {
      let screen = CompositeController([ShipmentsSection(orders: sampleOrders())])
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)
      let row = IndexPath(row: 0, section: 0)

      MirrorRecorder.reset()
      let delegate: any UITableViewDelegate = adapter
      _ = delegate.tableView(tableView, heightForRowAt: row)
      _ = delegate.tableView(tableView, willSelectRowAt: row)
      _ = delegate.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: row)
      #expect(MirrorRecorder.defaultsReached.isEmpty, "a default ran: the adapter's method missed")
    }
  }
#endif
