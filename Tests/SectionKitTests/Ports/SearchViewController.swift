// A port of IGListKit's "Search Autocomplete" example screen to SectionKit, written anew (no
// code or prose copied). Source: github.com/Instagram/IGListKit,
// Examples/Examples-iOS/IGListKitExamples/ViewControllers/SearchViewController.swift, with the
// section controllers it uses (SectionControllers/SearchSectionController.swift,
// LabelSectionController.swift) and its search cell (Views/SearchCell.swift).
//
// What it exercises: a first section holding a search field, whose typing refilters the
// sections below it through a delegate and `setModels`, while the search section (and its cell,
// with the text being typed) stays; the search section hearing the list scroll and ending the
// editing of its field through the context's visible cell.

import SectionKit
import SectionKitHeadless
import Testing

/// The port's types, in a namespace of their own.
enum Search {
  /// The screen's objects: the search bar's token, then one word per section.
  enum Item: Identifiable, Equatable {
    case searchToken
    case word(String)

    var id: String {
      switch self {
      case .searchToken: "search"
      case .word(let word): "word \(word)"
      }
    }
  }

  // MARK: Cells

  /// A cell holding a search field: the test types into it as a user does, with the list's
  /// `typeText(_:intoFieldNamed:inRowAt:)` (was a GAP: the headless host had no text input, and
  /// the test typed through the cell, then settled the list by hand).
  final class SearchCell: HeadlessCell {
    let field = HeadlessTextField(name: "search", placeholder: "Search")

    override var controls: [HeadlessControl] { [field] }
    override var textDescription: String { "🔍" }
  }

  final class LabelCell: HeadlessCell {
    var text = ""
    override func prepareForReuse() {
      super.prepareForReuse()
      text = ""
    }
    override var textDescription: String { text }
  }

  // MARK: Section controllers

  @MainActor
  protocol SearchSectionControllerDelegate: AnyObject {
    func searchSectionController(
      _ sectionController: SearchSectionController, didChangeText text: String)
  }

  /// The search field, one row.
  final class SearchSectionController: ModelSectionController<Item>, SectionRowHeights,
    SectionScrollDelegate
  {
    weak var delegate: (any SearchSectionControllerDelegate)?
    private(set) var scrollEvents = 0

    // GAP: `setModels`'s factory returns `ModelSectionController<Model>`, so a controller
    // that shows no model (IGListKit gives it a token and it ignores `didUpdate(to:)`) must
    // adopt the protocol with an empty method to take part in a screen made from models.
    override func didUpdate(to model: Item) {}

    override func numberOfRows(in context: SectionContext) -> Int { 1 }

    func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 44 }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: SearchCell.self, for: row)
      // The search bar delegate's `textDidChange`.
      cell.field.onEditingChanged = { [weak self] text in
        guard let self else { return }
        delegate?.searchSectionController(self, didChangeText: text)
      }
      return cell
    }

    // IGListKit's `ListScrollDelegate`: end the editing when the list scrolls.
    func didScroll(in context: SectionContext) {
      scrollEvents += 1
      context.cellForRow(at: 0, as: SearchCell.self)?.field.resignFirstResponder()
    }
  }

  /// One word, one row.
  final class LabelSectionController: ModelSectionController<Item>, SectionRowHeights {
    private var word: String

    init(word: String) { self.word = word }

    override func didUpdate(to model: Item) {
      guard case .word(let newWord) = model else { return }
      word = newWord
    }

    override func numberOfRows(in context: SectionContext) -> Int { 1 }

    func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 55 }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
      cell.text = word
      return cell
    }
  }

  // MARK: The screen

  @MainActor
  final class SearchViewController: SearchSectionControllerDelegate {
    let composite = CompositeController()

    /// The distinct words of a paragraph, in order.
    let words: [String] = {
      let paragraph = """
        Harbour lights flicker while gulls circle the tall masts; sailors mend nets, \
        bakers knead dough, and the tide carries driftwood toward the harbour wall. \
        Lanterns glow, bells ring, and the market opens before the fog lifts.
        """
      var seen = Set<String>()
      return
        paragraph
        .split(whereSeparator: { !$0.isLetter })
        .map(String.init)
        .filter { seen.insert($0).inserted }
    }()

    private(set) var filterString = ""

    init() { performUpdates(animated: false) }

    /// IGListKit's `objects(for:)`.
    var objects: [Item] {
      let shown =
        filterString.isEmpty
        ? words : words.filter { $0.lowercased().contains(filterString.lowercased()) }
      return [.searchToken] + shown.map(Item.word)
    }

    private func performUpdates(animated: Bool) {
      composite.setModels(objects, animated: animated) { item in
        switch item {
        case .searchToken:
          let controller = SearchSectionController()
          controller.delegate = self
          return controller
        case .word(let word):
          return LabelSectionController(word: word)
        }
      }
    }

    func searchSectionController(
      _ sectionController: SearchSectionController, didChangeText text: String
    ) {
      filterString = text
      performUpdates(animated: true)
    }
  }
}

