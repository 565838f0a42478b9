import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// The rows a headless list renders, top to bottom, as its text shows them (`│ text`, `▶` when
/// selected), without the header and footer lines.
@MainActor
private func renderedRows(_ list: HeadlessListView) -> [String] {
  list.renderedText().split(separator: "\n").compactMap { line in
    guard let mark = line.first, mark == "│" || mark == "▶" else { return nil }
    return String(line.dropFirst(2))
  }
}

/// Rows that change and swap places in one update show their own new content (issue 27): the
/// reconfigures must not stay in place when their index paths trade places.
@Suite("Reconfigured rows that move show their own content") @MainActor
struct ReconfiguresOnScreenTests {
  @Test func identifiedValuesThatChangeAndSwapShowTheirNewValues() {
    let (posts, screen) = postsScreen([
      Post(id: 1, title: "a"), Post(id: 2, title: "b"), Post(id: 3, title: "c"),
    ])
    posts.setItems([
      Post(id: 2, title: "b'"), Post(id: 1, title: "a'"), Post(id: 3, title: "c"),
    ])
    screen.root.flushUpdates()
    #expect(renderedRows(screen.list) == ["b'", "a'", "c"])
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func reconfiguringTwoRowsThenSwappingThemInOneTurnShowsTheirNewContent() {
    let section = ItemsSection("s", ["a", "b", "c"])
    let screen = Screen([section], height: 2000)
    section.update { items, batch in
      items[0] = "a'"
      items[1] = "b'"
      batch.reconfigureRows(at: [0, 1])
    }
    section.update { items, batch in
      items.swapAt(0, 1)
      batch.moveRow(from: 0, to: 1)
    }
    screen.root.flushUpdates()
    #expect(renderedRows(screen.list) == ["b'", "a'", "c"])
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func reconfiguringTwoRowsThatSwapInOneBatchShowsTheirNewContent() {
    let section = ItemsSection("s", ["a", "b", "c"])
    let screen = Screen([section], height: 2000)
    section.update { items, batch in
      items = ["b'", "a'", "c"]
      batch.reconfigureRows(at: [0, 1])
      batch.moveRow(from: 0, to: 1)
    }
    screen.root.flushUpdates()
    #expect(renderedRows(screen.list) == ["b'", "a'", "c"])
    #expect(screen.root.diagnostics.isEmpty)
  }

  @Test func snapshotItemsMovedAndReconfiguredShowTheirNewContent() {
    let screen = SnapshotScreen(names: [1: "a", 2: "b", 3: "c"])
    let (dataSource, list) = (screen.dataSource, screen.list)
    var snapshot = ListSnapshot<String, Int>()
    snapshot.appendSections(["s"])
    snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot)
    screen.rename(1, "a'")
    screen.rename(2, "b'")
    snapshot.moveItem(2, beforeItem: 1)
    snapshot.reconfigureItems([1, 2])
    dataSource.apply(snapshot)
    #expect(renderedRows(list) == ["b'", "a'", "c"])
    #expect(dataSource.composite.diagnostics.isEmpty)
  }

  /// After each of random `setItems`, the list renders the model's rows.
  ///
  /// The changes are inserts, deletes, moves and changed values, with either change style. Odd
  /// seeds show a short list, scrolled at random, so that rows leave the screen and cells are
  /// reused.
  @Test("Random setItems show the model", arguments: 0..<16 as Range<UInt64>)
  func randomSetItemsShowTheModel(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var nextID = 0
    func newPost() -> Post {
      nextID += 1
      return Post(id: nextID, title: "p\(nextID)")
    }
    var model = (0..<Int.random(in: 0...8, using: &random)).map { _ in newPost() }
    let posts = IdentifiedSection(items: model, header: "Posts") { context, row, post in
      let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
      cell.text = post.title
      return cell
    }
    posts.changeStyle = Bool.random(using: &random) ? .reconfigure : .reload
    let short = seed % 2 == 1
    let screen = Screen([posts], height: short ? 180 : 2000)
    for step in 0..<50 {
      for _ in 0..<Int.random(in: 0...2, using: &random) where !model.isEmpty {
        model.remove(at: Int.random(in: 0..<model.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...2, using: &random) where model.count < 16 {
        model.insert(newPost(), at: Int.random(in: 0...model.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) where model.count > 1 {
        let moved = model.remove(at: Int.random(in: 0..<model.count, using: &random))
        model.insert(moved, at: Int.random(in: 0...model.count, using: &random))
      }
      for index in model.indices where Int.random(in: 0..<3, using: &random) == 0 {
        nextID += 1
        model[index].title = "p\(model[index].id) v\(nextID)"
      }
      posts.setItems(model)
      screen.root.flushUpdates()
      if short, !model.isEmpty, Bool.random(using: &random) {
        let row = Int.random(in: 0..<model.count, using: &random)
        try screen.list.scrollToRow(
          at: ListIndexPath(row: row, section: 0), at: .middle, animated: false)
      }
      let shown = renderedRows(screen.list)
      let expected = screen.list.indexPathsForVisibleRows.map { model[$0.row].title }
      let context = "seed \(seed), step \(step)"
      #expect(screen.list.numberOfRows(inSection: 0) == model.count, "\(context)")
      #expect(shown == expected, "\(context)")
      #expect(short || shown.count == model.count, "\(context): every row on screen")
      #expect(screen.root.diagnostics.isEmpty, "\(context)")
      if shown != expected || !screen.root.diagnostics.isEmpty { return }
    }
  }
}
