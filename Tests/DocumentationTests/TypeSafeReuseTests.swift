import Foundation
@_spi(Hosting) import SectionKit
@_spi(Hosting) import SectionKitHeadless
import SectionKitUIKit
import Testing

#if SECTIONKIT_UIKIT_MIRROR
  import UIKitMirror
#endif

// The code of the article Type-Safe Reuse (Sources/SectionKit/SectionKit.docc/TypeSafeReuse.md).
// Its UIKit code compiles here against UIKitMirror, which declares UIKit's API on Linux.

struct UserProfile {
  var name: String
  var initials: String
  var fields: [(title: String, value: String)]

  static let ada = UserProfile(
    name: "Ada Lovelace", initials: "AL",
    fields: [("Email", "ada@example.com"), ("Phone", "+44 20 7946 0018")])
}

final class AvatarCell: HeadlessCell {
  var initials = ""
  var badge: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    initials = ""
    badge = nil
  }

  override var textDescription: String {
    badge.map { "(\(initials)) \($0)" } ?? "(\(initials))"
  }
}

final class ProfileCell: HeadlessCell {
  var title = ""
  var value = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    title = ""
    value = ""
  }

  override var textDescription: String { "\(title): \(value)" }
}

final class ProfileHeaderView: HeadlessHeaderFooterView {
  var name = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    name = ""
  }

  override var textDescription: String { name }
}

final class ProfileSection: SectionController, SectionHeaderFooterViews, SectionRowHeights {
  let profile: UserProfile

  init(profile: UserProfile) { self.profile = profile }

  override func numberOfRows(in context: SectionContext) -> Int { 1 + profile.fields.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    if row == 0 {
      let cell = context.dequeueReusableCell(ofType: AvatarCell.self, for: row)
      cell.initials = profile.initials
      return cell
    }
    let cell = context.dequeueReusableCell(ofType: ProfileCell.self, for: row)
    cell.title = profile.fields[row - 1].title
    cell.value = profile.fields[row - 1].value
    return cell
  }

  func viewForHeader(in context: SectionContext) -> (any Reusable)? {
    let header = context.dequeueReusableSupplementaryView(
      ofKind: .header, ofType: ProfileHeaderView.self)
    header.name = profile.name
    return header
  }

  func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
    row == 0 ? 88 : nil
  }
}

/// Uses one view type for its header and its footer.
final class CaptionedProfileSection: SectionController, SectionHeaderFooterViews {
  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: ProfileCell.self, for: row)
    cell.title = "Email"
    cell.value = "ada@example.com"
    return cell
  }

  func viewForHeader(in context: SectionContext) -> (any Reusable)? {
    let view = context.dequeueReusableSupplementaryView(
      ofKind: .header, ofType: ProfileHeaderView.self)
    view.name = "Contact"
    return view
  }

  func viewForFooter(in context: SectionContext) -> (any Reusable)? {
    let view = context.dequeueReusableSupplementaryView(
      ofKind: .footer, ofType: ProfileHeaderView.self)
    view.name = "Shown to friends only"
    return view
  }
}

enum PublicProfile {
  final class Cell: HeadlessCell {}
}

enum PrivateProfile {
  final class Cell: HeadlessCell {}
}

final class ProfileBadgeCell<Badge>: HeadlessCell {}

struct Follower {
  var initials: String
  var unread: Int
}

final class FollowersSection: SectionController {
  let followers: [Follower]

  init(followers: [Follower]) { self.followers = followers }

  override func numberOfRows(in context: SectionContext) -> Int { followers.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: AvatarCell.self, for: row)
    cell.initials = followers[row].initials
    if followers[row].unread > 0 {
      cell.badge = "\(followers[row].unread) new"
    }
    return cell
  }
}

// MARK: UIKit

#if SECTIONKIT_UIKIT_MIRROR
  final class ProfileTableCell: UITableViewCell {}

  final class ProfileNibCell: UITableViewCell, NibReusable {}

  // `Bundle.module` exists only in a target with resources; this test target has none, so the
  // package's resource bundle is stood in for by another bundle, named `module` here.
  extension Bundle {
    static let module = Bundle(path: NSTemporaryDirectory()) ?? Bundle.main
  }

  final class BadgeNibCell: UITableViewCell, NibReusable {
    static var nibBundle: Bundle { .module }
    static var nibName: String { "Badge" }
  }

  final class ProfileTableSection: SectionController {
    override func numberOfRows(in context: SectionContext) -> Int { 2 }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      if row == 0 {
        return context.dequeueReusableCell(ofType: ProfileNibCell.self, for: row)
      }
      return context.dequeueReusableCell(ofType: ProfileTableCell.self, for: row)
    }
  }
