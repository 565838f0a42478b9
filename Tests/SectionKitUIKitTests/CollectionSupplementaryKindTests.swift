#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  extension SupplementaryKind {
    /// A compositional layout's badge on an item: its `rawValue` is the layout's element kind.
    static let unread = SupplementaryKind("unread-badge")
  }

  /// A badge a compositional layout attaches to each item.
  final class UnreadBadgeView: UICollectionReusableView {
    var count = 0
  }

  /// IGListKit's `ListSupplementaryViewSource`, ported: a mailbox whose items carry an unread
  /// badge (`viewForSupplementaryElement(ofKind:at:)` at the item's index), with a header that
  /// stays on screen while its messages scroll under it.
  final class MailboxSection: SectionController, SectionSupplementaryViews, SectionPinnedHeader,
    SectionSupplementaryDisplayDelegate
  {
    let name: String
    let unread: [Int]
    var pinned = true
    private(set) var asked: [String] = []
    private(set) var events: [String] = []

    init(_ name: String, unread: [Int]) {
      self.name = name
      self.unread = unread
    }

    override func numberOfRows(in context: SectionContext) -> Int { unread.count }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: TileCell.self, for: row)
    }
    override func titleForHeader(in context: SectionContext) -> String? { name }

    func supplementaryKinds(in context: SectionContext) -> [SupplementaryKind] {
      [.unread]
    }

    func viewForSupplementaryView(
      ofKind kind: SupplementaryKind, at index: Int, in context: SectionContext
    ) -> (any Reusable)? {
      asked.append("\(kind) \(index)")
      guard kind == .unread, unread[index] > 0 else { return nil }
      let badge = context.dequeueReusableSupplementaryView(
        ofKind: kind, ofType: UnreadBadgeView.self)
      badge.count = unread[index]
      return badge
    }

    func pinsHeaderToVisibleBounds(in context: SectionContext) -> Bool { pinned }

    func willDisplaySupplementaryView(
      _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
    ) {
      events.append("show \(kind)")
    }
    func didEndDisplayingSupplementaryView(
      _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
    ) {
      events.append("hide \(kind)")
    }
  }

  /// A mailbox that lays its section out itself, as a grouped list with a header.
  final class OwnLayoutMailboxSection: SectionController, CompositionalSectionController,
    SectionPinnedHeader
  {
    override func numberOfRows(in context: SectionContext) -> Int { 1 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: TileCell.self, for: row)
    }
    func pinsHeaderToVisibleBounds(in context: SectionContext) -> Bool { true }
    func layoutSection(
      environment: any NSCollectionLayoutEnvironment, in context: SectionContext
    ) -> NSCollectionLayoutSection? {
      var list = UICollectionLayoutListConfiguration(appearance: .grouped)
      list.headerMode = .supplementary
      return .list(using: list, layoutEnvironment: environment)
    }
  }

  @Suite("UIKit collection view adapter: supplementary views of any kind, pinned headers")
  @MainActor
  struct CollectionSupplementaryKindTests {
    func mailboxes() -> (MailboxSection, MailboxSection, CompositionalScreen) {
      let inbox = MailboxSection("Inbox", unread: [0, 3])
      let archive = MailboxSection("Archive", unread: [1, 0, 5])
      let screen = CompositionalScreen(
        CompositeController([inbox, archive]), listAppearance: .plain)
      return (inbox, archive, screen)
    }

    func badge(_ screen: CompositionalScreen, item: Int, section: Int)
      -> UICollectionReusableView
    {
      screen.adapter.collectionView(
        screen.collectionView, viewForSupplementaryElementOfKind: "unread-badge",
        at: IndexPath(item: item, section: section))
    }

    @Test func anItemsBadgeIsAskedOfTheOwningSectionAtItsLocalItem() {
      let (inbox, archive, screen) = mailboxes()

      let view = badge(screen, item: 2, section: 1)

      #expect((view as? UnreadBadgeView)?.count == 5)
      #expect(archive.asked == ["unread-badge 2"])
      #expect(inbox.asked.isEmpty)
      #expect(
        screen.collectionView.supplementaryDequeues == ["unread-badge [1, 2]"],
        "dequeued for the index path UIKit asked, as UIKit requires")
      #expect(
        screen.collectionView.calls.contains(
          "register supplementary unread-badge \(UnreadBadgeView.reuseIdentifier)"))
    }

    @Test func aKindTheSectionDoesNotGiveIsAnEmptyViewWhoseDisplayIsNotReported() {
      let (inbox, _, screen) = mailboxes()
      let delegate: any UICollectionViewDelegate = screen.adapter

      let none = badge(screen, item: 0, section: 0)
      let other = screen.adapter.collectionView(
        screen.collectionView, viewForSupplementaryElementOfKind: "background",
        at: IndexPath(item: 0, section: 0))
      delegate.collectionView(
        screen.collectionView, willDisplaySupplementaryView: none,
        forElementKind: "unread-badge", at: IndexPath(item: 0, section: 0))

      #expect(!(none is UnreadBadgeView))
      #expect(!(other is UnreadBadgeView))
      #expect(inbox.asked == ["unread-badge 0", "background 0"])
      #expect(inbox.events.isEmpty)
    }

    @Test func aBadgesDisplayReachesTheOwningSectionWithItsKind() {
      let (inbox, archive, screen) = mailboxes()
      let delegate: any UICollectionViewDelegate = screen.adapter
      let view = badge(screen, item: 1, section: 0)

      delegate.collectionView(
        screen.collectionView, willDisplaySupplementaryView: view,
        forElementKind: "unread-badge", at: IndexPath(item: 1, section: 0))
      delegate.collectionView(
        screen.collectionView, didEndDisplayingSupplementaryView: view,
        forElementOfKind: "unread-badge", at: IndexPath(item: 1, section: 0))

      #expect(inbox.events == ["show unread-badge", "hide unread-badge"])
      #expect(archive.events.isEmpty)
    }

    @Test func aPinnedSectionsListHeaderIsPinnedToTheVisibleBounds() throws {
      let (_, archive, screen) = mailboxes()
      archive.pinned = false

      let pinned = try #require(screen.section(0)?.boundarySupplementaryItems)
      let unpinned = try #require(screen.section(1)?.boundarySupplementaryItems)

      #expect(pinned.map(\.elementKind) == [UICollectionView.elementKindSectionHeader])
      #expect(pinned.map(\.pinToVisibleBounds) == [true])
      #expect(unpinned.map(\.pinToVisibleBounds) == [false])
    }

    @Test func aSectionThatLaysItselfOutHasItsHeaderPinnedToo() throws {
      let screen = CompositionalScreen(
        CompositeController([OwnLayoutMailboxSection()]), listAppearance: .plain)

      let items = try #require(screen.section(0)?.boundarySupplementaryItems)

      #expect(items.map(\.pinToVisibleBounds) == [true])
    }
  }
#endif
