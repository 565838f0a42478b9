import Foundation
import SectionKit
import SectionKitHeadless
import Testing

// The code of Sources/SectionKit/SectionKit.docc/UpdatesAndDiffing.md.

struct Mail: Identifiable, Equatable {
  let id: Int
  var subject: String
  var isRead = false
}

final class MailCell: HeadlessCell {
  var mail: Mail?

  override func prepareForReuse() {
    super.prepareForReuse()
    mail = nil
  }

  override var textDescription: String {
    guard let mail else { return "" }
    return (mail.isRead ? "  " : "• ") + mail.subject
  }
}

final class MailboxSection: SectionController {
  let folder: String
  private(set) var mails: [Mail]

  init(folder: String, mails: [Mail]) {
    self.folder = folder
    self.mails = mails
  }

  override var sectionIdentity: AnyHashable { folder }

  override func numberOfRows(in context: SectionContext) -> Int { mails.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: MailCell.self, for: row)
    cell.mail = mails[row]
    return cell
  }

  override func titleForHeader(in context: SectionContext) -> String? { folder }

  func add(_ mail: Mail, completion: ((ListBatch.Outcome) -> Void)? = nil) {
    context.performBatch(
      updates: { batch in
        mails.insert(mail, at: 0)
        batch.insertRows(at: [0])
      }, completion: completion)
  }

  func remove(at row: Int) -> Mail {
    let mail = mails[row]
    context.performBatch { batch in
      mails.remove(at: row)
      batch.deleteRows(at: [row])
    }
    return mail
  }

  /// A mistake: the appended row is named by its index before the batch.
  func dropFirstAndAppend(_ mail: Mail, completion: ((ListBatch.Outcome) -> Void)? = nil) {
    context.performBatch(
      updates: { batch in
        let end = mails.count
        mails.removeFirst()
        mails.append(mail)
        batch.deleteRows(at: [0])
        batch.insertRows(at: [end])  // after the batch, the last row is end - 1
      }, completion: completion)
  }

  /// A mistake: the model gains a mail the batch does not mention.
  func addWithoutSaying(_ mail: Mail) {
    context.performBatch { _ in mails.insert(mail, at: 0) }
  }

  /// A new mail arrives on top and is selected.
  func receiveAndSelect(_ mail: Mail) {
    add(mail)
    context.selectRow(0)  // the new mail: the request above is applied first
  }

  /// A new mail arrives on top while the mail at `row` is archived.
  func receive(_ mail: Mail, archivingRow row: Int) {
    context.performBatch { batch in
      mails.remove(at: row)
      mails.insert(mail, at: 0)
      batch.deleteRows(at: [row])  // where the row was, before the batch
      batch.insertRows(at: [0])  // where the new row is, after the batch
    }
  }

  /// The mail stays where it is; its cell is configured again.
  func markRead(row: Int) {
    context.performBatch { batch in
      mails[row].isRead = true
      batch.reconfigureRows(at: [row])
    }
  }
}

/// A mailbox of unread mails with consecutive identifiers.
@MainActor
func mailbox(_ folder: String, _ subjects: [String], firstID: Int = 1) -> MailboxSection {
  let mails = subjects.enumerated().map { Mail(id: firstID + $0.offset, subject: $0.element) }
  return MailboxSection(folder: folder, mails: mails)
}