#endif

// MARK: Misuse

final class StaleAvatarSection: SectionController {
  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: AvatarCell.self, for: row)
  }

  func avatarDidLoad() {
    let cell = context.dequeueReusableCell(ofType: AvatarCell.self, for: 0)  // wrong
    cell.badge = "new"
  }

  func avatarDidLoadFixed() {
    context.cellForRow(at: 0, as: AvatarCell.self)?.badge = "new"
  }
}

final class FirstRowOnlySection: SectionController {
  override func numberOfRows(in context: SectionContext) -> Int { 2 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: ProfileCell.self, for: 0)  // wrong: not `row`
  }
}

final class LegacyProfileCell: HeadlessCell {
  override class var reuseIdentifier: String { "ProfileCell" }
}

final class LegacyAvatarCell: HeadlessCell {
  override class var reuseIdentifier: String { "ProfileCell" }
}

final class LegacyProfileSection: SectionController {
  override func numberOfRows(in context: SectionContext) -> Int { 2 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    if row == 0 {
      return context.dequeueReusableCell(ofType: LegacyAvatarCell.self, for: row)
    }
    return context.dequeueReusableCell(ofType: LegacyProfileCell.self, for: row)
  }
}

#if os(macOS) || os(Linux) || os(Windows)
  /// What a process that stopped wrote to standard error.
  func reuseMisuseMessage(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }
#endif

