#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A header written as a collection-view cell, as IGListKit's examples write theirs.
  final class UserHeaderView: UICollectionViewCell {}

  /// The same header, laid out in a nib.
  final class UserNibHeaderView: UICollectionViewCell, NibReusable {}

  /// A table view's header, which a collection view cannot show.
  final class TableOnlyHeader: UITableViewHeaderFooterView {}

  /// A section that asks a collection view for a table view's header.
  final class TableHeaderSection: SectionController, SectionHeaderFooterViews, SectionFlowLayout {
    override func numberOfRows(in context: SectionContext) -> Int { 0 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: TileCell.self, for: row)
    }
    func viewForHeader(in context: SectionContext) -> (any Reusable)? {
      context.dequeueReusableSupplementaryView(ofKind: .header, ofType: TableOnlyHeader.self)
    }
    func sizeForHeader(in context: SectionContext) -> CGSize? {
      CGSize(width: 320, height: 40)
    }

    func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? { nil }
  }

  /// A section of one item whose header and footer are collection-view cells showing its texts.
  final class UsersSection: SectionController, SectionHeaderFooterViews, SectionFlowLayout {
    let header: String
    let footer: String?
    var headerType: UICollectionViewCell.Type = UserHeaderView.self
    init(header: String, footer: String? = nil) {
      self.header = header
      self.footer = footer
    }
    override func numberOfRows(in context: SectionContext) -> Int { 1 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: TileCell.self, for: row)
    }
    func viewForHeader(in context: SectionContext) -> (any Reusable)? {
      let view =
        headerType == UserNibHeaderView.self
        ? context.dequeueReusableSupplementaryView(ofKind: .header, ofType: UserNibHeaderView.self)
        : context.dequeueReusableSupplementaryView(ofKind: .header, ofType: UserHeaderView.self)
      var content = UIListContentConfiguration.cell()
      content.text = header
      view.contentConfiguration = content
      return view
    }
    func viewForFooter(in context: SectionContext) -> (any Reusable)? {
      guard let footer else { return nil }
      let view = context.dequeueReusableSupplementaryView(
        ofKind: .footer, ofType: UserHeaderView.self)
      var content = UIListContentConfiguration.cell()
      content.text = footer
      view.contentConfiguration = content
      return view
    }
    func sizeForHeader(in context: SectionContext) -> CGSize? {
      CGSize(width: 320, height: 40)
    }
    func sizeForFooter(in context: SectionContext) -> CGSize? {
      footer == nil ? nil : CGSize(width: 320, height: 30)
    }

    func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? { nil }
  }

  /// A collection view with a flow layout, driven by an adapter.
  @MainActor
  final class FlowScreen {
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let adapter: CollectionViewAdapter
    let root: CompositeController

    init(_ root: CompositeController) {
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
      adapter = CollectionViewAdapter(collectionView: collectionView)
      self.root = root
      root.attach(to: adapter)
    }

    /// The header UIKit shows for `section`: asked only where the flow layout's size for it is
    /// not zero, as UIKit does.
    func header(_ section: Int) -> UICollectionReusableView? {
      let size = adapter.collectionView(
        collectionView, layout: layout, referenceSizeForHeaderInSection: section)
      guard size != .zero else { return nil }
      return adapter.collectionView(
        collectionView,
        viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section))
    }

    /// The footer UIKit shows for `section`, asked as ``header(_:)`` is.
    func footer(_ section: Int) -> UICollectionReusableView? {
      let size = adapter.collectionView(
        collectionView, layout: layout, referenceSizeForFooterInSection: section)
      guard size != .zero else { return nil }
      return adapter.collectionView(
        collectionView,
        viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: section))
    }
  }

  /// The text a header or footer view shows in its content configuration.
  @MainActor
  func shownText(_ view: UICollectionReusableView?) -> String? {
    ((view as? UICollectionViewCell)?.contentConfiguration as? UIListContentConfiguration)?.text
  }

  @Suite("UIKit collection view adapter: headers and footers, against UIKitMirror") @MainActor
  struct CollectionSupplementaryViewTests {
    @Test func aCollectionViewCellShowsAsAHeaderAndAFooter() {
      let screen = FlowScreen(
        CompositeController([UsersSection(header: "Users", footer: "3 users")]))
      screen.collectionView.calls = []

      #expect(shownText(screen.header(0)) == "Users")
      #expect(shownText(screen.footer(0)) == "3 users")
      #expect(screen.header(0) is UserHeaderView)
      let identifier = UserHeaderView.reuseIdentifier
      #expect(
        screen.collectionView.calls == [
          "register supplementary \(UICollectionView.elementKindSectionHeader) \(identifier)",
          "register supplementary \(UICollectionView.elementKindSectionFooter) \(identifier)",
        ])
    }

    @Test func aCellHeaderInANibIsRegisteredByItsNib() throws {
      let section = UsersSection(header: "Users")
      section.headerType = UserNibHeaderView.self
      let screen = FlowScreen(CompositeController([section]))
      screen.collectionView.nibContents["UserNibHeaderView"] = UserNibHeaderView.self
      screen.collectionView.calls = []

      let header = screen.header(0)

      #expect(header is UserNibHeaderView)
      #expect(shownText(header) == "Users")
      let identifier = UserNibHeaderView.reuseIdentifier
      #expect(
        screen.collectionView.calls == [
          "register supplementary nib UserNibHeaderView "
            + "\(UICollectionView.elementKindSectionHeader) \(identifier)"
        ])
    }

    @Test func aViewThatIsNotReusableByACollectionViewStopsWithAMessageSayingHowToFixIt() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let screen = FlowScreen(CompositeController([TableHeaderSection()]))
          _ = screen.header(0)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "TableHeaderSection asked for a header view of type "
            + "'SectionKitUIKitTests.TableOnlyHeader' for section 0, but CollectionViewAdapter "
            + "holds only subclasses of 'UICollectionReusableView'. Make "
            + "'SectionKitUIKitTests.TableOnlyHeader' inherit from 'UICollectionReusableView'"))
    }

    /// A settings screen written with `show { }`: a section with a header and a footer title, one
    /// with neither.
    func settings() -> CompositeController {
      let root = CompositeController()
      root.show {
        ListSection("account", header: "Account", footer: "Signed in as ada") {
          Row("name", RowContent("Ada"))
        }
        ListSection("about") {
          Row("version", RowContent("Version 2"))
        }
      }
      root.flushUpdates()
      return root
    }

    @Test func sectionTitlesShowAsTheHeaderAndFooterOfAFlowLayout() {
      let screen = FlowScreen(settings())

      #expect(shownText(screen.header(0)) == "Account")
      #expect(shownText(screen.footer(0)) == "Signed in as ada")
      #expect(screen.header(1) == nil)
      #expect(screen.footer(1) == nil)
    }

    @Test func aTitleGetsAHeightAcrossTheFlowLayoutUnlessTheLayoutOrTheSectionGivesASize() {
      let screen = FlowScreen(settings())
      let size = screen.adapter.collectionView(
        screen.collectionView, layout: screen.layout, referenceSizeForHeaderInSection: 0)
      #expect(size.width == 320)
      #expect(size.height > 0)
      screen.layout.headerReferenceSize = CGSize(width: 0, height: 22)
      #expect(
        screen.adapter.collectionView(
          screen.collectionView, layout: screen.layout, referenceSizeForHeaderInSection: 0)
          == CGSize(width: 0, height: 22))
    }

    @Test func aControllersTitleShowsWhenItHasNoHeaderView() {
      final class TitledSection: SectionController {
        override func numberOfRows(in context: SectionContext) -> Int { 1 }
        override func cell(at row: Int, in context: SectionContext) -> any Reusable {
          context.dequeueReusableCell(ofType: TileCell.self, for: row)
        }
        override func titleForHeader(in context: SectionContext) -> String? { "Recent" }
      }
      let screen = FlowScreen(
        CompositeController([TitledSection(), UsersSection(header: "Users")]))

      #expect(shownText(screen.header(0)) == "Recent")
      // A header view wins over a title, as on a table view.
      #expect(screen.header(1) is UserHeaderView)
    }

    @Test(
      "A titled section of a compositional list has a header and footer showing its titles",
      arguments: [UICollectionLayoutListConfiguration.Appearance.plain, .insetGrouped])
    func sectionTitlesShowInACompositionalList(
      appearance: UICollectionLayoutListConfiguration.Appearance
    ) throws {
      let screen = CompositionalScreen(settings(), listAppearance: appearance)
      let titled = try #require(screen.section(0)?.listConfiguration)
      let untitled = try #require(screen.section(1)?.listConfiguration)

      #expect(titled.headerMode == .supplementary)
      #expect(titled.footerMode == .supplementary)
      #expect(untitled.headerMode == .none)
      #expect(untitled.footerMode == .none)
      #expect(titled.appearance == appearance)
      let header = screen.adapter.collectionView(
        screen.collectionView,
        viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0))
      let footer = screen.adapter.collectionView(
        screen.collectionView,
        viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: 0))
      #expect(shownText(header) == "Account")
      #expect(shownText(footer) == "Signed in as ada")
      let style =
        (header as? UICollectionViewCell)?.contentConfiguration
        as? UIListContentConfiguration
      #expect(style?.mirrorStyle == (appearance == .plain ? "plainHeader" : "groupedHeader"))
    }
  }
#endif
