import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

// The code of the article Composing and Nesting
// (Sources/SectionKit/SectionKit.docc/ComposingAndNesting.md).

final class SettingsRowCell: HeadlessCell {
  var title = ""
  var value = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    title = ""
    value = ""
  }

  override var textDescription: String { value.isEmpty ? title : "\(title): \(value)" }
}

final class SettingsGroupSection: SectionController {
  let title: String
  let rows: [(title: String, value: String)]
  var onSelect: (_ row: Int) -> Void = { _ in }

  init(title: String, rows: [(title: String, value: String)]) {
    self.title = title
    self.rows = rows
  }

  override func numberOfRows(in context: SectionContext) -> Int { rows.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: SettingsRowCell.self, for: row)
    cell.title = rows[row].title
    cell.value = rows[row].value
    return cell
  }

  override func titleForHeader(in context: SectionContext) -> String? { title }

  override func didSelectRow(at row: Int, in context: SectionContext) { onSelect(row) }
}

final class AccountSection: SectionController {
  let name: String
  var onSignOut: () -> Void = {}

  init(name: String) { self.name = name }

  override func numberOfRows(in context: SectionContext) -> Int { 2 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: SettingsRowCell.self, for: row)
    cell.title = row == 0 ? name : "Sign Out"
    return cell
  }

  override func titleForHeader(in context: SectionContext) -> String? { "Account" }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    if row == 1 { onSignOut() }
  }

  override var sectionIdentity: AnyHashable { "account" }
}

@MainActor
final class NotificationsFeature {
  let alerts = SettingsGroupSection(
    title: "Notifications", rows: [("Allow Notifications", "On"), ("Sounds", "Off")])
  let quietHours = SettingsGroupSection(
    title: "Quiet Hours", rows: [("From", "22:00"), ("To", "07:00")])
  let sections: CompositeController

  init() {
    sections = CompositeController([alerts])
  }

  func showQuietHours(_ shown: Bool) {
    sections.setChildren(shown ? [alerts, quietHours] : [alerts])
  }
}

@MainActor
final class SettingsScreenFixture {
  let account = AccountSection(name: "Ada Lovelace")
  let notifications = NotificationsFeature()
  let about = SettingsGroupSection(title: "About", rows: [("Version", "2.1")])
  let settings: CompositeController
  let list = HeadlessListView()

  init() {
    settings = CompositeController([account, notifications.sections, about])
    settings.attach(to: list)
  }
}

