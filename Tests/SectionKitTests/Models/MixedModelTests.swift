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

/// An entry of a feed whose kinds are types of their own, with no enumeration of them: the
/// slot the entry takes in the feed is its identity.
protocol FeedEntry {
  var slot: Int { get }
}

struct FeedPost: FeedEntry, Identifiable, Equatable {
  var slot: Int
  var text: String
  var id: Int { slot }
}

struct FeedAd: FeedEntry, Identifiable, Equatable {
  var slot: Int
  var sponsor: String
  var id: Int { slot }
}

/// A post's section, typed by its model: no `guard case`.
@MainActor
final class FeedPostSection: ModelSectionController<FeedPost> {
  private(set) var received: [FeedPost] = []

  override func didUpdate(to post: FeedPost) {
    received.append(post)
    context.reload(animated: false)
  }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "Post: \(model?.text ?? "")"
    return cell
  }
}

/// An ad's section, typed by its model.
@MainActor
final class FeedAdSection: ModelSectionController<FeedAd> {
  private(set) var received: [FeedAd] = []

  override func didUpdate(to ad: FeedAd) {
    received.append(ad)
    context.reload(animated: false)
  }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = "Sponsored by \(model?.sponsor ?? "")"
    return cell
  }
}

@Suite("Sections made from models of several types, without an enumeration") @MainActor
struct ModelKindTests {
  func show(_ feed: [any FeedEntry], on screen: CompositeController) {
    screen.setModels(
      feed, id: \.slot,
      kinds: [
        ModelKind(FeedPost.self) { _ in FeedPostSection() },
        ModelKind(FeedAd.self) { _ in FeedAdSection() },
      ])
    screen.flushUpdates()
  }

  func lines(_ list: HeadlessListView) -> [String] {
    list.indexPathsForVisibleRows.compactMap { (list.cellForRow(at: $0) as? LabelCell)?.text }
  }

  @Test func eachKindGetsItsOwnTypedControllerAndNewerModelsReachItTyped() throws {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    show([FeedPost(slot: 1, text: "Hello"), FeedAd(slot: 2, sponsor: "Acme")], on: screen)
    #expect(lines(list) == ["Post: Hello", "Sponsored by Acme"])
    let post = try #require(screen.sectionController(forSection: 0) as? FeedPostSection)
    let ad = try #require(screen.sectionController(forSection: 1) as? FeedAdSection)
    #expect(post.model == FeedPost(slot: 1, text: "Hello"))

    show(
      [
        FeedAd(slot: 2, sponsor: "Acme"), FeedPost(slot: 1, text: "Hello, again"),
        FeedPost(slot: 3, text: "New"),
      ],
      on: screen)

    #expect(lines(list) == ["Sponsored by Acme", "Post: Hello, again", "Post: New"])
    #expect(screen.sectionController(forSection: 0) === ad, "the ad's controller moved")
    #expect(screen.sectionController(forSection: 1) === post, "the post's controller stayed")
    #expect(post.received == [FeedPost(slot: 1, text: "Hello, again")], "told the post, typed")
    #expect(ad.received.isEmpty, "an equal ad is not told again")
    #expect(screen.sectionController(forSection: 2) is FeedPostSection)
    #expect(screen.models(of: FeedPost.self).map(\.text) == ["Hello, again", "New"])
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func aSlotWhoseKindChangesGetsANewControllerOfItsNewKind() throws {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    show([FeedPost(slot: 1, text: "Hello"), FeedPost(slot: 2, text: "Soon an ad")], on: screen)
    let first = try #require(screen.sectionController(forSection: 0) as? FeedPostSection)
    let second = try #require(screen.sectionController(forSection: 1) as? FeedPostSection)
    let batches = list.batchCount

    show([FeedPost(slot: 1, text: "Hello"), FeedAd(slot: 2, sponsor: "Acme")], on: screen)

    #expect(lines(list) == ["Post: Hello", "Sponsored by Acme"])
    #expect(screen.sectionController(forSection: 0) === first)
    let ad = try #require(screen.sectionController(forSection: 1) as? FeedAdSection)
    #expect(ad.model == FeedAd(slot: 2, sponsor: "Acme") && ad.received.isEmpty)
    #expect(second.received.isEmpty, "the post's controller is not given an ad")
    #expect(second.context.section == nil, "and it left the list")
    #expect(list.batchCount == batches + 1)
    #expect(list.lastBatch?.deletedSections == [1] && list.lastBatch?.insertedSections == [1])
  }

  @Test func identifiableModelsOfTwoKindsMayShareAnID() throws {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    let kinds = [
      ModelKind(FeedPost.self) { _ in FeedPostSection() },
      ModelKind(FeedAd.self) { _ in FeedAdSection() },
    ]
    let feed: [any Identifiable] = [
      FeedPost(slot: 1, text: "Hello"), FeedAd(slot: 1, sponsor: "Acme"),
    ]
    screen.setModels(feed, kinds: kinds)
    screen.flushUpdates()
    #expect(lines(list) == ["Post: Hello", "Sponsored by Acme"])
    let ad = try #require(screen.sectionController(forSection: 1) as? FeedAdSection)

    screen.setModels([FeedAd(slot: 1, sponsor: "Acme Corp")] as [any Identifiable], kinds: kinds)
    screen.flushUpdates()
    #expect(lines(list) == ["Sponsored by Acme Corp"])
    #expect(screen.sectionController(forSection: 0) === ad)
    #expect(ad.received == [FeedAd(slot: 1, sponsor: "Acme Corp")])
    #expect(screen.diagnostics.isEmpty)
  }

  @Test func modelsAsAnyReachTheirTypedControllersBindingSectionsAmongThem() throws {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    let kinds = [
      ModelKind(String.self) { _ in TitleSection() },
      ModelKind(Conversation.self) { _ in ConversationSection() },
    ]
    let id: (Any) -> String = { ($0 as? Conversation)?.id ?? "\($0)" }
    screen.setModels(["Inbox", Conversation(id: "ada", messages: ["hi"])], id: id, kinds: kinds)
    screen.flushUpdates()
    #expect(lines(list) == ["Inbox", "hi"])
    let conversation = try #require(
      screen.sectionController(forSection: 1) as? ConversationSection)
    let batches = list.batchCount

    screen.setModels(
      ["Inbox", Conversation(id: "ada", messages: ["hi", "there"])], id: id, kinds: kinds)
    screen.flushUpdates()
    #expect(lines(list) == ["Inbox", "hi", "there"])
    #expect(conversation.updates == 1)
    #expect(list.batchCount == batches + 1, "the rows' batch alone")
    #expect(list.lastBatch?.insertedRows == [ListIndexPath(row: 1, section: 1)])
  }
}

/// A title's section, a `String` being its model.
@MainActor
final class TitleSection: ModelSectionController<String> {
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    cell.text = model ?? ""
    return cell
  }
}
