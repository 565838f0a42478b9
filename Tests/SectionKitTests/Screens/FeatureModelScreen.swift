import Foundation
@_spi(Hosting) import SectionKit
import SectionKitHeadless
import SectionKitTestSupport

/// A row of the tasks sections: its identity and a value whose change refreshes the row.
struct ModelTask: Equatable, Sendable {
  let id: String
  var value: Int
}

/// A basket of fruit, a model given to `setModels`: one section per basket.
struct ModelBasket: Identifiable, Equatable, Sendable {
  let id: String
  var fruit: [String]
}

/// A node of the outline: roots with leaves.
struct ModelNode: Equatable, Sendable {
  let id: String
  var children: [ModelNode] = []
}

/// What the fields of the screen hold, and what Return in the composer does.
@MainActor
final class ModelFields {
  var drafts: [String: String] = [:]
  var composer = ""
  var onSend: (() -> Void)?
}

/// Lets a page load finish only when the test says, so that pages land at the steps the seed
/// picks and never while the test awaits something else.
@MainActor
final class PageGate {
  private var waiting: CheckedContinuation<Void, Never>?
  private var permits = 0

  func wait() async {
    if permits > 0 {
      permits -= 1
      return
    }
    await withCheckedContinuation { waiting = $0 }
  }

  func open() {
    if let waiting {
      self.waiting = nil
      waiting.resume()
    } else {
      permits += 1
    }
  }
}

/// A section per basket that keeps its own copy of the model's rows, as IGListKit's samples
/// do: the user deletes and reorders them, and selects several with a pan.
@MainActor
final class ModelBasketSection: ModelSectionController<ModelBasket>, SectionEditing,
  SectionReordering, SectionRowIdentity, SectionMultipleSelection
{
  var fruit: [String] = []

  override func didAttach(to context: SectionContext) {
    super.didAttach(to: context)
    if let model { fruit = model.fruit }
  }

  override func didUpdate(to model: ModelBasket) {
    fruit = model.fruit
    context.reload()
  }

  override func titleForHeader(in context: SectionContext) -> String? { model?.id }
  override func numberOfRows(in context: SectionContext) -> Int { fruit.count }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: RowContent(fruit[row]), for: row)
  }

  func identityOfRow(at row: Int, in context: SectionContext) -> AnyHashable? {
    fruit.indices.contains(row) ? AnyHashable(fruit[row]) : nil
  }
  func canEditRow(at row: Int, in context: SectionContext) -> Bool { true }
  func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {
    context.performBatch { batch in
      fruit.remove(at: row)
      batch.deleteRows(at: [row])
    }
  }
  func canMoveRow(at row: Int, in context: SectionContext) -> Bool { true }
  func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
    fruit.insert(fruit.remove(at: source), at: destination)
  }
  func shouldBeginMultipleSelection(at row: Int, in context: SectionContext) -> Bool { true }
}

/// Tasks the user deletes, reorders, drags to the other tasks section and selects with a pan.
@MainActor
final class ModelTaskSection: IdentifiedSection<ModelTask, String>, SectionMultipleSelection {
  func shouldBeginMultipleSelection(at row: Int, in context: SectionContext) -> Bool { true }
}

/// One screen with every feature that composes on it: history paged in above, models bound to
/// sections, two tasks sections (text fields, swipe delete, reorder, drag and drop, a pan that
/// selects), an outline, a snapshot diffed off the main actor, messages, a feed paged below and
/// a composer; and the test's own record of what each part shows.
@MainActor
final class FeatureModelScreen {
  static let statusRow = "Loading…"

  let fields = ModelFields()
  let historyGate = PageGate()
  let feedGate = PageGate()
  let history: PagedSection<String>
  let baskets = CompositeController()
  let tasksA: ModelTaskSection
  let tasksB: ModelTaskSection
  let outline: OutlineSection<ModelNode, String>
  let snapshots = SnapshotDataSource<String, String> { _, id in RowContent(id) }
  let recent = IdentifiedSection<String, String>(
    items: [], id: { $0 }, header: "Recent",
    cell: { context, row, text in context.dequeueReusableCell(showing: RowContent(text), for: row) }
  )
  let feed: PagedSection<String>
  let composer: IdentifiedSection<String, String>
  let root = CompositeController()
  let list = HeadlessListView(size: CGSize(width: 320, height: 440))

  // The test's model of what each part shows.
  /// The models the app holds, and last gave to `setModels`.
  var appBaskets: [ModelBasket] = []
  /// The rows each basket shows: the models, as the user edited them since.
  var shownBaskets: [ModelBasket] = []
  var shownA: [ModelTask] = []
  var shownB: [ModelTask] = []
  var outlineRoots: [ModelNode] = []
  var expanded: Set<String> = []
  var showsOutline = true
  var snapshotShown: [(section: String, items: [String])] = []
  var recentShown: [String] = []

  var counter = 0

