// A port of IGListKit's "Mixed Data" example screen to SectionKit, written anew (no code or
// prose copied). Source: github.com/Instagram/IGListKit,
// Examples/Examples-iOS/IGListKitExamples/ViewControllers/MixedDataViewController.swift, with
// the section controllers it uses (SectionControllers/ExpandableSectionController.swift,
// GridSectionController.swift, UserSectionController.swift) and its models (Models/GridItem.swift,
// Models/User.swift).
//
// What it exercises: one list of models of three kinds, each with its own section controller
// (setModels with a factory that switches on the kind); a filter that shows one kind at a time
// (a segmented control in the original); a text section that grows when tapped; a grid whose
// items reorder; user sections of one item that the user drags among each other.

import SectionKit
import SectionKitHeadless
import Testing

/// The port's types, in a namespace of their own so that they stay apart from the test
/// target's other types.
enum MixedData {
  // MARK: Models

  /// A grid of numbered squares in one colour.
  ///
  /// A class, as in the original: the section moves its items in place, and the screen's data
  /// sees the new order.
  final class GridItem: Equatable {
    let color: String
    var items: [String]

    init(color: String, itemCount: Int) {
      self.color = color
      self.items = (1...itemCount).map { String($0) }
    }

    static func == (lhs: GridItem, rhs: GridItem) -> Bool { lhs === rhs }
  }

  struct User: Equatable {
    let pk: Int
    let name: String
    let handle: String
  }

  /// One object of the screen's data: IGListKit's `[Any]` of strings, grids and users.
  enum Item: Identifiable, Equatable {
    case text(String)
    case grid(GridItem)
    case user(User)

    var id: String {
      switch self {
      case .text(let text): "text \(text)"
      case .grid(let grid): "grid \(grid.color)"
      case .user(let user): "user \(user.pk)"
      }
    }

    var kind: Kind {
      switch self {
      case .text: .text
      case .grid: .colors
      case .user: .users
      }
    }
  }

  enum Kind { case colors, text, users }

  // MARK: Cells

  final class LabelCell: HeadlessCell {
    static let singleLineHeight: CGFloat = 55
    static let insets: CGFloat = 15
    static let characterWidth: CGFloat = 8

    /// The height the whole text needs at `width`, at a fixed width per character.
    static func textHeight(_ text: String, width: CGFloat) -> CGFloat {
      let perLine = max(1, Int((width - 2 * insets) / characterWidth))
      let lines = (text.count + perLine - 1) / perLine
      return max(singleLineHeight, CGFloat(lines) * 20 + 2 * insets)
    }

    var text = ""
    override func prepareForReuse() {
      super.prepareForReuse()
      text = ""
    }
    override var textDescription: String { text }
  }

  final class DetailLabelCell: HeadlessCell {
    var title = ""
    var detail = ""
    override func prepareForReuse() {
      super.prepareForReuse()
      title = ""
      detail = ""
    }
    override var textDescription: String { "\(title)  \(detail)" }
  }

  final class CenterLabelCell: HeadlessCell {
    var text = ""
    var color = ""
    override func prepareForReuse() {
      super.prepareForReuse()
      text = ""
      color = ""
    }
    override var textDescription: String { "[\(color) \(text)]" }
  }

  // MARK: Section controllers

  /// A paragraph shown on one line until tapped, then whole.
  final class ExpandableSectionController: ModelSectionController<Item>, SectionRowHeights {
    private(set) var expanded = false
    private var text: String

    init(text: String) { self.text = text }

    override func didUpdate(to model: Item) {
      // GAP: the factory's controllers all take the screen's enumeration as their model, so a
      // controller of one kind has to unwrap its case and ignore the others; IGListKit casts
      // `Any` the same way, but a typed API would let `ExpandableSectionController` take a
      // `String` (a `ModelSectionController<String>` made from the `.text` case).
      guard case .text(let newText) = model else { return }
      text = newText
    }

    // Was a GAP (the base stopped without a row count); `numberOfRows(in:)` now defaults to one
    // row, as IGListKit's `numberOfItems()`.

