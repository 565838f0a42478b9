#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A UIKit cell with a Follow button: the action is added once, and calls what the section
  /// set for the row the cell shows now (UIKit's `addAction` adds, it does not replace).
  final class FollowButtonCell: UITableViewCell {
    let followButton = UIButton(type: .system)
    var title = ""
    var onFollow: (() -> Void)?

    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      followButton.addAction(
        UIAction { [weak self] _ in self?.onFollow?() }, for: .primaryActionTriggered)
    }

    required init(reuseIdentifier: String?) {
      fatalError("a table cell")
    }
  }

  /// The section of the headless test's people, with a UIKit cell: the same model code.
  final class FollowSection: SectionController {
    private(set) var followed: [Bool]
    let names: [String]

    init(_ names: [String]) {
      self.names = names
      followed = names.map { _ in false }
    }

    override func numberOfRows(in context: SectionContext) -> Int { names.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: FollowButtonCell.self, for: row)
      cell.title = names[row] + (followed[row] ? " · Following" : " · Follow")
      cell.onFollow = { [weak self, weak context] in
        context?.performBatch { batch in
          self?.followed[row].toggle()
          batch.reloadRows(at: [row])
        }
      }
      return cell
    }
  }

  /// A button in a UIKit cell whose action changes its section: the table view gets the batch
  /// the section asks for, at the end of the turn, as the headless list settles it.
  @Suite("UIKit table view adapter: controls in cells") @MainActor
  struct ControlsInCellsAdapterTests {
    @Test func aButtonInACellReloadsItsRowThroughTheSection() throws {
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let people = FollowSection(["Ada", "Grace"])
      let root = CompositeController([people])
      root.attach(to: adapter)
      tableView.calls = []

      let grace = IndexPath(row: 1, section: 0)
      let cell = try #require(
        adapter.tableView(tableView, cellForRowAt: grace) as? FollowButtonCell)
      cell.followButton.sendActions(for: .primaryActionTriggered)  // the user's tap
      root.flushUpdates()  // the end of the run loop's turn

      #expect(people.followed == [false, true])
      #expect(
        tableView.calls.filter { !$0.hasPrefix("register") } == [
          "performBatchUpdates {", "reloadRows [[0, 1]] automatic", "}",
        ])
      let reloaded = try #require(
        adapter.tableView(tableView, cellForRowAt: grace) as? FollowButtonCell)
      #expect(reloaded.title == "Grace · Following")
      #expect(root.diagnostics.isEmpty)
    }
  }
#endif
