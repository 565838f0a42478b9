#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitHeadless
  import SectionKitUIKit
  import Testing

  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #endif

  // The code of "Migrating from UITableViewController"
  // (Sources/SectionKit/SectionKit.docc/MigratingFromTableViewController.md), compiled and run:
  // the UITableViewController code against UIKitMirror, the SectionKit code against SectionKit.

  // MARK: Before

  struct Order: Identifiable, Equatable {
    let id: Int
    var item: String
  }

  final class OrderCell: UITableViewCell {
    var title = ""
    var detail = ""
  }

  final class OrdersViewController: UITableViewController {
    enum Section: Int, CaseIterable {
      case inProgress
      case delivered
    }

    var inProgress: [Order] = []
    var delivered: [Order] = []
    var onOpen: ((Order) -> Void)?

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(OrderCell.self, forCellReuseIdentifier: "OrderCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      switch Section(rawValue: section)! {
      case .inProgress: return inProgress.count
      case .delivered: return delivered.count
      }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath) as! OrderCell
      let order = order(at: indexPath)
      cell.title = order.item
      cell.detail = "#\(order.id)"
      return cell
    }

    override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      switch Section(rawValue: section)! {
      case .inProgress: return "In progress"
      case .delivered: return "Delivered"
      }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      onOpen?(order(at: indexPath))
    }

    func order(at indexPath: IndexPath) -> Order {
      switch Section(rawValue: indexPath.section)! {
      case .inProgress: return inProgress[indexPath.row]
      case .delivered: return delivered[indexPath.row]
      }
    }
  }

  extension OrdersViewController {
    func markDelivered(at row: Int) {
      let order = inProgress.remove(at: row)
      delivered.insert(order, at: 0)
      tableView.performBatchUpdates {
        self.tableView.deleteRows(
          at: [IndexPath(row: row, section: Section.inProgress.rawValue)], with: .automatic)
        self.tableView.insertRows(
          at: [IndexPath(row: 0, section: Section.delivered.rawValue)], with: .automatic)
      }
    }
  }

  final class PackingQueueViewController: UITableViewController {
    var queue: [Order] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(OrderCell.self, forCellReuseIdentifier: "OrderCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      queue.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath) as! OrderCell
      cell.title = queue[indexPath.row].item
      cell.detail = "#\(queue[indexPath.row].id)"
      return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      let order = queue.remove(at: sourceIndexPath.row)
      queue.insert(order, at: destinationIndexPath.row)
    }
  }

  // MARK: After

  protocol OrderDisplaying: Reusable {
    func show(_ order: Order)
  }

  extension OrderCell: OrderDisplaying {
    func show(_ order: Order) {
      title = order.item
      detail = "#\(order.id)"
    }
  }

  final class OrdersSection: SectionController {
    let title: String
    private(set) var orders: [Order]
    var onOpen: ((Order) -> Void)?
    private let cellType: any OrderDisplaying.Type

    init(title: String, orders: [Order], cell: any OrderDisplaying.Type) {
      self.title = title
      self.orders = orders
      self.cellType = cell
    }

    override var sectionIdentity: AnyHashable { title }

    override func numberOfRows(in context: SectionContext) -> Int { orders.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: cellType, for: row)
      cell.show(orders[row])
      return cell
    }

    override func titleForHeader(in context: SectionContext) -> String? { title }

    override func didSelectRow(at row: Int, in context: SectionContext) {
      context.deselectRow(row, animated: true)
      onOpen?(orders[row])
    }

    func remove(at row: Int) -> Order {
      let order = orders[row]
      context.performBatch { batch in
        orders.remove(at: row)
        batch.deleteRows(at: [row])
      }
      return order
    }

    func insert(_ order: Order, at row: Int) {
      context.performBatch { batch in
        orders.insert(order, at: row)
        batch.insertRows(at: [row])
      }
    }
  }

  @MainActor
  final class OrdersScreen {
    let inProgress: OrdersSection
    let delivered: OrdersSection
    let composite: CompositeController

    init(inProgress: [Order], delivered: [Order], cell: any OrderDisplaying.Type) {
      self.inProgress = OrdersSection(title: "In progress", orders: inProgress, cell: cell)
      self.delivered = OrdersSection(title: "Delivered", orders: delivered, cell: cell)
      composite = CompositeController([self.inProgress, self.delivered])
    }

    func markDelivered(at row: Int) {
      let order = inProgress.remove(at: row)
      delivered.insert(order, at: 0)
    }
  }

  @MainActor
  func makeOrdersViewController(screen: OrdersScreen) -> SectionTableViewController {
    SectionTableViewController(composite: screen.composite, style: .insetGrouped)
  }

  @MainActor
  func makePackingQueue(_ orders: [Order], cell: any OrderDisplaying.Type)
    -> IdentifiedSection<Order, Int>
  {
    let queue = IdentifiedSection(items: orders, header: "To pack") { context, row, order in
      let orderCell = context.dequeueReusableCell(ofType: cell, for: row)
      orderCell.show(order)
      return orderCell
    }
    queue.allowsReordering = true
    return queue
  }

  final class OrderTextCell: HeadlessCell, OrderDisplaying {
    var text = ""
    func show(_ order: Order) { text = "\(order.item) #\(order.id)" }
    override var textDescription: String { text }
  }

  // MARK: Tests

  @Suite("Migrating from UITableViewController") @MainActor
  struct MigratingFromTableViewControllerTests {
    static let lamp = Order(id: 7, item: "Desk lamp")
    static let kettle = Order(id: 8, item: "Kettle")
    static let chair = Order(id: 5, item: "Chair")

    func before() -> OrdersViewController {
      let controller = OrdersViewController(style: .insetGrouped)
      controller.inProgress = [Self.lamp, Self.kettle]
      controller.delivered = [Self.chair]
      controller.loadViewIfNeeded()
      return controller
    }

    func after() -> (OrdersScreen, SectionTableViewController) {
      let screen = OrdersScreen(
        inProgress: [Self.lamp, Self.kettle], delivered: [Self.chair], cell: OrderCell.self)
      let controller = makeOrdersViewController(screen: screen)
      controller.loadViewIfNeeded()
      return (screen, controller)
    }

    /// The title and detail of every row, asked through a table view's data source as UIKit asks.
    func rows(of dataSource: any UITableViewDataSource, in tableView: UITableView, sections: Int)
      -> [[String]]
    {
      (0..<sections).map { section in
        (0..<dataSource.tableView(tableView, numberOfRowsInSection: section)).map { row in
          let cell = dataSource.tableView(
            tableView, cellForRowAt: IndexPath(row: row, section: section))
          guard let cell = cell as? OrderCell else { return "not an OrderCell" }
          return "\(cell.title) \(cell.detail)"
        }
      }
    }

    @Test func theSectionControllersShowTheRowsTheTableViewControllerShowed() throws {
      let before = before()
      let (screen, after) = after()
      let dataSource = try #require(after.tableView.dataSource)

      #expect(dataSource.numberOfSections(in: after.tableView) == 2)
      let expected = [["Desk lamp #7", "Kettle #8"], ["Chair #5"]]
      #expect(rows(of: before, in: before.tableView, sections: 2) == expected)
      #expect(rows(of: dataSource, in: after.tableView, sections: 2) == expected)
      #expect(dataSource.tableView(after.tableView, titleForHeaderInSection: 1) == "Delivered")
      #expect(before.numberOfSections(in: before.tableView) == 2)
      #expect(before.tableView(before.tableView, titleForHeaderInSection: 1) == "Delivered")
      #expect(after.composite === screen.composite)
    }

    @Test func markingDeliveredSendsTheTableViewTheSameBatch() throws {
      let before = before()
      let (screen, after) = after()
      before.tableView.calls = []
      after.tableView.calls = []

      before.markDelivered(at: 1)
      screen.markDelivered(at: 1)
      screen.composite.flushUpdates()

      let expected = [
        "performBatchUpdates {", "deleteRows [[0, 1]] automatic", "insertRows [[1, 0]] automatic",
        "}",
      ]
      #expect(before.tableView.calls == expected)
      #expect(after.tableView.calls == expected)
      let dataSource = try #require(after.tableView.dataSource)
      #expect(
        rows(of: dataSource, in: after.tableView, sections: 2)
          == rows(of: before, in: before.tableView, sections: 2))
      #expect(screen.composite.diagnostics.isEmpty)
    }

    @Test func draggingAnOrderMovesItAsMoveRowAtDid() throws {
      let before = PackingQueueViewController(style: .plain)
      before.queue = [Self.lamp, Self.kettle, Self.chair]
      before.loadViewIfNeeded()
      before.viewWillAppear(false)  // UIKit loads an empty table as it appears
      let queue = makePackingQueue([Self.lamp, Self.kettle, Self.chair], cell: OrderCell.self)
      let after = SectionTableViewController(composite: CompositeController([queue]), style: .plain)
      after.loadViewIfNeeded()
      let dataSource = try #require(after.tableView.dataSource)
      for controller in [before, after] as [UITableViewController] {
        controller.setEditing(true, animated: false)
        controller.tableView.calls = []
        controller.tableView.userMovesRow(
          at: IndexPath(row: 2, section: 0), toProposed: IndexPath(row: 0, section: 0))
      }
      after.composite.flushUpdates()

      #expect(after.tableView.calls == before.tableView.calls, "no batch follows the move")
      #expect(before.queue == [Self.chair, Self.lamp, Self.kettle])
      #expect(queue.items == before.queue)
      let expected = [["Chair #5", "Desk lamp #7", "Kettle #8"]]
      #expect(rows(of: before, in: before.tableView, sections: 1) == expected)
      #expect(rows(of: dataSource, in: after.tableView, sections: 1) == expected)
    }

    @Test func selectingAnOrderOpensItInLocalRows() throws {
      let screen = OrdersScreen(
        inProgress: [Self.lamp], delivered: [Self.chair, Self.kettle], cell: OrderTextCell.self)
      var opened: [Order] = []
      screen.delivered.onOpen = { opened.append($0) }
      let list = HeadlessListView()
      screen.composite.attach(to: list)

      try list.tapRow(at: ListIndexPath(row: 1, section: 1))

      #expect(opened == [Self.kettle])
      #expect(list.indexPathsForSelectedRows == [])
    }
  }

  @Test @MainActor func markingAnOrderDeliveredMovesIt() {
    let screen = OrdersScreen(
      inProgress: [Order(id: 7, item: "Desk lamp"), Order(id: 8, item: "Kettle")],
      delivered: [Order(id: 5, item: "Chair")], cell: OrderTextCell.self)
    let list = HeadlessListView()
    screen.composite.attach(to: list)

    screen.markDelivered(at: 1)
    screen.composite.flushUpdates()

    #expect(
      list.renderedText() == """
        ┌ IN PROGRESS
        │ Desk lamp #7
        └

        ┌ DELIVERED
        │ Kettle #8
        │ Chair #5
        └

        """)
    #expect(list.reloadCount == 1)
  }

  @Test @MainActor func draggingAnOrderReordersTheQueue() throws {
    let queue = makePackingQueue(
      [Order(id: 7, item: "Desk lamp"), Order(id: 8, item: "Kettle"), Order(id: 5, item: "Chair")],
      cell: OrderTextCell.self)
    var moved: [String] = []
    queue.onMove = { context, from, to, order in
      moved.append("\(order.item): \(from) → \(to)")
    }
    let screen = CompositeController([queue])
    let list = HeadlessListView()
    screen.attach(to: list)
    list.setEditing(true, animated: false)

    try list.moveRow(
      from: ListIndexPath(row: 2, section: 0), toProposed: ListIndexPath(row: 0, section: 0))

    #expect(queue.items.map(\.item) == ["Chair", "Desk lamp", "Kettle"])
    #expect(moved == ["Chair: 2 → 0"])
    #expect(list.renderedText().contains("│ Chair #5\n│ Desk lamp #7\n│ Kettle #8"))
  }
#endif