    func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
      expanded
        ? LabelCell.textHeight(text, width: context.containerSize.width)
        : LabelCell.singleLineHeight
    }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
      cell.text = text
      return cell
    }

    override func didSelectRow(at row: Int, in context: SectionContext) {
      expanded.toggle()
      // Was a GAP (a reconfigure only to have the height asked again); closed by
      // `SectionContext.invalidateLayout()`, IGListKit's `invalidateLayout(for:)`.
      context.invalidateLayout()
    }
  }

  /// A grid of squares, four to a line, that the user reorders.
  final class GridSectionController: ModelSectionController<Item>, SectionFlowLayout,
    SectionRowHeights, SectionReordering
  {
    private var grid: GridItem
    private let isReorderable: Bool

    init(grid: GridItem, isReorderable: Bool = false) {
      self.grid = grid
      self.isReorderable = isReorderable
    }

    override func didUpdate(to model: Item) {
      guard case .grid(let newGrid) = model else { return }
      grid = newGrid
    }

    override func numberOfRows(in context: SectionContext) -> Int { grid.items.count }

    func minimumLineSpacing(in context: SectionContext) -> CGFloat? { 1 }
    func minimumInteritemSpacing(in context: SectionContext) -> CGFloat? { 1 }

    func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? {
      let perLine: CGFloat = 4
      let side = ((context.containerSize.width - (perLine - 1)) / perLine).rounded(.down)
      return CGSize(width: side, height: side)
    }

    // GAP: the headless host is a table: it never asks `sizeForItem` and lays the grid out one
    // item per line, so a collection view's grid cannot be checked headlessly (which items
    // share a line, the spacings); the height is repeated here for the headless host.
    func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
      sizeForItem(at: row, in: context)?.height
    }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: CenterLabelCell.self, for: row)
      cell.text = grid.items[row]
      cell.color = grid.color
      return cell
    }

    func canMoveRow(at row: Int, in context: SectionContext) -> Bool { isReorderable }

    func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
      grid.items.insert(grid.items.remove(at: source), at: destination)
    }
  }

  /// A user, one item: a name and a handle.
  ///
  /// Users can be dragged among each other.
  final class UserSectionController: ModelSectionController<Item>, SectionRowHeights, SectionMoving
  {
    private(set) var user: User
    private let isReorderable: Bool

    init(user: User, isReorderable: Bool = false) {
      self.user = user
      self.isReorderable = isReorderable
    }

    override func didUpdate(to model: Item) {
      guard case .user(let newUser) = model else { return }
      user = newUser
    }

    override func numberOfRows(in context: SectionContext) -> Int { 1 }

    func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 55 }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: DetailLabelCell.self, for: row)
      cell.title = user.name
      cell.detail = "@" + user.handle
      return cell
    }

    // IGListKit's `canMoveItem(at:)` of a one-item section: the whole section moves.
    func canMoveSection(in context: SectionContext) -> Bool { isReorderable }
  }

  // MARK: The screen

  /// The view controller, without its view: the data, the filter and the composite.
  @MainActor
  final class MixedDataViewController {
    let composite = CompositeController()

    private(set) var data: [Item] = [
      .text("Pack light: two shirts, one jacket, and the good boots for the coastal trail."),
      .grid(GridItem(color: "red", itemCount: 6)),
      .user(User(pk: 2, name: "Ryan Olson", handle: "ryanolsonk")),
      .text("Coffee first."),
      .user(User(pk: 4, name: "Oliver Rickard", handle: "ocrickard")),
      .grid(GridItem(color: "blue", itemCount: 5)),
      .user(User(pk: 3, name: "Jesse Squires", handle: "jesse_squires")),
      .grid(GridItem(color: "green", itemCount: 3)),
      .user(User(pk: 1, name: "Ryan Nystrom", handle: "_ryannystrom")),
    ]

    let segments: [(title: String, kind: Kind?)] = [
      ("All", nil), ("Colors", .colors), ("Text", .text), ("Users", .users),
    ]
    private(set) var selectedKind: Kind?

    init() {
      composite.onMove = { [weak self] _, _, _ in self?.sectionsMoved() }
      performUpdates(animated: false)
    }

    /// The segmented control's action.
    func selectSegment(_ index: Int) {
      selectedKind = segments[index].kind
      performUpdates(animated: true)
    }

    /// IGListKit's `objects(for:)`.
    var objects: [Item] {
      guard let selectedKind else { return data }
      return data.filter { $0.kind == selectedKind }
    }

    private func performUpdates(animated: Bool) {
      composite.setModels(objects, animated: animated) { item in
        switch item {
        case .text(let text): ExpandableSectionController(text: text)
        case .grid(let grid): GridSectionController(grid: grid, isReorderable: true)
        case .user(let user): UserSectionController(user: user, isReorderable: true)
        }
      }
    }

    /// IGListKit's `ListAdapterMoveDelegate`, which hands over the objects in their new order.
    private func sectionsMoved() {
      // Was a GAP (the screen read each controller's model back); `models(of:)` gives the
      // models of the sections in the order they stand, as IGListKit's move delegate does.
      let shown = composite.models(of: Item.self).filter {
        if case .user = $0 { true } else { false }
      }
      var next = shown.makeIterator()
      data = data.map { item in
        guard case .user = item, let moved = next.next() else { return item }
        return moved
      }
    }
  }
}

