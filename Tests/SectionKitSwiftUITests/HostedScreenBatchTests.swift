#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitSwiftUI
  import SectionKitTestSupport
  import SectionKitUIKit
  import SwiftUIMirror
  import Testing
  import UIKitMirror

  /// A view model of people that changes at random: a person joins, leaves, moves or is
  /// renamed.
  @MainActor
  final class PeopleModel {
    struct Person {
      let id: Int
      var name: String
    }

    private(set) var people: [Person]
    private var nextID: Int

    init(count: Int) {
      people = (0..<count).map { Person(id: $0, name: "Person \($0)") }
      nextID = count
    }

    /// Makes one random change.
    func changeAtRandom(using generator: inout SeededGenerator) {
      let index = Int.random(in: 0..<people.count, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        people.insert(Person(id: nextID, name: "Newcomer \(nextID)"), at: index)
        nextID += 1
      case 1 where people.count > 1:
        people.remove(at: index)
      case 2:
        let person = people.remove(at: index)
        people.insert(person, at: Int.random(in: 0...people.count, using: &generator))
      default:
        people[index].name += "′"
      }
    }
  }

  /// The bar of SwiftUI-hosted rows: a view model drives a 1,000-row screen of them through
  /// random changes, at no more batches than the same screen of UIKit cells, and every cell a
  /// batch hands back for reuse hosts the view of the row it shows next.
  @Suite("SwiftUI-hosted rows cost no more batches than UIKit cells") @MainActor
  struct HostedScreenBatchTests {
    static func hostedScreen(_ model: PeopleModel) -> SectionList {
      SectionList {
        ListSection("people") {
          for person in model.people {
            Row(person.id, person.name) { Text(person.name) }
          }
        }
      }
    }

    static func uikitScreen(_ model: PeopleModel) -> SectionList {
      SectionList {
        ListSection("people") {
          for person in model.people { Row(person.id, RowContent(person.name)) }
        }
      }
    }

    @Test func aThousandHostedRowsThroughAHundredRandomChanges() throws {
      let seed = UInt64.random(in: 0...UInt64.max)
      var generator = SeededGenerator(seed: seed)
      let model = PeopleModel(count: 1_000)
      let hosted = ShownList(Self.hostedScreen(model))
      let uikit = ShownList(Self.uikitScreen(model))
      let hostedTable = try #require(hosted.controller as? SectionTableViewController)
      let uikitTable = try #require(uikit.controller as? SectionTableViewController)
      let tableView = try #require(hostedTable.tableView)
      tableView.mirrorReusesCells = true
      tableView.mirrorRowsOnScreen = (0..<12).map { IndexPath(row: $0, section: 0) }
      _ = tableView.visibleCells
      tableView.calls = []
      uikitTable.tableView.calls = []
      var cellsSeen = Set<ObjectIdentifier>()
      var reuses = 0

      for step in 0..<100 {
        model.changeAtRandom(using: &generator)
        hosted.update(Self.hostedScreen(model))
        uikit.update(Self.uikitScreen(model))
        hostedTable.composite.flushUpdates()
        uikitTable.composite.flushUpdates()
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
          let cell = try #require(tableView.cellForRow(at: indexPath) as? ContentTableViewCell)
          if !cellsSeen.insert(ObjectIdentifier(cell)).inserted { reuses += 1 }
          let person = model.people[indexPath.row]
          let shown = hostedRow(in: cell.contentConfiguration)
          #expect(
            shown?.id == AnyHashable(person.id) && shown?.text == person.name,
            "seed \(seed), step \(step): row \(indexPath.row) hosts \(String(describing: shown))")
        }
      }

      let hostedBatches = tableView.calls.filter { $0 == "performBatchUpdates {" }.count
      let uikitBatches = uikitTable.tableView.calls.filter { $0 == "performBatchUpdates {" }.count
      #expect(hostedBatches <= uikitBatches, "seed \(seed)")
      #expect(hostedBatches > 0, "seed \(seed)")
      #expect(!tableView.calls.contains("reloadData"), "seed \(seed): never a reload")
      #expect(reuses > 0, "seed \(seed): cells came back from the reuse pool")
      #expect(hostedTable.composite.diagnostics.isEmpty, "seed \(seed)")
    }
  }
#endif
