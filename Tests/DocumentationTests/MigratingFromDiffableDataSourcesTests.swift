import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitUIKit
import Testing

#if SECTIONKIT_UIKIT_MIRROR
  import UIKitMirror
#endif

// The SectionKit code of "Migrating from Diffable Data Sources"
// (Sources/SectionKit/SectionKit.docc/MigratingFromDiffableDataSources.md), compiled and run.
// UIKitMirror declares no diffable data source, so the article's UIKit code is not repeated.

enum RecipeCourse: Int, CaseIterable, Sendable {
  case starter
  case main
  case dessert

  var title: String {
    switch self {
    case .starter: return "Starters"
    case .main: return "Mains"
    case .dessert: return "Desserts"
    }
  }
}

struct Recipe: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
  var minutes: Int
  var course: RecipeCourse
}

final class RecipeCell: HeadlessCell {
  var text = ""
  func show(_ recipe: Recipe) { text = "\(recipe.name) · \(recipe.minutes) min" }
  override var textDescription: String { text }
}

// MARK: A quick port

@MainActor
final class RecipeList {
  private var recipes: [Recipe.ID: Recipe] = [:]
  var onOpen: ((Recipe) -> Void)?
  private(set) lazy var dataSource = makeDataSource()

  private func makeDataSource() -> SnapshotDataSource<RecipeCourse, Recipe.ID> {
    let dataSource = SnapshotDataSource<RecipeCourse, Recipe.ID> {
      [unowned self] dataSource, indexPath, id in
      let cell = dataSource.dequeueReusableCell(ofType: RecipeCell.self, for: indexPath)
      if let recipe = self.recipes[id] { cell.show(recipe) }
      return cell
    }
    dataSource.header = { course in course.title }
    dataSource.onSelect { [unowned self] _, id in
      if let recipe = self.recipes[id] { self.onOpen?(recipe) }
    }
    return dataSource
  }

  func show(_ all: [Recipe], animated: Bool = true) {
    recipes = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
    var snapshot = ListSnapshot<RecipeCourse, Recipe.ID>()
    for course in RecipeCourse.allCases {
      let ids = all.filter { $0.course == course }.map(\.id)
      guard !ids.isEmpty else { continue }
      snapshot.appendSections([course])
      snapshot.appendItems(ids, toSection: course)
    }
    dataSource.apply(snapshot, animatingDifferences: animated)
  }

