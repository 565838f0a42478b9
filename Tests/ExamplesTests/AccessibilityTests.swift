import Foundation
import SectionKit
import SectionKitHeadless
import Testing

@testable import ExampleScreens
@testable import Examples

/// Every example screen passes the accessibility audit, in a phone-sized viewport the audit
/// scrolls through, before and after its scripted changes; and reads well to VoiceOver.
@Suite("Examples: accessibility") @MainActor
struct AccessibilityTests {
  @Test(arguments: ExampleScreen.all.map(\.name))
  func theScreenPassesTheAudit(name: String) throws {
    let screen = try RunningScreen(try #require(ExampleScreen.named(name)), height: 300)
    #expect(screen.list.accessibilityAudit().map(\.description) == [])
    for step in screen.steps {
      step.perform()
      screen.root.flushUpdates()
      #expect(screen.list.accessibilityAudit().map(\.description) == [], "after \(step.title)")
    }
  }

  @Test func theLicencesScreenPassesTheAudit() throws {
    let screen = try RunningScreen(.settings, height: 300)
    let licences = ListIndexPath(row: 1, section: 5)
    try screen.list.scrollToRow(at: licences, at: .none, animated: false)
    try screen.tap(licences)
    #expect(screen.title == "Licences")
    #expect(screen.list.accessibilityAudit().map(\.description) == [])
  }

  @Test func theUpdatedServerDrivenDocumentPassesTheAudit() throws {
    let screen = try RunningScreen(
      .serverDriven, options: ScreenOptions(then: ServerDrivenUpdateTests.updatedDocument),
      height: 300)
    for step in screen.steps { step.perform() }
    screen.root.flushUpdates()
    #expect(screen.list.accessibilityAudit().map(\.description) == [])
  }

  @Test func theFeedReadsNamesAndLikesInWords() throws {
    let screen = try RunningScreen(.feed)
    // Labels and values: the posts' actions (their swipe to delete) are not the point here.
    #expect(
      screen.list.accessibilityElements().map { "\($0.label ?? "") | \($0.value ?? "")" } == [
        "Stories | ada, new; grace",
        "Posts | ",
        "ada: Notes on the engine | 3 likes",
        "grace: Found a moth | 5 likes",
        "hedy: Frequency hopping | 2 likes",
        "Loading more posts | ",
      ])
    #expect(screen.list.accessibilityElements()[0].traits == [], "a tap on the strip does nothing")
    #expect(screen.text(at: ListIndexPath(row: 0, section: 0)) == "◉ ada  ○ grace")
  }

  @Test func theServerDrivenBannerReadsWithoutItsStar() throws {
    let screen = try RunningScreen(.serverDriven)
    #expect(screen.list.accessibilityText().hasPrefix("Welcome back, Ada\nAccount, Heading\n"))
    #expect(screen.text(at: ListIndexPath(row: 0, section: 0)) == "★ Welcome back, Ada")
  }
}