@Suite("Article: Updates and Diffing") @MainActor
struct UpdatesAndDiffingTests {
  @Test func aSectionLocalBatchUsesUIKitsBeforeAndAfterIndexes() throws {
    let inbox = mailbox("Inbox", ["Lunch?", "Invoice 42", "Weekly report"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    inbox.receive(Mail(id: 9, subject: "Flight delayed"), archivingRow: 2)
    screen.flushUpdates()

    #expect(list.lastBatch?.description == "delete rows [0, 2]; insert rows [0, 0]")
    #expect(
      list.renderedText() == """
        ┌ INBOX
        │ • Flight delayed
        │ • Lunch?
        │ • Invoice 42
        └

        """)

    let cell = list.cellForRow(at: ListIndexPath(row: 1, section: 0))
    inbox.markRead(row: 1)
    screen.flushUpdates()
    #expect(list.lastBatch?.description == "reconfigure rows [0, 1]")
    #expect(list.cellForRow(at: ListIndexPath(row: 1, section: 0)) === cell)
    #expect(list.renderedText().contains("│   Lunch?"))
  }

  @Test func requestsOfOneTurnReachTheListAsOneBatch() {
    let inbox = mailbox("Inbox", ["Lunch?", "Invoice 42"])
    let archive = mailbox("Archive", ["Receipt"], firstID: 10)
    let screen = CompositeController([inbox, archive])
    let list = HeadlessListView()
    screen.attach(to: list)

    let mail = inbox.remove(at: 0)
    archive.add(mail)
    #expect(list.batchCount == 0, "nothing reaches the list before the turn ends")
    screen.flushUpdates()

    #expect(list.batchCount == 1)
    #expect(list.lastBatch?.description == "delete rows [0, 0]; insert rows [1, 0]")
    #expect(archive.mails.map(\.subject) == ["Lunch?", "Receipt"])
  }

  @Test func waitingForTheEndOfTheTurn() async {
    let inbox = mailbox("Inbox", ["Lunch?"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    inbox.add(Mail(id: 2, subject: "Re: Lunch?"))
    inbox.add(Mail(id: 3, subject: "Re: Re: Lunch?"))
    await screen.waitForUpdates()

    #expect(list.batchCount == 1)
    #expect(list.lastBatch?.description == "insert rows [0, 0] [0, 1]")
  }

  @Test func contextActionsActOnTheRowsTheRequestsMade() {
    let inbox = mailbox("Inbox", ["Lunch?"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    inbox.receiveAndSelect(Mail(id: 2, subject: "Invoice 43"))

    #expect(list.batchCount == 1, "the request was applied before the selection")
    #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 0, section: 0)])
    #expect(list.renderedText() == "┌ INBOX\n▶ • Invoice 43\n│ • Lunch?\n└\n")
  }

  @Test func requestsThatCancelOutSendNoBatch() {
    let inbox = mailbox("Inbox", ["Lunch?"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    inbox.add(Mail(id: 2, subject: "Spam"))
    _ = inbox.remove(at: 0)
    screen.flushUpdates()

    #expect(list.batchCount == 0)
    #expect(list.renderedText() == "┌ INBOX\n│ • Lunch?\n└\n")
  }

  @Test func completionsAreToldHowTheBatchWasApplied() {
    let inbox = mailbox("Inbox", ["Lunch?"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    var outcomes: [ListBatch.Outcome] = []
    inbox.add(Mail(id: 2, subject: "Invoice 43")) { outcome in
      outcomes.append(outcome)
    }
    screen.flushUpdates()
    #expect(outcomes == [.batched(animated: true)])
  }

  @Test func anInvalidRequestBecomesADiagnosticAndAReload() {
    let inbox = mailbox("Inbox", ["Lunch?", "Invoice 42", "Weekly report"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)
    let reloads = list.reloadCount

    var diagnostics: [UpdateDiagnostic] = []
    screen.onDiagnostic = { diagnostics.append($0) }
    var outcome: ListBatch.Outcome?
    inbox.dropFirstAndAppend(Mail(id: 9, subject: "Flight delayed")) { outcome = $0 }
    screen.flushUpdates()

    let diagnostic = diagnostics.first
    #expect(diagnostic?.controller == "MailboxSection")
    #expect(diagnostic?.section == 0)
    #expect(diagnostic?.violation.rule == .rowOutOfRangeAfter)
    #expect(
      diagnostic?.violation.message
        == "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update"
    )
    #expect(outcome == .reloaded)
    #expect(list.batchCount == 0, "the batch never reached the list")
    #expect(list.reloadCount == reloads + 1)
    #expect(
      list.renderedText() == """
        ┌ INBOX
        │ • Invoice 42
        │ • Weekly report
        │ • Flight delayed
        └

        """)
    #expect(screen.diagnostics == diagnostics)
  }

  @Test func aModelChangedWithoutARequestIsReportedWithUIKitsMessage() {
    let inbox = mailbox("Inbox", ["Lunch?", "Invoice 42"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    var diagnostics: [UpdateDiagnostic] = []
    screen.onDiagnostic = { diagnostics.append($0) }
    inbox.addWithoutSaying(Mail(id: 3, subject: "Flight delayed"))
    screen.flushUpdates()

    #expect(list.batchCount == 0, "the batch never reached the list")
    #expect(list.renderedText() == "┌ INBOX\n│ • Flight delayed\n│ • Lunch?\n│ • Invoice 42\n└\n")
    #expect(diagnostics.first?.violation.rule == .rowCount)
    #expect(
      diagnostics.first?.description
        == """
        SectionKit: MailboxSection (section 0) asked for a batch update that UIKit would reject \
        [rowCount]: Invalid update: invalid number of rows in section 0. The number of rows \
        contained in an existing section after the update (3) must be equal to the number of \
        rows contained in that section before the update (2), plus or minus the number of rows \
        inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the \
        number of rows moved into or out of that section (0 moved in, 0 moved out). The list \
        was reloaded instead.
        """, "the text the article shows")
  }

  #if DEBUG
    #if os(macOS) || os(Linux) || os(Windows)
      @Test func assertsOnInvalidUpdatesStopsAtTheMistakeInDebugBuilds() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
          await MainActor.run {
            let inbox = mailbox("Inbox", ["Lunch?", "Invoice 42"])
            let screen = CompositeController([inbox])
            let list = HeadlessListView()
            screen.attach(to: list)
            screen.assertsOnInvalidUpdates = true
            inbox.dropFirstAndAppend(Mail(id: 9, subject: "Flight delayed"))
            screen.flushUpdates()
          }
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
          standardError.contains("SectionKit: MailboxSection (section 0) asked for a batch update"))
      }
    #endif
  #endif

  @Test func structureChangesAreDiffedBySectionIdentity() {
    let inbox = mailbox("Inbox", ["Lunch?"])
    let archive = mailbox("Archive", ["Receipt"], firstID: 10)
    let screen = CompositeController([inbox, archive])
    let list = HeadlessListView()
    screen.attach(to: list)

    let spam = mailbox("Spam", ["You won!"], firstID: 20)
    screen.setChildren([archive, inbox, spam])
    screen.flushUpdates()
    #expect(list.lastBatch?.description == "insert sections 2; move sections 1→0")

    screen.replace(at: 1, with: mailbox("Inbox", ["Lunch?", "Re: Lunch?"]))
    screen.flushUpdates()
    #expect(list.lastBatch?.description == "reload sections 1")

    let archiveContext = screen.context(for: archive)
    let spamContext = screen.context(for: spam)
    screen.remove(at: 2)
    screen.flushUpdates()
    #expect(list.lastBatch?.description == "delete sections 2")
    #expect(list.batchCount == 3)
    #expect(screen.diagnostics.isEmpty)
    #expect(
      screen.context(for: archive) === archiveContext, "a section that stays keeps its context")
    #expect(spamContext?.section == nil)

    var outcome: ListBatch.Outcome?
    spam.add(Mail(id: 21, subject: "You won again!")) { outcome = $0 }
    #expect(outcome == .reloaded, "a section no longer in the list is told at once")
  }

  @Test func structureChangesCompleteOnceTheyReachTheList() {
    let inbox = mailbox("Inbox", ["Lunch?"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    var told: [ListBatch.Outcome] = []
    screen.append(mailbox("Drafts", ["Re: Lunch?"], firstID: 30)) { outcome in
      told.append(outcome)  // the drafts are on screen
    }
    #expect(told.isEmpty, "not before the end of the turn")
    screen.flushUpdates()
    #expect(told == [.batched(animated: true)])
    #expect(list.renderedText().contains("┌ DRAFTS\n│ • Re: Lunch?"))
  }

  @Test func listenersHearEveryBatchTheListReceives() {
    let inbox = mailbox("Inbox", ["Lunch?"])
    let archive = mailbox("Archive", ["Receipt"], firstID: 10)
    let screen = CompositeController([inbox, archive])
    let list = HeadlessListView()
    screen.attach(to: list)

    var log: [String] = []
    screen.onWillApply = { batch in
      log.append("will \(batch)")
    }
    screen.onDidApply = { batch, outcome in
      log.append("did \(batch), \(outcome)")
    }

    inbox.add(Mail(id: 5, subject: "Invoice 44"))
    screen.append(mailbox("Spam", ["You won!"], firstID: 20))
    screen.flushUpdates()

    #expect(
      log == [
        "will insert rows [0, 0]", "did insert rows [0, 0], batched(animated: true)",
        "will insert sections 2", "did insert sections 2, batched(animated: true)",
      ])
  }

  @Test func listenersRunBeforeTheCompletionsOfTheBatch() {
    let inbox = mailbox("Inbox", ["Lunch?"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    var log: [String] = []
    screen.onDidApply = { _, _ in log.append("did apply") }
    inbox.add(Mail(id: 2, subject: "Invoice 43")) { _ in log.append("completion") }
    screen.flushUpdates()
    #expect(log == ["did apply", "completion"])
  }

  @Test func theListsOwnLoadShowsWhatIsQueuedAndIsNotTold() {
    let inbox = mailbox("Inbox", ["Lunch?"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    var log: [String] = []
    screen.onWillApply = { _ in log.append("will apply") }
    inbox.add(Mail(id: 2, subject: "Invoice 43")) { outcome in
      log.append("request \(outcome)")
    }
    list.reloadData()  // the list view's own reload, not the composite's
    #expect(list.renderedText() == "┌ INBOX\n│ • Invoice 43\n│ • Lunch?\n└\n")
    screen.flushUpdates()
    #expect(log == ["request reloaded"])
    #expect(list.batchCount == 0, "the load showed the request")
  }

  @Test func reloadDataShowsWhatIsQueuedThenCompletes() {
    let inbox = mailbox("Inbox", ["Lunch?"])
    let screen = CompositeController([inbox])
    let list = HeadlessListView()
    screen.attach(to: list)

    var told: [String] = []
    inbox.add(Mail(id: 6, subject: "Invoice 45")) { outcome in
      told.append("request \(outcome)")
    }
    screen.reloadData {
      told.append("reloaded")
    }
    #expect(told == ["request reloaded", "reloaded"])
    #expect(list.batchCount == 0, "the reload showed the request")
    #expect(list.renderedText() == "┌ INBOX\n│ • Invoice 45\n│ • Lunch?\n└\n")
  }

  @Test func anEmptyListShowsItsEmptyState() {
    let inbox = mailbox("Inbox", [])
    let screen = CompositeController([inbox])
    screen.emptyState = RowContent(
      "No mail", secondaryText: "New mail appears here", imageName: "tray")
    let list = HeadlessListView()
    screen.attach(to: list)

    #expect(
      list.renderedText() == """
        ┌ INBOX
        └

        ∅ ⟨tray⟩ No mail · New mail appears here

        """)

    inbox.add(Mail(id: 1, subject: "Lunch?"))
    screen.flushUpdates()
    #expect(list.renderedText() == "┌ INBOX\n│ • Lunch?\n└\n")
  }

  @Test func identifiedSectionsAnimateNewValues() {
    let flagged = IdentifiedSection(
      items: [Mail(id: 1, subject: "Lunch?"), Mail(id: 2, subject: "Invoice 42")],
      header: "Flagged"
    ) { context, row, mail in
      let cell = context.dequeueReusableCell(ofType: MailCell.self, for: row)
      cell.mail = mail
      return cell
    }
    let screen = CompositeController([flagged])
    let list = HeadlessListView()
    screen.attach(to: list)

    flagged.setItems([
      Mail(id: 2, subject: "Invoice 42", isRead: true),
      Mail(id: 3, subject: "Contract"),
      Mail(id: 1, subject: "Lunch?"),
    ])
    screen.flushUpdates()

    #expect(
      list.recentBatches.suffix(2).map(\.description) == [
        "insert rows [0, 1]; move rows [0, 1]→[0, 0]",
        "reconfigure rows [0, 0]",
      ])
    #expect(
      list.renderedText() == """
        ┌ FLAGGED
        │   Invoice 42
        │ • Contract
        │ • Lunch?
        └

        """)
  }

  @Test func aBatchWhoseReconfiguresGoInASecondStepIsToldOnce() {
    let flagged = IdentifiedSection(
      items: [Mail(id: 1, subject: "Lunch?"), Mail(id: 2, subject: "Invoice 42")]
    ) { context, row, mail in
      let cell = context.dequeueReusableCell(ofType: MailCell.self, for: row)
      cell.mail = mail
      return cell
    }
    let screen = CompositeController([flagged])
    let list = HeadlessListView()
    screen.attach(to: list)
    var told: [String] = []
    screen.onDidApply = { batch, _ in told.append("\(batch)") }

    flagged.setItems([
      Mail(id: 2, subject: "Invoice 42", isRead: true), Mail(id: 1, subject: "Lunch?"),
    ])
    screen.flushUpdates()

    #expect(list.recentBatches.count == 2, "the list received two batches")
    #expect(told.count == 1, "the listener heard one")
  }

  @Test func snapshotsAreAppliedThroughTheSameDiff() {
    let mails = [
      1: Mail(id: 1, subject: "Lunch?"), 2: Mail(id: 2, subject: "Invoice 42"),
      3: Mail(id: 3, subject: "Receipt"),
    ]
    let list = HeadlessListView()

    let dataSource = SnapshotDataSource<String, Mail.ID> { dataSource, indexPath, id in
      let cell = dataSource.dequeueReusableCell(ofType: MailCell.self, for: indexPath)
      cell.mail = mails[id]
      return cell
    }
    dataSource.header = { folder in folder }
    dataSource.composite.attach(to: list)

    var snapshot = ListSnapshot<String, Mail.ID>()
    snapshot.appendSections(["Inbox", "Archive"])
    snapshot.appendItems([1, 2], toSection: "Inbox")
    snapshot.appendItems([3], toSection: "Archive")
    dataSource.apply(snapshot)

    var next = dataSource.snapshot
    next.moveItem(2, beforeItem: 3)  // from the inbox to the top of the archive
    next.reconfigureItems([1])
    dataSource.apply(next)

    #expect(
      list.lastBatch?.description
        == "delete rows [0, 1]; insert rows [1, 0]; reconfigure rows [0, 0]")
    #expect(
      list.renderedText() == """
        ┌ INBOX
        │ • Lunch?
        └

        ┌ ARCHIVE
        │ • Invoice 42
        │ • Receipt
        └

        """)
    #expect(dataSource.composite.diagnostics.isEmpty)
  }

  @Test func largeSnapshotsAreDiffedOffTheMainActor() async {
    let list = HeadlessListView(size: CGSize(width: 320, height: 88))
    let dataSource = SnapshotDataSource<String, Mail.ID> { dataSource, indexPath, id in
      let cell = dataSource.dequeueReusableCell(ofType: MailCell.self, for: indexPath)
      cell.mail = Mail(id: id, subject: "Mail \(id)")
      return cell
    }
    dataSource.composite.attach(to: list)
    var snapshot = ListSnapshot<String, Mail.ID>()
    snapshot.appendSections(["Archive"])
    snapshot.appendItems(Array(1...20_000))
    dataSource.apply(snapshot)
    await dataSource.composite.waitForUpdates()

    dataSource.backgroundDiffingThreshold = 10_000  // rows; the default

    var next = dataSource.snapshot
    next.insertItems([0], beforeItem: 1)
    var told: [String] = []
    dataSource.apply(next) { told.append("shown") }
    #expect(told.isEmpty)  // apply returned before the diff
    #expect(list.renderedText() == "┌\n│ • Mail 1\n│ • Mail 2\n┆ 19998 rows below\n")

    await dataSource.composite.waitForUpdates()
    #expect(told == ["shown"])
    #expect(list.lastBatch?.description == "insert rows [0, 0]")
  }

  @Test func theDiffReportsTheFewestMoves() {
    let before = [
      Mail(id: 1, subject: "Lunch?"), Mail(id: 2, subject: "Invoice 42"),
      Mail(id: 3, subject: "Receipt"), Mail(id: 4, subject: "Contract"),
    ]
    var after = Array(before.dropFirst()) + [before[0]]
    after[3].isRead = true

    let changes = Changeset(from: before, to: after)
    #expect(changes.moves == [Changeset.Move(from: 0, to: 3)])  // one move, not three
    #expect(changes.updates == [0])  // old index of the mail whose value changed
    #expect(changes.deletes.isEmpty && changes.inserts.isEmpty)
    #expect(changes.oldToNew == [3, 0, 1, 2])
  }

  @Test func theDiffTakesAnyIdentity() {
    let before = [Mail(id: 1, subject: "Lunch?"), Mail(id: 2, subject: "Invoice 42")]
    let after = [Mail(id: 7, subject: "Invoice 42")]
    let bySubject = Changeset(from: before, to: after, identifiedBy: \.subject) {
      $0.isRead == $1.isRead
    }
    #expect(bySubject.deletes == [0])
    #expect(bySubject.updates.isEmpty)
  }

  @Test func duplicatesAreMatchedInOrderAndReported() {
    let changes = Changeset(fromIdentities: ["a", "b", "a"], to: ["b", "a", "a", "c"])
    #expect(changes.inserts == [3])
    #expect(changes.hasDuplicates)
    #expect(
      changes.duplicates == [
        Changeset.DuplicateIdentity(description: "a", oldIndexes: [0, 2], newIndexes: [1, 2])
      ])
  }
}