  func rename(_ id: Recipe.ID, to name: String) {
    recipes[id]?.name = name
    var snapshot = dataSource.snapshot
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

#if SECTIONKIT_UIKIT_MIRROR
  @MainActor
  func attachRecipeList(_ recipes: RecipeList, to tableView: UITableView) -> TableViewAdapter {
    let adapter = TableViewAdapter(tableView: tableView)
    recipes.dataSource.composite.attach(to: adapter)
    return adapter  // keep it, for example in a property of the view controller
  }
#endif

// MARK: A modular design

@MainActor
final class RecipeBook {
  let composite = CompositeController()
  var onOpen: ((Recipe) -> Void)?
  private var sections: [RecipeCourse: IdentifiedSection<Recipe, Recipe.ID>] = [:]

  func show(_ recipes: [Recipe], animated: Bool = true) {
    let children = RecipeCourse.allCases.compactMap { course in
      let items = recipes.filter { $0.course == course }
      return items.isEmpty ? nil : section(for: course, showing: items, animated: animated)
    }
    composite.setChildren(children, animated: animated)
  }

  private func section(for course: RecipeCourse, showing items: [Recipe], animated: Bool)
    -> IdentifiedSection<Recipe, Recipe.ID>
  {
    if let section = sections[course] {
      section.setItems(items, animated: animated)
      return section
    }
    let section = IdentifiedSection(items: items, header: course.title) { context, row, recipe in
      let cell = context.dequeueReusableCell(ofType: RecipeCell.self, for: row)
      cell.show(recipe)
      return cell
    }
    section.onSelect = { [unowned self] _, _, recipe in self.onOpen?(recipe) }
    sections[course] = section
    return section
  }
}

// MARK: Tests

@Suite("Migrating from diffable data sources") @MainActor
struct MigratingFromDiffableDataSourcesTests {
  static let soup = Recipe(id: 1, name: "Pea soup", minutes: 25, course: .starter)
  static let risotto = Recipe(id: 2, name: "Mushroom risotto", minutes: 40, course: .main)
  static let curry = Recipe(id: 3, name: "Chickpea curry", minutes: 35, course: .main)
  static let tart = Recipe(id: 4, name: "Lemon tart", minutes: 60, course: .dessert)
  static let recipes = [soup, risotto, curry, tart]

  static let rendered = """
    ┌ STARTERS
    │ Pea soup · 25 min
    └

    ┌ MAINS
    │ Mushroom risotto · 40 min
    │ Chickpea curry · 35 min
    └

    ┌ DESSERTS
    │ Lemon tart · 60 min
    └

    """

  @Test func theQuickPortGroupsRecipesByCourse() {
    let recipes = RecipeList()
    recipes.show(Self.recipes, animated: false)
    let list = HeadlessListView()
    recipes.dataSource.composite.attach(to: list)

    #expect(list.renderedText() == Self.rendered)
  }

  @Test func renamingReconfiguresOneRow() {
    let recipes = RecipeList()
    recipes.show(Self.recipes, animated: false)
    let list = HeadlessListView()
    recipes.dataSource.composite.attach(to: list)
    let cell = list.cellForRow(at: ListIndexPath(row: 1, section: 1))

    recipes.rename(3, to: "Chickpea and spinach curry")

    #expect(list.lastBatch?.reconfiguredRows == [ListIndexPath(row: 1, section: 1)])
    #expect(list.reloadCount == 1)
    #expect(list.cellForRow(at: ListIndexPath(row: 1, section: 1)) === cell)
    #expect(list.renderedText().contains("│ Chickpea and spinach curry · 35 min"))
    #expect(recipes.dataSource.composite.diagnostics.isEmpty)
  }

  @Test func aRecipeThatChangesCourseIsDeletedFromOneSectionAndInsertedIntoTheOther() {
    let recipes = RecipeList()
    recipes.show(Self.recipes, animated: false)
    let list = HeadlessListView()
    recipes.dataSource.composite.attach(to: list)

    var curry = Self.curry
    curry.course = .starter
    recipes.show([Self.soup, Self.risotto, curry, Self.tart])

    #expect(list.lastBatch?.description == "delete rows [1, 1]; insert rows [0, 1]")
    #expect(list.reloadCount == 1)
    #expect(
      list.renderedText() == """
        ┌ STARTERS
        │ Pea soup · 25 min
        │ Chickpea curry · 35 min
        └

        ┌ MAINS
        │ Mushroom risotto · 40 min
        └

        ┌ DESSERTS
        │ Lemon tart · 60 min
        └

        """)
  }

  @Test func selectingARecipeOpensIt() throws {
    let recipes = RecipeList()
    var opened: [Recipe] = []
    recipes.onOpen = { opened.append($0) }
    recipes.show(Self.recipes, animated: false)
    let list = HeadlessListView()
    recipes.dataSource.composite.attach(to: list)

    try list.tapRow(at: ListIndexPath(row: 0, section: 2))

    #expect(opened == [Self.tart])
  }

  #if SECTIONKIT_UIKIT_MIRROR
    @Test func theQuickPortDrivesATableView() throws {
      let recipes = RecipeList()
      recipes.show(Self.recipes, animated: false)
      let tableView = UITableView(frame: .zero, style: .insetGrouped)
      let adapter = attachRecipeList(recipes, to: tableView)

      let dataSource = try #require(tableView.dataSource)
      #expect(dataSource === adapter)
      #expect(dataSource.numberOfSections(in: tableView) == 3)
      #expect(dataSource.tableView(tableView, numberOfRowsInSection: 1) == 2)
      #expect(dataSource.tableView(tableView, titleForHeaderInSection: 2) == "Desserts")
    }
  #endif

  @Test func theModularDesignShowsTheSameRows() {
    let book = RecipeBook()
    book.show(Self.recipes, animated: false)
    let list = HeadlessListView()
    book.composite.attach(to: list)

    #expect(list.renderedText() == Self.rendered)
  }

  @Test func aChangedRecipeIsReconfiguredWithoutBeingNamed() {
    let book = RecipeBook()
    book.show(Self.recipes, animated: false)
    let list = HeadlessListView()
    book.composite.attach(to: list)

    let path = ListIndexPath(row: 1, section: 1)
    let cell = list.cellForRow(at: path) as? RecipeCell

    var curry = Self.curry
    curry.minutes = 30
    book.show([Self.soup, Self.risotto, curry, Self.tart])
    book.composite.flushUpdates()

    // Reconfigured: the same cell, configured again without going through the reuse pool.
    #expect(list.cellForRow(at: path) === cell)
    #expect(cell?.reuseCount == 0)
    #expect(list.reloadCount == 1)
    #expect(list.renderedText().contains("│ Chickpea curry · 30 min"))
    #expect(book.composite.diagnostics.isEmpty)
  }

  @Test func aCourseThatEmptiesLosesItsSection() {
    let book = RecipeBook()
    book.show(Self.recipes, animated: false)
    let list = HeadlessListView()
    book.composite.attach(to: list)

    book.show([Self.soup, Self.risotto, Self.curry])
    book.composite.flushUpdates()

    #expect(list.lastBatch?.deletedSections == [2])
    #expect(!list.renderedText().contains("DESSERTS"))

    book.show(Self.recipes)
    book.composite.flushUpdates()

    #expect(list.renderedText() == Self.rendered)
    #expect(list.reloadCount == 1)
  }
}

@Test @MainActor func renamingARecipeUpdatesItsRow() {
  let recipes = RecipeList()
  recipes.show([Recipe(id: 3, name: "Chickpea curry", minutes: 35, course: .main)])
  let list = HeadlessListView()
  recipes.dataSource.composite.attach(to: list)

  recipes.rename(3, to: "Chickpea and spinach curry")

  #expect(
    list.renderedText() == """
      ┌ MAINS
      │ Chickpea and spinach curry · 35 min
      └

      """)
}
