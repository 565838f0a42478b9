#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitSwiftUI
  import SectionKitUIKit
  import SwiftUIMirror
  import Testing
  import UIKitMirror

  @Suite("SectionKit inside SwiftUI: SectionList") @MainActor
  struct SectionListTests {
    /// A list of people, hosted rows all, selectable and scrollable through bindings.
    static func people(
      _ names: [String], selection: StateBox<AnyHashable?>? = nil,
      scrollPosition: StateBox<AnyHashable?>? = nil
    ) -> SectionList {
      SectionList(selection: selection?.binding, scrollPosition: scrollPosition?.binding) {
        ListSection("people", header: "People") {
          for name in names {
            Row(name, name) { Text(name) }
          }
        }
      }
    }

    @Test func stateChangesReachTheTableAsBatchesNeverAReload() throws {
      let shown = ShownList(Self.people(["Ada", "Grace"]))
      let table = try #require(shown.controller as? SectionTableViewController)
      let tableView = try #require(table.tableView)
      #expect(tableView.numberOfRows(inSection: 0) == 2)
      tableView.calls = []

      shown.update(Self.people(["Ada", "Hedy", "Grace"]))
      table.composite.flushUpdates()
      shown.update(Self.people(["Ada", "Hedy", "Grace"]))
      table.composite.flushUpdates()

      #expect(
        tableView.calls == ["performBatchUpdates {", "insertRows [[0, 1]] automatic", "}"],
        "one batch for the change, nothing for an update that changed nothing")
      #expect(table.composite.diagnostics.isEmpty)
    }

    @Test func aTapSetsTheBoundSelectionAndTheBindingSelectsTheRow() throws {
      let selection = StateBox<AnyHashable?>(nil)
      let names = ["Ada", "Grace", "Hedy"]
      let shown = ShownList(Self.people(names, selection: selection))
      let table = try #require(shown.controller as? SectionTableViewController)
      let tableView = try #require(table.tableView)
      let adapter = try #require(table.adapter)

      adapter.tableView(tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
      #expect(selection.value == AnyHashable("Grace"))

      selection.value = "Hedy"
      shown.update(Self.people(names, selection: selection))
      #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])

      selection.value = nil
      shown.update(Self.people(names, selection: selection))
      #expect(tableView.indexPathsForSelectedRows == nil)
    }

    @Test func theBoundScrollPositionScrollsAndTheUsersScrollIsReported() throws {
      let position = StateBox<AnyHashable?>(nil)
      let names = (0..<50).map { "Person \($0)" }
      let shown = ShownList(Self.people(names, scrollPosition: position))
      let table = try #require(shown.controller as? SectionTableViewController)
      let tableView = try #require(table.tableView)
      let adapter = try #require(table.adapter)

      position.value = "Person 30"
      shown.update(Self.people(names, scrollPosition: position))
      #expect(tableView.calls.last == "scrollToRow [0, 30] top")

      tableView.mirrorRowsOnScreen = (12..<20).map { IndexPath(row: $0, section: 0) }
      adapter.scrollViewDidScroll(tableView)
      #expect(position.value == AnyHashable("Person 12"))
      let calls = tableView.calls.count
      shown.update(Self.people(names, scrollPosition: position))
      #expect(tableView.calls.count == calls, "the reported position is not scrolled to again")
    }

    @Test func aCompositeOfTheAppsIsShownOnACollectionViewAndUpdatesItself() throws {
      let composite = CompositeController()
      composite.show { ListSection("people") { Row(1, RowContent("Ada")) } }
      let shown = ShownList(SectionList(composite, style: .list(.insetGrouped)))
      let controller = try #require(shown.controller as? SectionCollectionViewController)
      #expect(controller.composite === composite)
      let collectionView = try #require(controller.collectionView)
      collectionView.calls = []

      shown.update(SectionList(composite, style: .list(.insetGrouped)))
      composite.show {
        ListSection("people") {
          Row(1, RowContent("Ada"))
          Row(2, "Grace") { Text("Grace") }
        }
      }
      composite.flushUpdates()
      #expect(collectionView.calls == ["performBatchUpdates {", "insertItems [[0, 1]]", "}"])
    }
  }
#endif