@Suite("Port: IGListKit's MixedDataViewController") @MainActor
struct MixedDataViewControllerPortTests {
  @Test @MainActor func showsEveryKindThenFiltersExpandsAndReorders() throws {
    let screen = MixedData.MixedDataViewController()
    let list = HeadlessListView(size: CGSize(width: 390, height: 2000))
    screen.composite.attach(to: list)

    // GAP: a section without a header prints as a bare "┌"; nine sections of one kind or
    // another read only by their content.
    #expect(
      list.renderedText() == """
        ┌
        │ Pack light: two shirts, one jacket, and the good boots for the coastal trail.
        └

        ┌
        │ [red 1]
        │ [red 2]
        │ [red 3]
        │ [red 4]
        │ [red 5]
        │ [red 6]
        └

        ┌
        │ Ryan Olson  @ryanolsonk
        └

        ┌
        │ Coffee first.
        └

        ┌
        │ Oliver Rickard  @ocrickard
        └

        ┌
        │ [blue 1]
        │ [blue 2]
        │ [blue 3]
        │ [blue 4]
        │ [blue 5]
        └

        ┌
        │ Jesse Squires  @jesse_squires
        └

        ┌
        │ [green 1]
        │ [green 2]
        │ [green 3]
        └

        ┌
        │ Ryan Nystrom  @_ryannystrom
        └

        """)
    #expect(
      screen.composite.sectionController(forSection: 0) is MixedData.ExpandableSectionController)
    #expect(screen.composite.sectionController(forSection: 1) is MixedData.GridSectionController)
    #expect(screen.composite.sectionController(forSection: 2) is MixedData.UserSectionController)

    // Tapping the long paragraph expands it: its section, and no other, hears the tap, and the
    // list grows by the paragraph's extra height.
    let paragraph = try #require(
      screen.composite.sectionController(forSection: 0) as? MixedData.ExpandableSectionController)
    let short = try #require(
      screen.composite.sectionController(forSection: 3) as? MixedData.ExpandableSectionController)
    let before = list.contentSize.height
    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    #expect(paragraph.expanded && !short.expanded)
    let expanded = MixedData.LabelCell.textHeight(
      "Pack light: two shirts, one jacket, and the good boots for the coastal trail.", width: 390)
    #expect(expanded > MixedData.LabelCell.singleLineHeight)
    let growth = list.contentSize.height - before
    #expect(growth == expanded - MixedData.LabelCell.singleLineHeight)
    #expect(list.reloadCount == 1, "no reload: only the row's height was asked again")

    // The Users segment: the other sections leave, the users' controllers stay.
    let olson = try #require(
      screen.composite.sectionController(forSection: 2) as? MixedData.UserSectionController)
    screen.selectSegment(3)
    list.settle()
    #expect(
      list.renderedText() == """
        ┌
        │ Ryan Olson  @ryanolsonk
        └

        ┌
        │ Oliver Rickard  @ocrickard
        └

        ┌
        │ Jesse Squires  @jesse_squires
        └

        ┌
        │ Ryan Nystrom  @_ryannystrom
        └

        """)
    #expect(screen.composite.sectionController(forSection: 0) === olson)
    #expect(screen.composite.diagnostics.isEmpty)

    // The user drags Ryan Nystrom onto Ryan Olson's row: the section moves to the top, and the
    // screen's data follows.
    list.setEditing(true, animated: false)
    try list.moveRow(
      from: ListIndexPath(row: 0, section: 3), toProposed: ListIndexPath(row: 0, section: 0))
    list.setEditing(false, animated: false)
    #expect(
      list.renderedText().hasPrefix(
        """
        ┌
        │ Ryan Nystrom  @_ryannystrom
        └

        ┌
        │ Ryan Olson  @ryanolsonk
        └
        """))
    #expect(
      screen.objects.map(\.id) == ["user 1", "user 2", "user 4", "user 3"],
      "the data has the users in their new order")

    // Back to All: the users keep their new order among the other kinds, and the paragraph's
    // section came back with a new controller, folded again.
    screen.selectSegment(0)
    list.settle()
    #expect(
      screen.composite.sectionControllers.compactMap {
        ($0 as? MixedData.UserSectionController)?.user.pk
      } == [1, 2, 4, 3])
    let paragraphAgain = try #require(
      screen.composite.sectionController(forSection: 0) as? MixedData.ExpandableSectionController)
    #expect(paragraphAgain !== paragraph && !paragraphAgain.expanded)
    #expect(screen.composite.diagnostics.isEmpty)
  }

  @Test @MainActor func theGridReordersItsItemsAndTheDataKeepsTheOrder() throws {
    let screen = MixedData.MixedDataViewController()
    let list = HeadlessListView(size: CGSize(width: 390, height: 2000))
    screen.composite.attach(to: list)
    screen.selectSegment(1)  // Colors
    list.settle()

    // Was a GAP (reordering needed editing mode on the headless host); a collection view moves
    // an item on a long press, with no editing mode, and so does the host with drags enabled.
    list.dragInteractionEnabled = true
    try list.dragRow(
      from: ListIndexPath(row: 0, section: 2), toProposed: ListIndexPath(row: 2, section: 2))

    #expect(
      list.renderedText().hasSuffix(
        """
        ┌
        │ [green 2]
        │ [green 3]
        │ [green 1]
        └

        """))
    guard case .grid(let green) = screen.objects[2] else {
      Issue.record("the third colour is not a grid")
      return
    }
    #expect(green.items == ["2", "3", "1"])

    // A move the section refuses: dragging a grid item into the next section is clamped back
    // to the grid's own rows.
    list.setEditing(true, animated: false)
    let landed = try list.moveRow(
      from: ListIndexPath(row: 4, section: 1), toProposed: ListIndexPath(row: 0, section: 2))
    #expect(landed == ListIndexPath(row: 4, section: 1))
  }
}
