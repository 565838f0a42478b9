import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A feed of several kinds, as IGListKit's `listAdapter(_:sectionControllerFor:)` switches on.
enum FeedItem: Identifiable, Equatable {
  case post(id: Int, text: String)
  case ad(id: Int, sponsor: String)
  case user(name: String)

  var id: String {
    switch self {
    case .post(let id, _): "post \(id)"
    case .ad(let id, _): "ad \(id)"
    case .user(let name): "user \(name)"
    }
  }
}

/// One section per feed item, of the item's kind; each shows one line.
@MainActor
class FeedSection: ModelSectionController<FeedItem> {
  private(set) var item: FeedItem
  private(set) var updates = 0

  init(_ item: FeedItem) { self.item = item }

  /// The line the section shows.
  var line: String { "?" }

  private(set) var previousAtUpdate: [FeedItem?] = []

  override func didUpdate(to item: FeedItem) {
    previousAtUpdate.append(model)
    self.item = item
    updates += 1
    context.reload(animated: false)
  }

  override func numberOfRows(in context: SectionContext) -> Int { 1 }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = line
    return cell
  }
}

@MainActor
final class PostSection: FeedSection {
  override var line: String {
    guard case .post(_, let text) = item else { return "not a post" }
    return "Post: \(text)"
  }
}

@MainActor
final class AdSection: FeedSection {
  override var line: String {
    guard case .ad(_, let sponsor) = item else { return "not an ad" }
    return "Sponsored by \(sponsor)"
  }
}

@MainActor
final class UserSection: FeedSection {
  override var line: String {
    guard case .user(let name) = item else { return "not a user" }
    return "Follow \(name)"
  }
}

@Suite("Sections made from models of several kinds") @MainActor
struct MixedModelTests {
  func show(_ feed: [FeedItem], on screen: CompositeController) {
    screen.setModels(feed) { item in
      switch item {
      case .post: PostSection(item)
      case .ad: AdSection(item)
      case .user: UserSection(item)
      }
    }
    screen.flushUpdates()
  }

  func lines(_ list: HeadlessListView) -> [String] {
    list.indexPathsForVisibleRows.compactMap { (list.cellForRow(at: $0) as? LabelCell)?.text }
  }

  @Test func postsAdsAndUsersKeepTheirControllersByIdentity() throws {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    show(
      [.post(id: 1, text: "Hello"), .ad(id: 7, sponsor: "Acme"), .user(name: "Ada")], on: screen)
    #expect(lines(list) == ["Post: Hello", "Sponsored by Acme", "Follow Ada"])
    let post = try #require(screen.sectionController(forSection: 0) as? PostSection)
    let user = try #require(screen.sectionController(forSection: 2) as? UserSection)

    show(
      [.user(name: "Ada"), .post(id: 1, text: "Hello, again"), .user(name: "Grace")], on: screen)

    #expect(lines(list) == ["Follow Ada", "Post: Hello, again", "Follow Grace"])
    #expect(screen.sectionController(forSection: 0) === user, "the user's controller moved")
    #expect(screen.sectionController(forSection: 1) === post, "the post's controller stayed")
    #expect(post.updates == 1 && user.updates == 0, "only the changed model is told")
    #expect(screen.sectionController(forSection: 2) is UserSection)
    #expect(!screen.sectionControllers.contains { $0 is AdSection }, "the ad's section left")
  }

  @Test func theModelsComeBackInTheOrderTheSectionsStand() throws {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    show([.user(name: "Ada"), .post(id: 1, text: "Hi"), .ad(id: 7, sponsor: "Acme")], on: screen)
    #expect(
      screen.models(of: FeedItem.self) == [
        .user(name: "Ada"), .post(id: 1, text: "Hi"), .ad(id: 7, sponsor: "Acme"),
      ])
    let post = try #require(screen.sectionController(forSection: 1) as? PostSection)
    #expect(post.model == .post(id: 1, text: "Hi"))

    show([.post(id: 1, text: "Hi!"), .user(name: "Ada")], on: screen)
    #expect(post.previousAtUpdate == [.post(id: 1, text: "Hi")], "the old model during the call")
    #expect(post.model == .post(id: 1, text: "Hi!"), "the new one after")
    #expect(screen.models(of: FeedItem.self) == [.post(id: 1, text: "Hi!"), .user(name: "Ada")])
    #expect(screen.models(of: String.self).isEmpty, "models of another type: none")
  }
}
