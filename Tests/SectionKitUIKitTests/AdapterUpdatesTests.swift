#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A mailbox written with `show { … }` on a table view or a collection view of the mirror.
  @MainActor
  final class MirrorMailbox {
    let composite = CompositeController()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewLayout())
    var tableAdapter: TableViewAdapter?
    var collectionAdapter: CollectionViewAdapter?
    var inbox: [String]

    /// The calls the list view received, table or collection.
    var calls: [String] { tableAdapter != nil ? tableView.calls : collectionView.calls }

    /// The list view's background view, table or collection.
    var backgroundView: UIView? {
      tableAdapter != nil ? tableView.backgroundView : collectionView.backgroundView
    }
    /// The content of the list content view in the background, if that is what it is.
    var backgroundContent: UIListContentConfiguration? {
      (backgroundView as? UIListContentView)?.configuration as? UIListContentConfiguration
    }

    init(inbox: [String], onCollectionView: Bool = false, emptyState: RowContent? = nil) {
      self.inbox = inbox
      composite.emptyState = emptyState
      show()
      if onCollectionView {
        let adapter = CollectionViewAdapter(collectionView: collectionView)
        collectionAdapter = adapter
        composite.attach(to: adapter)
      } else {
        let adapter = TableViewAdapter(tableView: tableView)
        tableAdapter = adapter
        composite.attach(to: adapter)
      }
    }

    func show() {
      composite.show {
        ListSection("inbox", header: "Inbox") {
          for message in inbox { Row(message, RowContent(message)) }
        }
      }
      composite.flushUpdates()
    }
  }

  @Suite("Listeners, completions and reloads on the UIKit adapters") @MainActor
  struct AdapterUpdatesTests {
    @Test func listenersAreToldAroundTheTableViewsBatch() {
      let screen = MirrorMailbox(inbox: ["Hi"])
      var told: [String] = []
      screen.composite.onWillApply = { [unowned screen] batch in
        told.append("will \(batch) after \(screen.calls.last ?? "")")
      }
      screen.composite.onDidApply = { [unowned screen] batch, outcome in
        told.append("did \(batch) \(outcome) after \(screen.calls.last ?? "")")
      }
      screen.inbox = ["Hi", "Lunch?"]
      screen.show()
      #expect(
        told == [
          "will insert rows [0, 1] after reloadData",
          "did insert rows [0, 1] batched(animated: true) after }",
        ])
      #expect(
        screen.calls.suffix(3) == ["performBatchUpdates {", "insertRows [[0, 1]] automatic", "}"])
    }

    @Test func aStructureChangeCompletesOnceTheCollectionViewHasItsBatch() {
      let screen = MirrorMailbox(inbox: ["Hi"], onCollectionView: true)
      var told: [String] = []
      screen.composite.append(ItemsSection("archive", [])) { outcome in
        told.append("\(outcome) after \(screen.calls.suffix(2))")
      }
      #expect(told.isEmpty)
      screen.composite.flushUpdates()
      #expect(told == [#"batched(animated: true) after ["insertSections [1]", "}"]"#])
    }

    @Test func reloadDataReloadsTheTableViewThenCompletes() {
      let screen = MirrorMailbox(inbox: ["Hi"])
      var told: [String] = []
      screen.composite.reloadData { told.append("reloaded after \(screen.calls.last ?? "")") }
      #expect(told == ["reloaded after reloadData"])
      #expect(screen.calls.filter { $0 == "reloadData" }.count == 2, "attaching, then the reload")
    }
  }
#endif
