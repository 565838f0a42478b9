import SectionKit
import SectionKitHeadless
import Testing

// The code of the Getting Started article (Sources/SectionKit/SectionKit.docc/GettingStarted.md).
// In the article, the cell and the section live in Sources/Hello/Greetings.swift, the screen in
// Sources/Hello/main.swift and the test in Tests/HelloTests/HelloTests.swift of a new package.
// That package's module, Hello, does not exist here: the article's import of it is kept
// below, where it never compiles, so that the article's test block matches this file.
#if canImport(Hello)
  @testable import Hello
#endif

final class TextCell: HeadlessCell {
  var text = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
  }

  override var textDescription: String { text }
}

final class GreetingSection: SectionController {
  let title: String
  let names: [String]
  var onSelect: (String) -> Void = { _ in }

  init(title: String, names: [String]) {
    self.title = title
    self.names = names
  }

  override func numberOfRows(in context: SectionContext) -> Int { names.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: TextCell.self, for: row)
    cell.text = "Hello, \(names[row])!"
    return cell
  }

  override func titleForHeader(in context: SectionContext) -> String? { title }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    onSelect(names[row])
  }
}

@Suite("Getting Started") @MainActor
struct GettingStartedTests {
  /// The article's `main.swift`, with the output it shows.
  @Test func theScreenPrintsWhatTheArticleShows() throws {
    let friends = GreetingSection(title: "Friends", names: ["Ada", "Grace"])
    let screen = CompositeController([
      friends,
      GreetingSection(title: "Colleagues", names: ["Hedy"]),
    ])
    let list = HeadlessListView()
    screen.attach(to: list)
    print(list.renderedText())

    #expect(
      list.renderedText() == """
        ┌ FRIENDS
        │ Hello, Ada!
        │ Hello, Grace!
        └

        ┌ COLLEAGUES
        │ Hello, Hedy!
        └

        """)

    friends.onSelect = { name in print("Selected \(name)") }
    try list.tapRow(at: ListIndexPath(row: 1, section: 0))
    print(list.renderedText())

    #expect(
      list.renderedText() == """
        ┌ FRIENDS
        │ Hello, Ada!
        ▶ Hello, Grace!
        └

        ┌ COLLEAGUES
        │ Hello, Hedy!
        └

        """)
  }

  /// The article's test, as a reader pastes it into `Tests/HelloTests/HelloTests.swift`.
  @Test @MainActor func tappingARowReachesItsSection() throws {
    let friends = GreetingSection(title: "Friends", names: ["Ada", "Grace"])
    let screen = CompositeController([friends])
    let list = HeadlessListView()
    screen.attach(to: list)
    var selected: [String] = []
    friends.onSelect = { selected.append($0) }

    try list.tapRow(at: ListIndexPath(row: 1, section: 0))

    #expect(selected == ["Grace"])
    #expect(
      list.renderedText() == """
        ┌ FRIENDS
        │ Hello, Ada!
        ▶ Hello, Grace!
        └

        """)
  }

  /// The article says rows are local: a tap in the second section reaches its row 0.
  @Test func aTapInTheSecondSectionReachesItsRowZero() throws {
    let colleagues = GreetingSection(title: "Colleagues", names: ["Hedy"])
    let screen = CompositeController([
      GreetingSection(title: "Friends", names: ["Ada", "Grace"]), colleagues,
    ])
    let list = HeadlessListView()
    screen.attach(to: list)
    var selected: [String] = []
    colleagues.onSelect = { selected.append($0) }

    try list.tapRow(at: ListIndexPath(row: 0, section: 1))

    #expect(selected == ["Hedy"])
  }

  /// The article says a tap on a row that does not exist, or is not on screen, throws.
  @Test func tapsOnRowsThatAreNotShownThrow() {
    let friends = GreetingSection(title: "Friends", names: (1...40).map { "Friend \($0)" })
    let screen = CompositeController([friends])
    let list = HeadlessListView()
    screen.attach(to: list)

    #expect(
      throws: HostError(
        "row (40) beyond bounds (40) for section (0).", exceptionName: "NSRangeException")
    ) {
      try list.tapRow(at: ListIndexPath(row: 40, section: 0))
    }
    #expect(throws: HostError.self) { try list.tapRow(at: ListIndexPath(row: 39, section: 0)) }
    #expect(!list.indexPathsForVisibleRows.contains(ListIndexPath(row: 39, section: 0)))
  }
}
