import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// A profile screen with a whole-list header (the profile) and footer (the version).
@MainActor
private final class ProfileScreen {
  let composite = CompositeController()
  let list: HeadlessListView

  init(height: CGFloat = 844) {
    composite.setChildren([
      ContentSection(title: "Account", [RowContent("Name"), RowContent("Email")]),
      ContentSection(title: "Devices", [RowContent("iPhone"), RowContent("iPad")]),
    ])
    composite.listHeader = RowContent("Ada Lovelace", secondaryText: "ada@example.com")
    composite.listFooter = RowContent("Version 2.1")
    list = HeadlessListView(size: CGSize(width: 390, height: height))
    composite.attach(to: list)
  }
}

@Suite("List header and footer: above the first section and after the last") @MainActor
struct HeadlessListHeaderTests {
  @Test func theHeaderStandsAboveSectionZeroAndTheFooterAfterTheLastSection() {
    let screen = ProfileScreen()
    let list = screen.list
    #expect(
      list.renderedText() == """
        ╒ Ada Lovelace · ada@example.com

        ┌ ACCOUNT
        │ Name
        │ Email
        └

        ┌ DEVICES
        │ iPhone
        │ iPad
        └

        ╘ Version 2.1

        """)
  }

  @Test func theHeaderAndFooterTakeSpaceInTheContent() {
    let screen = ProfileScreen()
    let list = screen.list
    // Two sections of a 28-point header and two 44-point rows, a 44-point list header and
    // footer.
    let sections: CGFloat = 2 * (28 + 2 * 44)
    #expect(list.contentSize.height == sections + 44 + 44)
    #expect(list.listHeaderFooterHeight == CGFloat(44))
  }

  @Test func scrollingPastTheHeaderLeavesItAboveAndScrollingToASectionCountsIt() throws {
    let screen = ProfileScreen(height: 150)
    let list = screen.list
    // The header's 44 points stand above section 0: its header starts at 44.
    try list.scrollToSection(0, at: .top, animated: false)
    #expect(list.contentOffset.y == CGFloat(44))
    #expect(
      list.renderedText() == """
        ┆ list header above

        ┌ ACCOUNT
        │ Name
        │ Email
        └

        ┌ DEVICES
        │ iPhone
        ┆ 1 row below

        ┆ list footer below

        """)
    list.scroll(toOffset: list.contentSize.height)
    #expect(list.contentOffset.y == list.contentSize.height - 150)
    #expect(
      list.renderedText() == """
        ┆ list header and 1 section above

        ┌ DEVICES
        │ iPhone
        │ iPad
        └

        ╘ Version 2.1

        """)
    // The list holds its data source weakly: the screen stays alive for the scrolls.
    withExtendedLifetime(screen) {}
  }

  @Test func changingTheHeaderUpdatesWhatIsShownAndMovesTheSections() {
    let screen = ProfileScreen()
    let (composite, list) = (screen.composite, screen.list)
    composite.listHeader = RowContent("Grace Hopper")
    #expect(list.renderedText().hasPrefix("╒ Grace Hopper\n\n┌ ACCOUNT\n"))
    composite.listHeader = nil
    composite.listFooter = nil
    let sections: CGFloat = 2 * (28 + 2 * 44)
    #expect(list.contentSize.height == sections)
    #expect(
      list.renderedText() == """
        ┌ ACCOUNT
        │ Name
        │ Email
        └

        ┌ DEVICES
        │ iPhone
        │ iPad
        └

        """)
  }

  @Test func aBatchAndAReloadKeepTheHeaderAboveTheSections() {
    let screen = ProfileScreen()
    let (composite, list) = (screen.composite, screen.list)
    composite.setChildren([ContentSection(title: "Devices", [RowContent("iPhone")])])
    composite.flushUpdates()
    #expect(list.batchCount == 1)
    #expect(
      list.renderedText() == """
        ╒ Ada Lovelace · ada@example.com

        ┌ DEVICES
        │ iPhone
        └

        ╘ Version 2.1

        """)
    #expect(list.contentSize.height == CGFloat(44 + 28 + 44 + 44))
    list.reloadData()
    #expect(list.contentSize.height == CGFloat(44 + 28 + 44 + 44))
    #expect(list.renderedText().hasPrefix("╒ Ada Lovelace · ada@example.com\n\n┌ DEVICES\n"))
  }

  @Test func aDetachedCompositeLeavesNoHeaderOnItsList() {
    let screen = ProfileScreen()
    let (composite, list) = (screen.composite, screen.list)
    composite.detach()
    #expect(list.renderedText() == "")
    #expect(list.contentSize.height == CGFloat(0))
  }
}
