// A port of Epoxy's "Shuffle" example screen to SectionKit, written anew (no code or prose
// copied). Source: github.com/airbnb/epoxy-ios,
// Example/EpoxyExample/ViewControllers/CollectionView/ShuffleViewController.swift (its rows are
// the example's TextRow, Example/EpoxyExample/Views/TextRow.swift).
//
// What it exercises: a declarative screen (`show { ListSection { Row } }`) whose whole state is
// replaced at random every few seconds, with sections and rows identified by integers,
// appearing, disappearing and moving; a tap on a row reporting which section and row it was,
// before and after a shuffle.

import SectionKit
import SectionKitHeadless
import Testing

/// The port's types, in a namespace of their own.
enum Shuffle {
  /// A deterministic generator, so that a test knows which shuffle comes (SplitMix64).
  struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A short body text for a row, the same for the same row.
  static func body(for itemID: Int) -> String {
    let phrases = [
      "Quiet streets at noon.", "A kettle sings.", "Rain on the tin roof.",
      "The ferry is late again.", "Fresh bread by the window.",
    ]
    return phrases[itemID % phrases.count]
  }

  @MainActor
  final class ShuffleViewController {
    struct State {
      var sections: [(id: Int, itemIDs: [Int])] = []

      /// Some of three sections, in any order, each with some of ten rows, in any order.
      mutating func randomize(using generator: inout some RandomNumberGenerator) {
        sections = (0..<3).shuffled(using: &generator)
          .filter { _ in Int.random(in: 0..<3, using: &generator) != 0 }
          .map { id in
            let itemIDs = (0..<10).shuffled(using: &generator)
              .filter { _ in Int.random(in: 0..<3, using: &generator) != 0 }
            return (id: id, itemIDs: itemIDs)
          }
      }
    }

    let composite = CompositeController()
    private var generator: SeededGenerator
    private(set) var selections: [String] = []

    private(set) var state = State() {
      didSet { setSections(animated: true) }
    }

    init(seed: UInt64) {
      generator = SeededGenerator(seed: seed)
      var initial = State()
      initial.randomize(using: &generator)
      state = initial
      setSections(animated: false)
    }

    /// What the original's two-second timer does; a test calls it when it wants a shuffle.
    func timerFired() {
      var next = state
      next.randomize(using: &generator)
      state = next
    }

    private func setSections(animated: Bool) {
      composite.show(animated: animated) {
        for section in state.sections {
          ListSection(section.id) {
            for itemID in section.itemIDs {
              Row(
                itemID,
                RowContent(
                  "Section \(section.id), Row \(itemID)", secondaryText: Shuffle.body(for: itemID))
              ) { [weak self] in
                self?.selections.append("section \(section.id), row \(itemID)")
              }
            }
          }
        }
      }
    }
  }
}

@Suite("Port: Epoxy's ShuffleViewController") @MainActor
struct ShuffleViewControllerPortTests {
  /// The rows on screen, one line each, as the list shows them.
  func shownRows(_ list: HeadlessListView) -> [[String]] {
    (0..<list.numberOfSections).map { section in
      (0..<list.numberOfRows(inSection: section)).map { row in
        list.cellForRow(at: ListIndexPath(row: row, section: section)).map {
          ($0 as? HeadlessCell)?.textDescription ?? "?"
        } ?? "(off screen)"
      }
    }
  }

  /// The rows the state says the list shows.
  func expectedRows(_ screen: Shuffle.ShuffleViewController) -> [[String]] {
    screen.state.sections.map { section in
      section.itemIDs.map { "Section \(section.id), Row \($0) · \(Shuffle.body(for: $0))" }
    }
  }

  @Test @MainActor func everyShuffleShowsTheNewStateAndTapsReachTheirRow() throws {
    let screen = Shuffle.ShuffleViewController(seed: 7)
    let list = HeadlessListView(size: CGSize(width: 390, height: 4000))
    screen.composite.attach(to: list)
    #expect(shownRows(list) == expectedRows(screen))
    #expect(!screen.state.sections.isEmpty)

    // A tap on the first row reaches the closure of that row, which says where it was.
    let first = screen.state.sections[0]
    try list.tapRow(at: ListIndexPath(row: 0, section: 0))
    #expect(screen.selections == ["section \(first.id), row \(first.itemIDs[0])"])
    #expect(list.indexPathForSelectedRow == nil, "a row that acts in place is deselected")

    // Twenty shuffles: each reaches the list as an animated batch, never a reload, and the list
    // shows the new state; after each, a tap on the last row runs the newest closure.
    let reloads = list.reloadCount
    for _ in 0..<20 {
      screen.timerFired()
      list.settle()  // the timer fired outside a user action of the list
      #expect(shownRows(list) == expectedRows(screen))
      guard let last = screen.state.sections.last, let lastRow = last.itemIDs.last else {
        continue
      }
      let section = screen.state.sections.count - 1
      try list.tapRow(at: ListIndexPath(row: last.itemIDs.count - 1, section: section))
      #expect(screen.selections.last == "section \(last.id), row \(lastRow)")
    }
    #expect(list.reloadCount == reloads)
    #expect(screen.composite.diagnostics.isEmpty)
  }

  @Test @MainActor func aShuffleToNothingAndBackShowsAnEmptyListThenRows() {
    let screen = Shuffle.ShuffleViewController(seed: 7)
    let list = HeadlessListView()
    screen.composite.attach(to: list)

    // Shuffle until a state with no section at all comes, as one in 27 does.
    var shuffles = 0
    repeat {
      screen.timerFired()
      shuffles += 1
    } while !screen.state.sections.isEmpty && shuffles < 500
    list.settle()
    #expect(screen.state.sections.isEmpty)
    #expect(list.numberOfSections == 0)
    #expect(list.renderedText() == "")

    screen.timerFired()
    list.settle()
    #expect(list.numberOfSections == screen.state.sections.count)
    #expect(screen.composite.diagnostics.isEmpty)
  }
}
