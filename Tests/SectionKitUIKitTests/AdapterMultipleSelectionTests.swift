#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitTestSupport
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// Editing mode, multiple selection and the two-finger pan, through each adapter over the
  /// mirror: the composite's settings reach the list view, and UIKit's questions reach the
  /// controller of the row, in its local row.
  @Suite("UIKit adapters: editing and multiple selection")
  @MainActor
  struct AdapterMultipleSelectionTests {
    static let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// A section that logs the multiple-selection questions and events it hears.
    final class Picker: SectionController, SectionSelectionRules, SectionMultipleSelection {
      let name: String
      var log: [String] = []
      init(_ name: String) { self.name = name }
      override func numberOfRows(in context: SectionContext) -> Int { 3 }
      override func cell(at row: Int, in context: SectionContext) -> any Reusable {
        context.dequeueReusableCell(showing: RowContent("\(name) \(row)"), for: row)
      }
      func shouldSelectRow(at row: Int, in context: SectionContext) -> Bool {
        log.append("\(name).shouldSelectRow(\(row))")
        return row != 2
      }
      func shouldDeselectRow(at row: Int, in context: SectionContext) -> Bool {
        log.append("\(name).shouldDeselectRow(\(row))")
        return row != 0
      }
      func shouldBeginMultipleSelection(at row: Int, in context: SectionContext) -> Bool {
        log.append("\(name).shouldBeginMultipleSelection(\(row))")
        return row == 1
      }
      func didBeginMultipleSelection(at row: Int, in context: SectionContext) {
        log.append("\(name).didBeginMultipleSelection(\(row))")
      }
      func didEndMultipleSelection(in context: SectionContext) {
        log.append("\(name).didEndMultipleSelection")
      }
    }

    @Test func aTableViewAsksTheControllerOfThePansFirstRowAndTellsItTheEnd() {
      let (first, second) = (Picker("first"), Picker("second"))
      let screen = CompositeController([first, second])
      screen.allowsMultipleSelectionDuringEditing = true
      let tableView = UITableView(frame: Self.frame, style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)
      #expect(tableView.allowsMultipleSelectionDuringEditing)
      #expect(
        !adapter.tableView(
          tableView, shouldBeginMultipleSelectionInteractionAt: IndexPath(row: 0, section: 1)))
      #expect(
        adapter.tableView(
          tableView, shouldBeginMultipleSelectionInteractionAt: IndexPath(row: 1, section: 1)))
      adapter.tableView(
        tableView, didBeginMultipleSelectionInteractionAt: IndexPath(row: 1, section: 1))
      adapter.tableViewDidEndMultipleSelectionInteraction(tableView)
      #expect(first.log.isEmpty)
      #expect(
        second.log == [
          "second.shouldBeginMultipleSelection(0)", "second.shouldBeginMultipleSelection(1)",
          "second.didBeginMultipleSelection(1)", "second.didEndMultipleSelection",
        ])
    }

    @Test func aTableViewAsksWhetherARowMaySelectOrDeselect() {
      let picker = Picker("picker")
      let screen = CompositeController([picker])
      let tableView = UITableView(frame: Self.frame, style: .plain)
      let adapter = TableViewAdapter(tableView: tableView)
      screen.attach(to: adapter)
      #expect(
        adapter.tableView(tableView, willSelectRowAt: IndexPath(row: 1, section: 0))
          == IndexPath(row: 1, section: 0))
      #expect(adapter.tableView(tableView, willSelectRowAt: IndexPath(row: 2, section: 0)) == nil)
      #expect(adapter.tableView(tableView, willDeselectRowAt: IndexPath(row: 0, section: 0)) == nil)
      #expect(
        picker.log == [
          "picker.shouldSelectRow(1)", "picker.shouldSelectRow(2)", "picker.shouldDeselectRow(0)",
        ])
    }

    @Test func aCollectionViewAsksTheSameQuestionsOfTheSameController() {
      let (first, second) = (Picker("first"), Picker("second"))
      let screen = CompositeController([first, second])
      let collectionView = UICollectionView(
        frame: Self.frame, collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: collectionView)
      screen.attach(to: adapter)
      let item = IndexPath(item: 1, section: 1)
      #expect(
        adapter.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: item))
      adapter.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: item)
      adapter.collectionViewDidEndMultipleSelectionInteraction(collectionView)
      #expect(
        !adapter.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 2, section: 0)))
      #expect(
        !adapter.collectionView(
          collectionView, shouldDeselectItemAt: IndexPath(item: 0, section: 0)))
      #expect(
        second.log == [
          "second.shouldBeginMultipleSelection(1)", "second.didBeginMultipleSelection(1)",
          "second.didEndMultipleSelection",
        ])
      #expect(first.log == ["first.shouldSelectRow(2)", "first.shouldDeselectRow(0)"])
    }

    @Test func theCompositesEditingModeReachesBothListViews() {
      let tableView = UITableView(frame: Self.frame, style: .plain)
      let tableScreen = CompositeController([Picker("rows")])
      tableScreen.allowsMultipleSelection = true
      let tableAdapter = TableViewAdapter(tableView: tableView)
      tableScreen.attach(to: tableAdapter)
      tableScreen.setEditing(true, animated: true)
      #expect(tableView.calls.contains("setEditing true"))
      #expect(tableView.isEditing && tableScreen.isEditing)
      #expect(tableView.allowsMultipleSelection)

      let collectionView = UICollectionView(
        frame: Self.frame, collectionViewLayout: UICollectionViewLayout())
      let collectionScreen = CompositeController([Picker("items")])
      collectionScreen.setEditing(true, animated: false)
      collectionScreen.allowsMultipleSelectionDuringEditing = true
      let collectionAdapter = CollectionViewAdapter(collectionView: collectionView)
      collectionScreen.attach(to: collectionAdapter)
      #expect(collectionView.calls.contains("isEditing true"))
      #expect(collectionView.isEditing && collectionScreen.isEditing)
      #expect(collectionView.allowsMultipleSelectionDuringEditing)
      collectionScreen.isEditing = false
      #expect(!collectionView.isEditing)
      withExtendedLifetime((tableAdapter, collectionAdapter)) {}
    }
  }
#endif
