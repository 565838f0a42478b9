import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of the article Screens from Models, section Declarative screens
// (Sources/SectionKit/SectionKit.docc/ScreensFromModels.md).

/// The signed-in user of the settings screen.
struct SettingsUser {
  var name: String
  var isAdmin: Bool
}

/// A group of items, one section of the settings screen.
struct ItemGroup {
  let id: String
  var title: String
  var items: [GroupItem]
}

/// One item of a group, one row.
struct GroupItem {
  let id: String
  var title: String
}

/// The settings screen, written once and shown again after every change of state.
@MainActor
func showSettings(on screen: CompositeController, user: SettingsUser, groups: [ItemGroup]) {
  screen.show {
    accountSection(user)
    for group in groups { itemSection(group) }
  }
}

func accountSection(_ user: SettingsUser) -> ListSection {
  ListSection("account", header: "Account") {
    Row("name", RowContent("Name", detail: user.name))
    if user.isAdmin { Row("admin", RowContent("Admin tools", accessory: .disclosureIndicator)) }
  }
}

func itemSection(_ group: ItemGroup) -> ListSection {
  ListSection(group.id, header: group.title) {
    for item in group.items { Row(item.id, RowContent(item.title)) }
  }
}

@Suite("Declarative screens") @MainActor
struct DeclarativeScreenTests {
  let groups = [
    ItemGroup(
      id: "fruit", title: "Fruit",
      items: [GroupItem(id: "a", title: "Apple"), GroupItem(id: "b", title: "Banana")]),
    ItemGroup(id: "veg", title: "Vegetables", items: [GroupItem(id: "c", title: "Carrot")]),
  ]