@Suite("Type-Safe Reuse") @MainActor
struct TypeSafeReuseTests {
  @Test func theProfileScreen() {
    let section = ProfileSection(profile: .ada)
    let screen = CompositeController([section])
    let list = HeadlessListView()
    screen.attach(to: list)

    #expect(
      list.renderedText() == """
        ┌ Ada Lovelace
        │ (AL)
        │ Email: ada@example.com
        │ Phone: +44 20 7946 0018
        └

        """)
  }

  @Test func identifiersAreModuleQualifiedTypeNames() {
    #expect(ProfileCell.reuseIdentifier == "DocumentationTests.ProfileCell")
    #expect(PublicProfile.Cell.reuseIdentifier == "DocumentationTests.PublicProfile.Cell")
    #expect(PrivateProfile.Cell.reuseIdentifier == "DocumentationTests.PrivateProfile.Cell")
    #expect(ReuseIdentifier.derived(from: ProfileCell.self) == String(reflecting: ProfileCell.self))
    #expect(
      ProfileBadgeCell<Int>.reuseIdentifier == "DocumentationTests.ProfileBadgeCell<Swift.Int>")
  }

  @Test func aCellTypeIsRegisteredTheFirstTimeItIsDequeued() {
    let section = ProfileSection(profile: .ada)
    let screen = CompositeController([section])
    let list = HeadlessListView(size: CGSize(width: 390, height: 100))
    screen.attach(to: list)

    #expect(list.registeredCellIdentifiers == [AvatarCell.reuseIdentifier])
    // The profile rows are below the viewport: their cell type is not registered yet.

    list.scroll(by: 100)

    #expect(
      list.registeredCellIdentifiers == [AvatarCell.reuseIdentifier, ProfileCell.reuseIdentifier])
  }

  @Test func oneViewTypeServesAsHeaderAndFooter() {
    let screen = CompositeController([CaptionedProfileSection()])
    let list = HeadlessListView()
    screen.attach(to: list)

    #expect(
      list.renderedText() == """
        ┌ Contact
        │ Email: ada@example.com
        └ Shown to friends only

        """)
  }

  @Test func reusedCellsArePreparedForTheirNextRow() {
    var followers = (1...40).map { Follower(initials: "F\($0)", unread: 0) }
    followers[0].unread = 3
    let section = FollowersSection(followers: followers)
    let screen = CompositeController([section])
    let list = HeadlessListView(size: CGSize(width: 390, height: 440))
    screen.attach(to: list)
    #expect(list.renderedText().hasPrefix("┌\n│ (F1) 3 new\n│ (F2)\n"))

    list.scroll(toOffset: 1_000)

    let cells = list.visibleCellsInOrder.compactMap { $0 as? AvatarCell }
    #expect(cells.contains { $0.reuseCount > 0 })
    #expect(cells.allSatisfy { $0.badge == nil })
    #expect(list.createdCellCount <= 11)
  }

  #if SECTIONKIT_UIKIT_MIRROR
    @Test func aNibCellIsRegisteredByItsNibInItsOwnBundle() throws {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      tableView.nibContents["ProfileNibCell"] = ProfileNibCell.self
      let adapter = TableViewAdapter(tableView: tableView)
      let screen = CompositeController([ProfileTableSection()])
      screen.attach(to: adapter)

      let nibCell = adapter.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0))
      let classCell = adapter.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))

      #expect(nibCell is ProfileNibCell)
      #expect(classCell is ProfileTableCell)
      #expect(
        tableView.calls.contains("register nib ProfileNibCell DocumentationTests.ProfileNibCell"))
      #expect(tableView.calls.contains("register class DocumentationTests.ProfileTableCell"))
      let nib = try #require(tableView.registeredNib(forIdentifier: ProfileNibCell.reuseIdentifier))
      #expect(nib.bundle == Bundle(for: ProfileNibCell.self))
    }
  #endif

  #if SECTIONKIT_UIKIT_MIRROR
    @Test func aPackagesNibCellIsRegisteredFromThePackagesBundle() throws {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      tableView.nibContents["Badge"] = BadgeNibCell.self
      let adapter = TableViewAdapter(tableView: tableView)
      adapter.registerCell(BadgeNibCell.self, forReuseIdentifier: BadgeNibCell.reuseIdentifier)

      let nib = try #require(tableView.registeredNib(forIdentifier: BadgeNibCell.reuseIdentifier))
      #expect(nib.name == "Badge")
      #expect(nib.bundle === Bundle.module)
    }
  #endif

  @Test func changingACellOnScreenGoesThroughCellForRow() {
    let section = StaleAvatarSection()
    let screen = CompositeController([section])
    let list = HeadlessListView()
    screen.attach(to: list)

    section.avatarDidLoadFixed()

    #expect(list.renderedText() == "┌\n│ () new\n└\n")
  }

  #if os(macOS) || os(Linux) || os(Windows)
    #if SECTIONKIT_UIKIT_MIRROR
      @Test func aCellOfAnotherHostStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
          await MainActor.run {
            let screen = CompositeController([ProfileTableSection()])
            let list = HeadlessListView()
            screen.attach(to: list)
          }
        }
        #expect(
          reuseMisuseMessage(result).contains(
            """
            SectionKit: ProfileTableSection asked for a cell of type \
            'DocumentationTests.ProfileNibCell' at [0, 0], but HeadlessListView holds only subclasses \
            of 'HeadlessCell'. Make 'DocumentationTests.ProfileNibCell' inherit from 'HeadlessCell', \
            or dequeue a type made for HeadlessListView.
            """))
      }
    #endif
  #endif

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func dequeuingOutsideARequestStops() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let section = StaleAvatarSection()
          let screen = CompositeController([section])
          let list = HeadlessListView()
          screen.attach(to: list)
          section.avatarDidLoad()
        }
      }
      #expect(
        reuseMisuseMessage(result).contains(
          """
          SectionKit: StaleAvatarSection dequeued a cell of type 'DocumentationTests.AvatarCell' \
          for row 0 outside a request from the host. Dequeue only inside cell(at:in:), \
          viewForHeader(in:) or viewForFooter(in:) and return what you dequeued; to change a cell on \
          screen, use context.cellForRow(at:as:).
          """))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func dequeuingForAnotherRowStops() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let screen = CompositeController([FirstRowOnlySection()])
          let list = HeadlessListView()
          screen.attach(to: list)
        }
      }
      #expect(
        reuseMisuseMessage(result).contains(
          """
          SectionKit: FirstRowOnlySection dequeued a cell of type 'DocumentationTests.ProfileCell' \
          for row 0 while the host asked for row 1. Pass the row you were given to \
          dequeueReusableCell(ofType:for:).
          """))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func twoTypesClaimingOneIdentifierStop() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let screen = CompositeController([LegacyProfileSection()])
          let list = HeadlessListView()
          screen.attach(to: list)
        }
      }
      #expect(
        reuseMisuseMessage(result).contains(
          """
          SectionKit: 'DocumentationTests.LegacyProfileCell' and \
          'DocumentationTests.LegacyAvatarCell' both use the reuse identifier 'ProfileCell' on \
          HeadlessListView. Remove the custom reuseIdentifier from one of them so that SectionKit \
          derives a unique one from the type.
          """))
    }
  #endif
}
