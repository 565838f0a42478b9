#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// What a compositional layout tells its section provider: a container of a given width.
  final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    final class Container: NSObject, NSCollectionLayoutContainer {
      let contentSize: CGSize
      var effectiveContentSize: CGSize { contentSize }
      init(width: CGFloat) { contentSize = CGSize(width: width, height: 844) }
    }
    let container: any NSCollectionLayoutContainer
    let traitCollection = UITraitCollection()
    init(width: CGFloat) { container = Container(width: width) }
  }

  /// A section that lays itself out (a grouped list stands for any section of its own) and
  /// offers swipe actions naming the local row they were asked for.
  final class GalleryLayoutSection: SectionController, CompositionalSectionController,
    SectionSwipeActions
  {
    let name: String
    let count: Int
    var asked: [(width: CGFloat, section: Int?)] = []
    var made: NSCollectionLayoutSection?
    init(_ name: String, count: Int) {
      self.name = name
      self.count = count
    }
    override func numberOfRows(in context: SectionContext) -> Int { count }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: TileCell.self, for: row)
    }
    func layoutSection(
      environment: any NSCollectionLayoutEnvironment, in context: SectionContext
    ) -> NSCollectionLayoutSection? {
      asked.append((environment.container.effectiveContentSize.width, context.section))
      let section = NSCollectionLayoutSection.list(
        using: UICollectionLayoutListConfiguration(appearance: .grouped),
        layoutEnvironment: environment)
      made = section
      return section
    }
    func leadingSwipeActions(forRow row: Int, in context: SectionContext)
      -> SwipeActionsConfiguration?
    {
      SwipeActionsConfiguration(actions: [
        SwipeAction(identifier: "pin", title: "Pin \(name) \(row)") { $0(true) }
      ])
    }
    func trailingSwipeActions(forRow row: Int, in context: SectionContext)
      -> SwipeActionsConfiguration?
    {
      SwipeActionsConfiguration(
        actions: [
          SwipeAction(identifier: "delete", title: "Delete \(name) \(row)", style: .destructive) {
            $0(true)
          }
        ], performsFirstActionWithFullSwipe: false)
    }
  }

  /// A section that does not lay itself out and answers `nil`.
  final class DeclinedLayoutSection: SectionController, CompositionalSectionController {
    override func numberOfRows(in context: SectionContext) -> Int { 1 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: TileCell.self, for: row)
    }
    func layoutSection(
      environment: any NSCollectionLayoutEnvironment, in context: SectionContext
    ) -> NSCollectionLayoutSection? { nil }
  }

  @MainActor
  final class CompositionalScreen {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    let adapter: CollectionViewAdapter
    let layout: UICollectionViewCompositionalLayout
    let root: CompositeController

    init(
      _ root: CompositeController, listAppearance: UICollectionLayoutListConfiguration.Appearance
    ) {
      adapter = CollectionViewAdapter(collectionView: collectionView)
      layout = adapter.makeCompositionalLayout(listAppearance: listAppearance)
      collectionView.collectionViewLayout = layout
      self.root = root
      root.attach(to: adapter)
    }

    /// The section the layout gets for `section`, as UIKit asks it.
    func section(_ section: Int, width: CGFloat = 390) -> NSCollectionLayoutSection? {
      layout.sectionProvider(section, LayoutEnvironment(width: width))
    }
  }

  @Suite("UIKit collection view adapter: compositional layout, against UIKitMirror") @MainActor
  struct CompositionalLayoutTests {
    @Test("Each section is laid out by the controller that owns it", arguments: ["flat", "nested"])
    func theOwningControllerLaysItsSectionOut(shape: String) throws {
      let plain = TileSection("plain", ["p0"])
      let gallery = GalleryLayoutSection("gallery", count: 3)
      let root =
        shape == "flat"
        ? CompositeController([plain, gallery])
        : CompositeController([plain, CompositeController([CompositeController([gallery])])])
      let screen = CompositionalScreen(root, listAppearance: .insetGrouped)

      let section = try #require(screen.section(1, width: 700))

      #expect(section === gallery.made)
      #expect(gallery.asked.count == 1)
      #expect(gallery.asked.first?.width == 700)
      #expect(gallery.asked.first?.section == 1)
    }

    @Test func aControllerThatDoesNotLayItselfOutGetsAListOfTheLayoutsAppearance() throws {
      let gallery = GalleryLayoutSection("gallery", count: 1)
      let root = CompositeController([
        TileSection("plain", ["p0"]), DeclinedLayoutSection(), gallery,
      ])
      let screen = CompositionalScreen(root, listAppearance: .insetGrouped)

      let plain = try #require(screen.section(0)?.listConfiguration)
      let declined = try #require(screen.section(1)?.listConfiguration)

      #expect(plain.appearance == .insetGrouped)
      #expect(declined.appearance == .insetGrouped)
      #expect(gallery.asked.isEmpty)
      // The default list's swipe actions are the owning controller's: here, none.
      let trailing = try #require(plain.trailingSwipeActionsConfigurationProvider)
      #expect(trailing(IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("A list's swipe actions are the owning controller's, for its local row")
    func listSwipeActionsComeFromTheOwningController() throws {
      let first = GalleryLayoutSection("first", count: 2)
      let second = GalleryLayoutSection("second", count: 4)
      let root = CompositeController([
        TileSection("plain", ["p0"]), first, CompositeController([second]),
      ])
      let screen = CompositionalScreen(root, listAppearance: .plain)
      let configuration = screen.adapter.makeListConfiguration(appearance: .sidebar)
      let leading = try #require(configuration.leadingSwipeActionsConfigurationProvider)
      let trailing = try #require(configuration.trailingSwipeActionsConfigurationProvider)

      #expect(configuration.appearance == .sidebar)
      #expect(leading(IndexPath(item: 3, section: 2))?.actions.map(\.title) == ["Pin second 3"])
      let delete = try #require(trailing(IndexPath(item: 1, section: 1)))
      #expect(delete.actions.map(\.title) == ["Delete first 1"])
      #expect(delete.actions.first?.style == .destructive)
      #expect(!delete.performsFirstActionWithFullSwipe)
      #expect(leading(IndexPath(item: 0, section: 0)) == nil)
    }
  }
#endif