@Suite("Composing and Nesting") @MainActor
struct ComposingAndNestingTests {
  @Test func aNestedCompositeContributesItsSectionsInPlace() {
    let account = AccountSection(name: "Ada Lovelace")
    let notifications = NotificationsFeature()
    let about = SettingsGroupSection(title: "About", rows: [("Version", "2.1")])
    let settings = CompositeController([account, notifications.sections, about])
    let list = HeadlessListView()
    settings.attach(to: list)

    #expect(
      list.renderedText() == """
        ┌ ACCOUNT
        │ Ada Lovelace
        │ Sign Out
        └

        ┌ NOTIFICATIONS
        │ Allow Notifications: On
        │ Sounds: Off
        └

        ┌ ABOUT
        │ Version: 2.1
        └

        """)
    #expect(settings.children.count == 3)
    #expect(settings.sectionCount == 3)
    #expect(notifications.sections.parent === settings)
    #expect(notifications.sections.root === settings)
  }

  @Test func routingUsesLocalRows() throws {
    let screen = SettingsScreenFixture()
    let (settings, notifications, about, list) = (
      screen.settings, screen.notifications, screen.about, screen.list
    )

    notifications.showQuietHours(true)
    settings.flushUpdates()
    var tapped: [Int] = []
    notifications.quietHours.onSelect = { tapped.append($0) }

    try list.tapRow(at: ListIndexPath(row: 1, section: 2))

    #expect(tapped == [1])
    #expect(settings.sectionController(forSection: 2) === notifications.quietHours)
    #expect(settings.context(for: about)?.section == 3)
    #expect(settings.sectionController(forSection: 4) == nil)
  }

  @Test func theTreeAndItsFlattenedTable() {
    let screen = SettingsScreenFixture()
    let (settings, notifications, about) = (screen.settings, screen.notifications, screen.about)
    notifications.showQuietHours(true)

    #expect(settings.sectionCount == 4)
    #expect(notifications.sections.sectionCount == 2)
    #expect(settings.sectionControllers.count == 4)
    #expect(settings.sectionControllers.last === about)
    #expect(
      notifications.sections.sectionControllers.map { $0 === notifications.alerts }
        == [true, false])
  }

  @Test func showingQuietHoursInsertsOneSectionAndOthersKeepTheirContext() throws {
    let screen = SettingsScreenFixture()
    let (settings, notifications, about, list) = (
      screen.settings, screen.notifications, screen.about, screen.list
    )
    let reloads = list.reloadCount

    let aboutContext = try #require(settings.context(for: about))
    try list.tapRow(at: ListIndexPath(row: 0, section: 2))

    notifications.showQuietHours(true)
    settings.flushUpdates()

    #expect(list.lastBatch?.insertedSections == [2])
    #expect(settings.context(for: about) === aboutContext)
    #expect(aboutContext.section == 3)
    #expect(aboutContext.selectedRows == [0])

    #expect(list.reloadCount == reloads)
    #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 0, section: 3)])
    #expect(
      list.renderedText().contains(
        """
        ┌ QUIET HOURS
        │ From: 22:00
        │ To: 07:00
        └
        """))
  }

  @Test func aSectionReachesItsNeighbourThroughTheFeatureThatOwnsBoth() throws {
    let screen = SettingsScreenFixture()
    let (notifications, list) = (screen.notifications, screen.list)
    notifications.alerts.onSelect = { [weak notifications] row in
      guard row == 0 else { return }
      notifications?.showQuietHours(true)
    }

    try list.tapRow(at: ListIndexPath(row: 0, section: 1))
    screen.settings.flushUpdates()

    #expect(list.rowCounts == [2, 2, 2, 1], "the quiet hours section came in after the alerts")
    #expect(list.renderedText().contains("QUIET HOURS"))
  }

  @Test func hidingQuietHoursDeletesItsSection() throws {
    let screen = SettingsScreenFixture()
    let (settings, notifications, list) = (screen.settings, screen.notifications, screen.list)
    notifications.showQuietHours(true)

    let context = try #require(settings.context(for: notifications.quietHours))
    notifications.showQuietHours(false)
    settings.flushUpdates()

    #expect(list.lastBatch?.deletedSections == [2])
    #expect(context.section == nil)
    var outcome: ListBatch.Outcome?
    context.performBatch(updates: { $0.reloadSection() }, completion: { outcome = $0 })
    #expect(outcome == .reloaded)
    #expect(list.rowCounts == [2, 2, 1])
  }

  @Test func changingTheChildrenOfTheRoot() throws {
    let screen = SettingsScreenFixture()
    let (settings, list) = (screen.settings, screen.list)

    let privacy = SettingsGroupSection(title: "Privacy", rows: [("Share Analytics", "Off")])
    settings.insert(privacy, at: 2)
    settings.flushUpdates()
    #expect(list.lastBatch?.insertedSections == [2])

    settings.move(from: 3, to: 0)
    settings.flushUpdates()
    #expect(list.lastBatch?.movedSections == [ListBatch.SectionMove(from: 3, to: 0)])

    settings.remove(at: 2)  // the notifications feature, and so its sections
    settings.flushUpdates()
    #expect(list.lastBatch?.deletedSections == [2])

    #expect(list.rowCounts == [1, 2, 1])
  }

  @Test func aNewInstanceWithTheSameIdentityReloadsItsSection() throws {
    let screen = SettingsScreenFixture()
    let (settings, account, list) = (screen.settings, screen.account, screen.list)

    let context = account.context
    let grace = AccountSection(name: "Grace Hopper")
    settings.replace(at: 0, with: grace)
    settings.flushUpdates()

    #expect(list.lastBatch?.reloadedSections == [0])
    #expect(grace.context !== context)
    #expect(grace.context.section == 0)
    #expect(context.section == nil)

    #expect(list.renderedText().hasPrefix("┌ ACCOUNT\n│ Grace Hopper\n"))
  }

  @Test func aNewInstanceWithoutACustomIdentityIsANewSection() throws {
    let screen = SettingsScreenFixture()
    let (settings, list) = (screen.settings, screen.list)

    let newAbout = SettingsGroupSection(title: "About", rows: [("Version", "2.2")])
    settings.replace(at: 2, with: newAbout)
    settings.flushUpdates()

    #expect(list.lastBatch?.deletedSections == [2])
    #expect(list.lastBatch?.insertedSections == [2])
  }

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func onlyTheRootAttaches() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let feature = NotificationsFeature()
          let settings = CompositeController([feature.sections])
          let list = HeadlessListView()
          settings.attach(to: list)
          feature.sections.attach(to: list)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "SectionKit: attach the root CompositeController to a host, not one nested in another."))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aCompositeIsNestedInOneParentAtATime() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let feature = NotificationsFeature()
          let settings = CompositeController([feature.sections])
          withExtendedLifetime(settings) {
            _ = CompositeController([feature.sections])
          }
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "SectionKit: this CompositeController is already nested in another; remove it there first."
        ))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aControllerInstanceOwnsOneSection() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let about = SettingsGroupSection(title: "About", rows: [("Version", "2.1")])
          _ = CompositeController([about, CompositeController([about])])
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          """
          SectionKit: the same SettingsGroupSection instance appears twice, the second time at \
          section 1. A section controller owns exactly one section; create a second instance to \
          show the feature twice.
          """))
    }
  #endif

  @Test func pendingRowUpdatesAreAppliedBeforeTheChildrenChange() throws {
    let screen = SettingsScreenFixture()
    let (settings, notifications, list) = (screen.settings, screen.notifications, screen.list)
    let batches = list.batchCount
    let context = try #require(settings.context(for: notifications.alerts))

    context.performBatch { $0.reconfigureRows(at: [1]) }
    notifications.showQuietHours(true)
    settings.flushUpdates()

    #expect(list.batchCount == batches + 2)
    #expect(list.lastBatch?.insertedSections == [2])
  }

  @Test func aSectionBatchThatCannotApplyReloadsAndReports() {
    let screen = SettingsScreenFixture()
    let (settings, list) = (screen.settings, screen.list)
    let counter = RecordingSection("counter", rows: 1)
    settings.append(counter)
    settings.flushUpdates()
    var diagnostics: [UpdateDiagnostic] = []
    settings.onDiagnostic = { diagnostics.append($0) }
    let reloads = list.reloadCount

    counter.rows = 3  // without an update
    settings.append(SettingsGroupSection(title: "Privacy", rows: [("Share Analytics", "Off")]))
    settings.flushUpdates()

    #expect(list.reloadCount == reloads + 1)
    #expect(diagnostics.count == 1)
    #expect(list.rowCounts == [2, 2, 1, 3, 1])
  }

  #if os(macOS) || os(Linux) || os(Windows)
    @Test func aCompositeCannotContainItsAncestor() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let feature = NotificationsFeature()
          let settings = CompositeController([feature.sections])
          feature.sections.append(settings)
        }
      }
    }
  #endif

  @Test @MainActor func duplicateSectionIdentitiesAreReportedAndShown() {
    var reported: [UpdateDiagnostic] = []
    let settings = CompositeController()
    settings.onDiagnostic = { reported.append($0) }
    settings.setChildren([
      AccountSection(name: "Ada Lovelace"), AccountSection(name: "Grace Hopper"),
    ])
    let list = HeadlessListView()
    settings.attach(to: list)
    #expect(reported.map(\.violation.rule) == [.duplicateSectionIdentity])
    #expect(reported.first?.section == 1)
    #expect(
      reported.first?.description.hasPrefix(
        "SectionKit: AccountSection (section 1) has the "
      ) == true)
    #expect(reported.first?.description.contains("section identities must be unique") == true)
    #expect(list.numberOfSections == 2, "both accounts are shown")
  }
}
