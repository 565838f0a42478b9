#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// A settings section of content rows: a row that opens a page, a switch, an adjustable
  /// volume and a row that does nothing when touched; each row has a context menu.
  final class AccessibleSettingsSection: SectionController, SectionHighlighting, SectionContextMenus
  {
    var rows = ["Wi-Fi", "Airplane Mode", "Volume", "Version"]
    var airplaneMode = false
    var volume = 4
    var events: [String] = []

    override func numberOfRows(in context: SectionContext) -> Int { rows.count }

    /// Adds a row at the end, moves VoiceOver's focus to it and announces it.
    func add(_ name: String) {
      context.performBatch { batch in
        rows.append(name)
        batch.insertRows(at: [rows.count - 1])
      }
      context.moveAccessibilityFocus(toRow: rows.count - 1)
      context.announceForAccessibility("\(name) added")
    }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: content(at: row), for: row)
    }

    private func content(at row: Int) -> RowContent {
      switch rows[row] {
      case "Wi-Fi":
        return RowContent("Wi-Fi", detail: "Home", accessory: .disclosureIndicator)
          .accessibility(hint: "Shows the networks.")
      case "Airplane Mode":
        return RowContent(
          "Airplane Mode",
          accessories: [
            .toggle(isOn: airplaneMode) { [weak self] isOn in
              self?.events.append("airplane mode \(isOn ? "on" : "off")")
            }
          ])
      case "Volume":
        return RowContent("Volume", detail: "\(volume)")
          .accessibility(
            adjustment: .init(
              increment: { [weak self] in self?.events.append("volume up") },
              decrement: { [weak self] in self?.events.append("volume down") }))
      default:
        return RowContent(rows[row])
      }
    }

    override func titleForHeader(in context: SectionContext) -> String? { "Settings" }

    override func titleForFooter(in context: SectionContext) -> String? { "Changes apply at once." }

    func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
      rows[row] != "Version"
    }

    func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
      let name = rows[row]
      return ContextMenu(identifier: "setting.\(name)") {
        ContextMenu.Action(identifier: "copy", title: "Copy", imageName: "doc.on.doc") {
          self.events.append("copy row \(row) (\(name))")
        }
        ContextMenu.Submenu(title: "More") {
          ContextMenu.Action(identifier: "reset", title: "Reset") {
            self.events.append("reset row \(row) (\(name))")
          }
        }
        ContextMenu.Action(identifier: "hidden", title: "Hidden", attributes: .hidden) {}
        ContextMenu.Action(identifier: "disabled", title: "Disabled", attributes: .disabled) {}
      }
    }
  }

  /// A section of hand-written cells, with a header of its own.
  final class HandWrittenSection: SectionController, SectionContextMenus {
    override func numberOfRows(in context: SectionContext) -> Int { 1 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: FollowButtonCell.self, for: row)
    }
    func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? {
      ContextMenu(identifier: "follow") { ContextMenu.Action(identifier: "copy", title: "Copy") {} }
    }
  }

  /// UIKit's adapters tell VoiceOver what the content says: the cells' and the titles'
  /// accessibility, their actions routed to the owning section, and focus moves.
  @Suite("UIKit adapters: accessibility") @MainActor
  struct AdapterAccessibilityTests {
    /// A list view on screen, with what drives it (the view holds its adapter weakly).
    struct Screen<View, Adapter> {
      let view: View
      let adapter: Adapter
      let root: CompositeController
      let settings: AccessibleSettingsSection
    }

    /// A table showing a hand-written section then the settings, every row on screen.
    private func table() -> Screen<UITableView, TableViewAdapter> {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let settings = AccessibleSettingsSection()
      let root = CompositeController([HandWrittenSection(), settings])
      root.attach(to: adapter)
      tableView.mirrorRowsOnScreen =
        [IndexPath(row: 0, section: 0)] + (0..<4).map { IndexPath(row: $0, section: 1) }
      return Screen(view: tableView, adapter: adapter, root: root, settings: settings)
    }

    /// A list collection view showing the same.
    private func collection() -> Screen<UICollectionView, CollectionViewAdapter> {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let settings = AccessibleSettingsSection()
      let root = CompositeController([HandWrittenSection(), settings])
      root.attach(to: adapter)
      collectionView.mirrorItemsOnScreen =
        [IndexPath(item: 0, section: 0)] + (0..<4).map { IndexPath(item: $0, section: 1) }
      return Screen(view: collectionView, adapter: adapter, root: root, settings: settings)
    }

    /// What VoiceOver reads for a view, one line: label, value, hint, traits, actions.
    private func spoken(_ view: UIView?) -> String {
      guard let view else { return "no view" }
      let traits: [(UIAccessibilityTraits, String)] = [
        (.selected, "Selected"), (.toggleButton, "Switch button"), (.button, "Button"),
        (.header, "Heading"), (.adjustable, "Adjustable"), (.image, "Image"),
      ]
      var parts = [view.accessibilityLabel, view.accessibilityValue, view.accessibilityHint]
        .compactMap { $0 }
      parts += traits.filter { view.accessibilityTraits.contains($0.0) }.map(\.1)
      let actions = (view.accessibilityCustomActions ?? []).map(\.name)
      if !actions.isEmpty { parts.append("Actions: " + actions.joined(separator: ", ")) }
      if !view.isAccessibilityElement { parts.append("(not an element)") }
      return parts.joined(separator: ", ")
    }

    @Test func tableCellsReadAsTheirContent() {
      let screen = table()
      let tableView = screen.view
      let root = screen.root
      let lines = (0..<4).map { spoken(tableView.cellForRow(at: IndexPath(row: $0, section: 1))) }
      #expect(
        lines == [
          "Wi-Fi, Home, Shows the networks., Button, Actions: Copy, Reset",
          "Airplane Mode, Off, Switch button, Button, Actions: Copy, Reset",
          "Volume, 4, Button, Adjustable, Actions: Copy, Reset",
          "Version, Actions: Copy, Reset",
        ])
      #expect(root.diagnostics.isEmpty)
    }

    @Test func listCellsReadAsTheirContent() {
      let screen = collection()
      let collectionView = screen.view
      let root = screen.root
      let lines = (0..<4).map {
        spoken(collectionView.cellForItem(at: IndexPath(item: $0, section: 1)))
      }
      #expect(
        lines == [
          "Wi-Fi, Home, Shows the networks., Button, Actions: Copy, Reset",
          "Airplane Mode, Off, Switch button, Button, Actions: Copy, Reset",
          "Volume, 4, Button, Adjustable, Actions: Copy, Reset",
          "Version, Actions: Copy, Reset",
        ])
      #expect(root.diagnostics.isEmpty)
    }

    @Test func aSelectedCellReadsAsSelected() throws {
      let screen = table()
      let tableView = screen.view
      let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
      cell.isSelected = true
      #expect(
        spoken(cell) == "Wi-Fi, Home, Shows the networks., Selected, Button, Actions: Copy, Reset")
      cell.isSelected = false
      #expect(!cell.accessibilityTraits.contains(.selected))
    }

    @Test func aMenuActionChosenByVoiceOverReachesTheSectionWithItsLocalRow() throws {
      let screen = table()
      let tableView = screen.view
      let root = screen.root
      let settings = screen.settings
      let cell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 1)))
      let reset = try #require(cell.accessibilityCustomActions?.first { $0.name == "Reset" })
      #expect(reset.actionHandler?(reset) == true)
      #expect(settings.events == ["reset row 2 (Volume)"])
      #expect(root.diagnostics.isEmpty)
    }

    @Test func aMenuActionOfAListCellReachesTheSectionOfTheRowItShowsNow() throws {
      let screen = collection()
      let collectionView = screen.view
      let root = screen.root
      let settings = screen.settings
      let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 1)))
      let copy = try #require(cell.accessibilityCustomActions?.first { $0.name == "Copy" })
      #expect(copy.actionHandler?(copy) == true)
      #expect(settings.events == ["copy row 3 (Version)"])
      #expect(root.diagnostics.isEmpty)
    }

    @Test func actionsSetOnAContentCellComeAfterUIKitsAndBeforeTheMenus() throws {
      let screen = table()
      let list = collection()
      let tableCell = try #require(screen.view.cellForRow(at: IndexPath(row: 2, section: 1)))
      let listCell = try #require(list.view.cellForItem(at: IndexPath(item: 2, section: 1)))
      for cell in [tableCell, listCell] {
        cell.accessibilityCustomActions = [
          UIAccessibilityCustomAction(name: "Share", image: nil, actionHandler: { _ in true })
        ]
        #expect(
          (cell.accessibilityCustomActions ?? []).map(\.name) == ["Share", "Copy", "Reset"],
          "\(type(of: cell))")
      }
    }

    @Test func activatingASwitchRowFlipsTheSwitchAndReports() throws {
      let screen = table()
      let tableView = screen.view
      let settings = screen.settings
      let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 1)))
      #expect(cell.accessibilityActivate())
      #expect(settings.events == ["airplane mode on"])
      #expect(cell.accessibilityValue == "On")
      let list = collection()
      let listCell = try #require(list.view.cellForItem(at: IndexPath(item: 1, section: 1)))
      #expect(listCell.accessibilityActivate())
      #expect(listCell.accessibilityValue == "On")
    }

    @Test func anAdjustableRowIsAdjustedBySwipingUpAndDown() throws {
      let screen = table()
      let tableView = screen.view
      let settings = screen.settings
      let cell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 1)))
      cell.accessibilityIncrement()
      cell.accessibilityDecrement()
      #expect(settings.events == ["volume up", "volume down"])
    }

    @Test func aHandWrittenCellIsLeftAlone() throws {
      let screen = table()
      let tableView = screen.view
      let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
      #expect(spoken(cell) == "(not an element)")
      #expect(cell.accessibilityCustomActions == nil)
    }

    @Test func tableTitlesReadAsAHeadingAndAFooter() {
      let screen = table()
      let tableView = screen.view
      let adapter = screen.adapter
      let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
      adapter.tableView(tableView, willDisplayHeaderView: header, forSection: 1)
      let footer = UITableViewHeaderFooterView(reuseIdentifier: nil)
      adapter.tableView(tableView, willDisplayFooterView: footer, forSection: 1)
      #expect(spoken(header) == "Settings, Heading")
      #expect(spoken(footer) == "Changes apply at once.")
      let own = OwnHeaderView(reuseIdentifier: nil)
      adapter.tableView(tableView, willDisplayHeaderView: own, forSection: 1)
      #expect(spoken(own) == "(not an element)")
    }

    @Test func collectionTitlesReadAsAHeading() {
      let screen = collection()
      let collectionView = screen.view
      let adapter = screen.adapter
      let header = adapter.collectionView(
        collectionView,
        viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1))
      #expect(spoken(header) == "Settings, Heading")
    }
  }

  /// A section moves VoiceOver's focus to a row it inserted: the cell at the new row, scrolled
  /// into view first; an announcement is read as given.
  @Suite("UIKit adapters: accessibility focus", .serialized) @MainActor
  struct AdapterAccessibilityFocusTests {
    @Test func theTableFocusesTheInsertedRowsCellAndAnnounces() throws {
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      let settings = AccessibleSettingsSection()
      let root = CompositeController([HandWrittenSection(), settings])
      root.attach(to: adapter)
      UIAccessibility.resetPosted()
      tableView.calls = []
      settings.add("Bluetooth")
      root.flushUpdates()
      #expect(tableView.calls.contains("scrollToRow [1, 4] none"))
      let posted = UIAccessibility.posted
      try #require(posted.count == 2)
      #expect(posted[0].notification == .layoutChanged)
      let focused = try #require(posted[0].argument as? UITableViewCell)
      #expect(focused === tableView.cellForRow(at: IndexPath(row: 4, section: 1)))
      #expect(focused.accessibilityLabel == "Bluetooth")
      #expect(posted[1].notification == .announcement)
      #expect(posted[1].argument as? String == "Bluetooth added")
      #expect(root.diagnostics.isEmpty)
    }

    @Test func theCollectionFocusesTheInsertedItemsCellOnScreenWithoutScrolling() throws {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      let settings = AccessibleSettingsSection()
      let root = CompositeController([HandWrittenSection(), settings])
      root.attach(to: adapter)
      collectionView.mirrorItemsOnScreen = (0..<5).map { IndexPath(item: $0, section: 1) }
      UIAccessibility.resetPosted()
      collectionView.calls = []
      settings.add("Bluetooth")
      root.flushUpdates()
      #expect(!collectionView.calls.contains { $0.hasPrefix("scrollToItem") })
      let posted = UIAccessibility.posted
      try #require(posted.count == 2)
      #expect(posted[0].notification == .layoutChanged)
      let focused = try #require(posted[0].argument as? UICollectionViewCell)
      #expect(focused === collectionView.cellForItem(at: IndexPath(item: 4, section: 1)))
      #expect(focused.accessibilityLabel == "Bluetooth")
      #expect(posted[1].argument as? String == "Bluetooth added")
      #expect(root.diagnostics.isEmpty)
    }
  }

  /// A header view of the app's own.
  final class OwnHeaderView: UITableViewHeaderFooterView {}
#endif