  init(anchoring: ScrollAnchoring) {
    var olderMessages = (0..<60).map { "h\($0)" }
    let historyGate = historyGate
    let feedGate = feedGate
    history = PagedSection(
      direction: .before, content: { RowContent($0) },
      load: { _ in
        await historyGate.wait()
        let page = Array(olderMessages.suffix(8))
        olderMessages.removeLast(page.count)
        return .init(page, isLast: olderMessages.isEmpty)
      })
    var laterPosts = (0..<60).map { "p\($0)" }
    feed = PagedSection(
      direction: .after, content: { RowContent($0) },
      load: { _ in
        await feedGate.wait()
        let page = Array(laterPosts.prefix(8))
        laterPosts.removeFirst(page.count)
        return .init(page, isLast: laterPosts.isEmpty)
      })
    let fields = fields
    // Each tasks section draws its rows its own way (a prefix): a row dropped or moved into
    // the other section shows that section's drawing only once it gets its cell from it.
    func taskCell(_ prefix: String) -> (SectionContext, Int, ModelTask) -> any Reusable {
      { context, row, task in
        let id = task.id
        let field = RowContent.Accessory.textField(
          text: fields.drafts[id] ?? "", name: "title", onChange: { fields.drafts[id] = $0 })
        return context.dequeueReusableCell(
          showing: RowContent(FeatureModelScreen.taskLine(task, prefix: prefix), accessory: field),
          for: row)
      }
    }
    tasksA = ModelTaskSection(items: [], id: \.id, header: "A", cell: taskCell("A"))
    tasksB = ModelTaskSection(items: [], id: \.id, header: "B", cell: taskCell("B"))
    tasksB.changeStyle = .reload
    for tasks in [tasksA, tasksB] {
      tasks.allowsDeletion = true
      tasks.allowsReordering = true
      tasks.allowsDragAndDrop = true
    }
    outlineRoots = (1...3).map { root in
      ModelNode(id: "o\(root)", children: (1...3).map { ModelNode(id: "o\(root).\($0)") })
    }
    outline = OutlineSection(
      roots: outlineRoots, id: \.id, children: \.children, header: "Outline",
      content: { RowContent($0.id) })
    composer = IdentifiedSection(
      items: ["composer"], id: { $0 },
      cell: { context, row, _ in
        let field = RowContent.Accessory.textField(
          text: fields.composer, name: "composer", onSubmit: { _ in fields.onSend?() },
          onChange: { fields.composer = $0 })
        return context.dequeueReusableCell(
          showing: RowContent("composer", accessory: field), for: row)
      })
    snapshots.backgroundDiffingThreshold = 24
    root.scrollAnchoring = anchoring
    root.allowsMultipleSelectionDuringEditing = true
    root.onDiagnostic = { _ in }
    list.dragInteractionEnabled = true
    root.setChildren(children)
    root.attach(to: list)
    fields.onSend = { [weak self] in self?.send() }
  }

  var children: [SectionProvider] {
    [history, baskets, tasksA, tasksB] + (showsOutline ? [outline] : [])
      + [snapshots.composite, recent, feed, composer]
  }

  /// What a task's row shows in the tasks section of `prefix` ("A" or "B").
  static func taskLine(_ task: ModelTask, prefix: String) -> String {
    "\(prefix)·\(task.id) v\(task.value)"
  }

  func fresh(_ prefix: String) -> String {
    counter += 1
    return "\(prefix)\(counter)"
  }

  /// The composer's Return: a message sent, shown at the end of the recent ones.
  func send() {
    recentShown.append(fresh("s"))
    recent.setItems(recentShown)
  }

  // MARK: What the list must show

  /// The identity of every row, section by section, as the test's model has them.
  var expectedSections: [[String]] {
    var sections: [[String]] = []
    sections.append(paged(history))
    for basket in shownBaskets { sections.append(basket.fruit) }
    sections.append(shownA.map(\.id))
    sections.append(shownB.map(\.id))
    if showsOutline {
      sections.append(
        outlineRoots.flatMap { root in
          [root.id] + (expanded.contains(root.id) ? root.children.map(\.id) : [])
        })
    }
    for section in snapshotShown { sections.append(section.items) }
    sections.append(recentShown)
    sections.append(paged(feed))
    sections.append(["composer"])
    return sections
  }

  /// A paged section's rows: its items and its status row while it shows.
  private func paged(_ section: PagedSection<String>) -> [String] {
    guard let statusRow = section.statusRow else { return section.items }
    var rows = section.items
    rows.insert(Self.statusRow, at: statusRow)
    return rows
  }

  /// Where the global sections of each part begin, for the gestures.
  enum Part: CaseIterable {
    case baskets, tasksA, tasksB, outline, recent
  }

  func sections(of part: Part) -> Range<Int> {
    let basketsStart = 1
    let aStart = basketsStart + shownBaskets.count
    switch part {
    case .baskets: return basketsStart..<aStart
    case .tasksA: return aStart..<(aStart + 1)
    case .tasksB: return (aStart + 1)..<(aStart + 2)
    case .outline: return showsOutline ? (aStart + 2)..<(aStart + 3) : (aStart + 2)..<(aStart + 2)
    case .recent:
      let start = aStart + 2 + (showsOutline ? 1 : 0) + snapshotShown.count
      return start..<(start + 1)
    }
  }
}