  @Test func theScreenShowsItsSections() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    showSettings(on: screen, user: SettingsUser(name: "Ada", isAdmin: false), groups: groups)
    screen.flushUpdates()
    #expect(
      list.renderedText() == """
        ┌ ACCOUNT
        │ Name · Ada
        └

        ┌ FRUIT
        │ Apple
        │ Banana
        └

        ┌ VEGETABLES
        │ Carrot
        └

        """)
  }

  @Test func reEvaluationSendsOnlyWhatChanged() throws {
    var user = SettingsUser(name: "Ada", isAdmin: false)
    var groups = groups
    let screen = CompositeController()
    showSettings(on: screen, user: user, groups: groups)
    let list = HeadlessListView()
    screen.attach(to: list)
    let account = try #require(screen.sectionController(forSection: 0) as? ListSectionController)
    let fruit = try #require(screen.sectionController(forSection: 1) as? ListSectionController)
    let nameCell = try #require(list.cellForRow(at: ListIndexPath(row: 0, section: 0)))
    let bananaCell = try #require(list.cellForRow(at: ListIndexPath(row: 1, section: 1)))
    let batches = list.batchCount

    user.name = "Ada Lovelace"
    user.isAdmin = true
    groups.swapAt(0, 1)
    groups[1].items.insert(GroupItem(id: "k", title: "Kiwi"), at: 0)
    showSettings(on: screen, user: user, groups: groups)
    screen.flushUpdates()

    #expect(screen.sectionController(forSection: 0) === account)
    #expect(screen.sectionController(forSection: 2) === fruit, "the same instance, moved")
    #expect(list.cellForRow(at: ListIndexPath(row: 0, section: 0)) === nameCell, "reconfigured")
    #expect(list.cellForRow(at: ListIndexPath(row: 2, section: 2)) === bananaCell, "kept")
    var rows = ListBatch()
    rows.insertedRows = [ListIndexPath(row: 1, section: 0), ListIndexPath(row: 0, section: 1)]
    rows.reconfiguredRows = [ListIndexPath(row: 0, section: 0)]
    var sections = ListBatch()
    sections.movedSections = [ListBatch.SectionMove(from: 2, to: 1)]
    #expect(list.batchCount == batches + 2)
    #expect(Array(list.recentBatches.suffix(2)) == [rows, sections])
    #expect(
      list.renderedText() == """
        ┌ ACCOUNT
        │ Name · Ada Lovelace
        │ Admin tools ›
        └

        ┌ VEGETABLES
        │ Carrot
        └

        ┌ FRUIT
        │ Kiwi
        │ Apple
        │ Banana
        └

        """)
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func theSameStateSendsNothing() {
    let user = SettingsUser(name: "Ada", isAdmin: true)
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    showSettings(on: screen, user: user, groups: groups)
    screen.flushUpdates()
    let batches = list.batchCount
    let reloads = list.reloadCount

    showSettings(on: screen, user: user, groups: groups)
    screen.flushUpdates()

    #expect(list.batchCount == batches)
    #expect(list.reloadCount == reloads)
  }

  @Test func rowsAreDeletedAndMovedInsideAKeptSection() throws {
    var groups = groups
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    showSettings(on: screen, user: SettingsUser(name: "Ada", isAdmin: true), groups: groups)
    screen.flushUpdates()
    let batches = list.batchCount

    groups[0].items = [GroupItem(id: "b", title: "Banana"), GroupItem(id: "a", title: "Apple")]
    groups[1].items = []
    showSettings(on: screen, user: SettingsUser(name: "Ada", isAdmin: false), groups: groups)
    screen.flushUpdates()

    var rows = ListBatch()
    rows.deletedRows = [ListIndexPath(row: 1, section: 0), ListIndexPath(row: 0, section: 2)]
    rows.movedRows = [
      ListBatch.RowMove(
        from: ListIndexPath(row: 1, section: 1), to: ListIndexPath(row: 0, section: 1))
    ]
    #expect(list.batchCount == batches + 1)
    #expect(list.lastBatch == rows)
  }

  @Test func aChangedHeaderReloadsItsSection() {
    var groups = groups
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    showSettings(on: screen, user: SettingsUser(name: "Ada", isAdmin: false), groups: groups)
    screen.flushUpdates()

    groups[1].title = "Greens"
    showSettings(on: screen, user: SettingsUser(name: "Ada", isAdmin: false), groups: groups)
    screen.flushUpdates()

    var batch = ListBatch()
    batch.reloadedSections = [2]
    #expect(list.lastBatch == batch)
    #expect(list.renderedText().contains("┌ GREENS\n│ Carrot\n└\n"))
  }

  @Test func duplicateIdentitiesAreReportedNotCrashedOn() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.show {
      ListSection("one") {
        Row("a", RowContent("First a"))
        Row("a", RowContent("Second a"))
      }
      ListSection("one") { Row("b", RowContent("B")) }
    }
    screen.flushUpdates()

    #expect(
      screen.diagnostics.map(\.violation.rule) == [.duplicateIdentifier, .duplicateIdentifier])
    #expect(screen.diagnostics.allSatisfy { $0.controller == "ListSectionController" })
    #expect(list.renderedText() == "┌\n│ First a\n└\n")
  }

  /// A section's identity is compared as a row's is, by type and value: sections of the same
  /// integer and string identities are kept across evaluations, and `1` and `Int8(1)` are two
  /// sections, not a duplicate.
  @Test func sectionIdentitiesCompareByTypeAndValue() {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    func show(_ title: String) {
      screen.show {
        ListSection(1, header: "Int") { Row("a", RowContent("\(title) 1")) }
        ListSection(Int8(1), header: "Int8") { Row("a", RowContent("\(title) 2")) }
        ListSection("s", header: "String") { Row("a", RowContent("\(title) 3")) }
      }
      screen.flushUpdates()
    }
    show("first")
    let controllers = screen.children.map { ObjectIdentifier($0) }
    show("again")
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
    #expect(screen.children.map { ObjectIdentifier($0) } == controllers)
    #expect(
      list.renderedText()
        == "┌ INT\n│ again 1\n└\n\n┌ INT8\n│ again 2\n└\n\n┌ STRING\n│ again 3\n└\n")
  }

  /// Small sections compare identities pairwise, larger ones hash them: both leave out the
  /// same rows.
  @Test(arguments: [2, 7, 8, 9, 20])
  func aDuplicateRowIsLeftOutInSectionsOfAnySize(rows: Int) {
    let screen = CompositeController()
    let list = HeadlessListView(size: CGSize(width: 390, height: 2_000))
    screen.attach(to: list)
    let ids = (0..<rows - 1).map { "r\($0)" } + ["r0"]
    screen.show {
      ListSection("s") {
        for (index, id) in ids.enumerated() { Row(id, RowContent("\(id)/\(index)")) }
      }
    }
    screen.flushUpdates()
    #expect(screen.diagnostics.map(\.violation.rule) == [.duplicateIdentifier])
    #expect(list.numberOfRows(inSection: 0) == rows - 1)
  }

  @Test(arguments: [
    ["a", "b", "c", "a"], ["a", "x", "x", "b", "c"], ["a", "b", "c", "c"], ["a", "a", "c"],
  ])
  func aDuplicateRowOfAReEvaluationIsLeftOutAndReported(ids: [String]) {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    func show(_ ids: [String]) {
      screen.show {
        ListSection("s") {
          for (index, id) in ids.enumerated() { Row(id, RowContent("\(id)\(index)")) }
        }
      }
      screen.flushUpdates()
    }
    show(["a", "b", "c"])
    let reloads = list.reloadCount

    show(ids)

    #expect(screen.diagnostics.map(\.violation.rule) == [.duplicateIdentifier])
    #expect(screen.diagnostics.first?.description.contains("the later one is left out") == true)
    #expect(list.reloadCount == reloads, "a valid batch, no reload")
    var unique: [String] = []
    for id in ids where !unique.contains(id) { unique.append(id) }
    #expect(list.numberOfRows(inSection: 0) == unique.count)
  }

  @Test func theBuildersTakeConditionalsLoopsAndOptionalBindings() {
    let extra: Row? = nil
    let flag = false
    let kind = 2
    let section = ListSection("s", footer: "End") {
      if flag { Row("if", RowContent("if")) } else { Row("else", RowContent("else")) }
      switch kind {
      case 1: Row("one", RowContent("one"))
      default: Row("other", RowContent("other"))
      }
      if let extra { extra }
      for index in 0..<2 { Row(index, RowContent("\(index)")) }
      for row in [Row("array", RowContent("array"))] { row }
    }
    #expect(section.rows.map(\.id) == ["else", "other", 0, 1, "array"])
    #expect(section.footer == "End")

    let screen = CompositeController()
    screen.show {
      section
      if flag { ListSection("hidden", rows: []) }
    }
    #expect(screen.sectionCount == 1)
  }
}