@Suite("Port: IGListKit's SearchViewController") @MainActor
struct SearchViewControllerPortTests {
  @Test @MainActor func typingFiltersTheWordsAndScrollingEndsTheEditing() throws {
    let screen = Search.SearchViewController()
    let list = HeadlessListView(size: CGSize(width: 390, height: 300))
    screen.composite.attach(to: list)

    #expect(screen.words.count == 31)
    // Was a GAP: the 26 sections entirely below the viewport were not mentioned, and the text
    // of this list of 32 sections read as a complete list of 6; "┆ 26 sections below" says so.
    // ("gulls", cut in the middle of its row, still closes with "└".)
    #expect(
      list.renderedText() == """
        ┌
        │ 🔍 «(Search)»
        └

        ┌
        │ Harbour
        └

        ┌
        │ lights
        └

        ┌
        │ flicker
        └

        ┌
        │ while
        └

        ┌
        │ gulls
        └

        ┆ 26 sections below

        """)

    // The user types "ma" into the field, a keystroke a turn: the words are filtered, the
    // search section and its cell stay.
    let search = try #require(
      screen.composite.sectionController(forSection: 0) as? Search.SearchSectionController)
    let searchRow = ListIndexPath(row: 0, section: 0)
    let cell = try list.cell(at: searchRow, as: Search.SearchCell.self)
    try list.typeText("ma", intoFieldNamed: "search", inRowAt: searchRow)

    #expect(
      list.renderedText() == """
        ┌
        │ 🔍 «ma▏»
        └

        ┌
        │ masts
        └

        ┌
        │ market
        └

        """)
    #expect(screen.composite.sectionController(forSection: 0) === search)
    #expect(list.cellForRow(at: searchRow) === cell, "the field stays")
    #expect(list.firstResponder === cell.field)
    #expect(screen.composite.diagnostics.isEmpty)

    // Typing on ("r") narrows the list to one word; typing on into a word that matches
    // nothing leaves the search section alone.
    try list.typeText("r", intoFieldNamed: "search", inRowAt: searchRow)
    #expect(list.numberOfSections == 2)
    try list.typeText("zebra", intoFieldNamed: "search", inRowAt: searchRow)
    #expect(list.numberOfSections == 1)
    #expect(list.renderedText() == "┌\n│ 🔍 «marzebra▏»\n└\n")

    // Clearing the field brings every word back; dragging the list ends the editing, which
    // only the search section hears about through its own cell.
    try list.clearText(inFieldNamed: "search", inRowAt: searchRow)
    #expect(list.numberOfSections == 32)
    #expect(cell.field.isFirstResponder)
    let scrolls = search.scrollEvents
    list.drag(by: 30)
    #expect(search.scrollEvents == scrolls + 1)
    #expect(!cell.field.isFirstResponder)
    #expect(list.firstResponder == nil)
    #expect(list.renderedText().hasPrefix("┌\n│ 🔍 «(Search)»\n└\n"))
  }
}
