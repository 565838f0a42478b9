import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A binding section as an IGListKit user writes one: the rows from the values, and per item a
/// height, a tap and a swipe action, read from `items`.
@MainActor
final class PostListSection: IdentifiedSection<Post, Int>, SectionRowHeights, SectionSwipeActions {
  private(set) var opened: [String] = []

  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    items[row].title.count > 5 ? 80 : 40
  }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    super.didSelectRow(at: row, in: context)
    opened.append(items[row].title)
  }

  func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  {
    let title = items[row].title
    return SwipeActionsConfiguration(actions: [
      SwipeAction(identifier: "archive", title: "Archive \(title)") { done in done(true) }
    ])
  }
}

@Suite("Identified section, subclassed for sizes, taps and swipes per item") @MainActor
struct IdentifiedSectionSubclassTests {
  @Test func aSubclassAnswersPerItemAndKeepsTheSectionsOwnBehaviour() throws {
    var told: [String] = []
    let section = PostListSection(items: [
      Post(id: 1, title: "short"), Post(id: 2, title: "longer"),
    ]) { context, row, post in
      let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
      cell.text = post.title
      return cell
    }
    section.onSelect = { _, _, post in told.append(post.title) }
    let screen = Screen([section], height: 600)

    #expect(texts(screen.list) == ["short", "longer"])
    #expect(screen.list.contentSize.height == CGFloat(120), "the subclass sizes each item")
    try screen.list.tapRow(at: path(0, 1))
    #expect(section.opened == ["longer"], "the subclass's didSelectRow is called")
    #expect(told == ["longer"], "and super still calls onSelect")
    #expect(
      section.trailingSwipeActions(forRow: 0, in: try #require(screen.root.context(for: section)))?
        .actions.map(\.title) == ["Archive short"])

    section.setItems([Post(id: 2, title: "longer"), Post(id: 3, title: "new")])
    screen.root.flushUpdates()
    #expect(texts(screen.list) == ["longer", "new"])
    #expect(screen.list.contentSize.height == CGFloat(120))
  }
}
