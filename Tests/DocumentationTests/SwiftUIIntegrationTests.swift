#if SECTIONKIT_UIKIT_MIRROR || (canImport(SwiftUI) && canImport(UIKit) && os(iOS))
  import Foundation
  import SectionKitHeadless
  import SectionKitSwiftUI
  import Testing

  #if SECTIONKIT_UIKIT_MIRROR
    import SwiftUIMirror
  #else
    import Observation
    import SwiftUI
  #endif

  // The code of Sources/SectionKit/SectionKit.docc/SwiftUIIntegration.md: the rows and the
  // headless test compile on Linux against SwiftUIMirror; the SwiftUI views against Apple's SDK
  // only (scripts/check-apple-sdks).

  struct Person: Identifiable, Sendable {
    let id: Int
    var name: String
    var isOnline: Bool

    var summary: String { "\(name), \(isOnline ? "online" : "away")" }

    static let samples = [
      Person(id: 1, name: "Ada Lovelace", isOnline: true),
      Person(id: 2, name: "Grace Hopper", isOnline: false),
    ]
  }

  struct PersonRow: View {
    let person: Person

    var body: some View {
      HStack {
        Image(systemName: person.isOnline ? "circle.fill" : "circle")
        Text(person.name)
      }
    }
  }

  final class PeopleSection: SectionController {
    var people: [Person] = []

    override func numberOfRows(in context: SectionContext) -> Int { people.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let person = people[row]
      return context.dequeueReusableCell(
        showing: .hosting(person.summary, id: person.id) { PersonRow(person: person) }, for: row)
    }
  }

  struct PeopleHeader: View {
    let count: Int

    var body: some View {
      HStack {
        Image(systemName: "person.3")
        Text("People: \(count)")
      }
    }
  }

  extension PeopleSection: SectionHeaderFooterViews {
    func viewForHeader(in context: SectionContext) -> (any Reusable)? {
      let count = people.count
      return context.dequeueReusableSupplementaryView(
        ofKind: .header,
        showing: .hosting("People, \(count) in all", id: "people") { PeopleHeader(count: count) })
    }
  }

  struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
  }

  extension EnvironmentValues {
    var accent: String {
      get { self[AccentKey.self] }
      set { self[AccentKey.self] = newValue }
    }
  }

  struct AccentedPeopleView: View {
    let people: [Person]

    var body: some View {
      SectionList {
        ListSection("people") {
          for person in people {
            Row(person.id, person.summary) { PersonRow(person: person) }
          }
        }
      }
      .passingEnvironment(\.accent)
    }
  }

  /// The names of the people a tap opened.
  @MainActor
  final class OpenedPeople {
    private(set) var names: [String] = []

    func append(_ name: String) { names.append(name) }
  }

  @Suite("Docs: SwiftUI integration") @MainActor
  struct SwiftUIIntegrationTests {
    @Test func aScreenMixingSwiftUIRowsAndUIKitCellsIsTestedHeadless() throws {
      let people = Person.samples
      let opened = OpenedPeople()
      let screen = CompositeController()
      screen.show {
        ListSection("people", header: "People") {
          for person in people {
            Row(person.id, person.summary) { PersonRow(person: person) }
              .onSelect { opened.append(person.name) }
          }
          Row("invite", RowContent("Invite a Colleague", accessory: .disclosureIndicator))
        }
      }

      let list = HeadlessListView()
      screen.attach(to: list)
      #expect(list.renderedText().contains("Ada Lovelace, online"))

      #expect(list.renderedText().contains("Grace Hopper, away"))
      try list.tapRow(at: ListIndexPath(row: 1, section: 0))
      #expect(opened.names == ["Grace Hopper"])
    }

    @Test func aDeclarativeSectionHasASwiftUIHeaderAndFooter() {
      let people = Person.samples
      let screen = CompositeController()
      screen.show {
        ListSection("people") {
          for person in people {
            Row(person.id, person.summary) { PersonRow(person: person) }
          }
        }
        .header("People, \(people.count) in all") { PeopleHeader(count: people.count) }
        .footer("Tap a person to open them") { Text("Tap a person to open them") }
      }

      let list = HeadlessListView()
      screen.attach(to: list)
      #expect(list.headerView(forSection: 0)?.textDescription == "People, 2 in all")
      #expect(list.renderedText().contains("Tap a person to open them"))
    }

    @Test func aSectionControllerHostsItsRows() {
      let section = PeopleSection()
      section.people = Person.samples
      let list = HeadlessListView()
      CompositeController([section]).attach(to: list)
      #expect(list.renderedText().contains("Ada Lovelace, online"))
      #expect(list.renderedText().contains("People, 2 in all"), "the header's description")
    }
  }

  #if !SECTIONKIT_UIKIT_MIRROR
    @available(iOS 17, *)
    @Observable final class PeopleModel {
      var people = Person.samples
    }

    @available(iOS 17, *)
    struct ObservedPeopleView: View {
      let model: PeopleModel

      var body: some View {
        SectionList {
          ListSection("people") {
            for person in model.people {
              Row(person.id, person.summary) { PersonRow(person: person) }
            }
          }
        }
      }
    }

    @available(iOS 16, *)
    struct PeopleView: View {
      @State private var people = Person.samples
      @State private var selection: AnyHashable?

      var body: some View {
        NavigationStack {
          SectionList(selection: $selection) {
            ListSection("people") {
              for person in people {
                Row(person.id, person.summary) { PersonRow(person: person) }
              }
            }
          }
          .navigationTitle("People")
        }
      }
    }

    @available(iOS 16, *)
    struct SettingsButton: View {
      let settings: CompositeController
      @State private var showsSettings = false

      var body: some View {
        Button("Settings") { showsSettings = true }
          .sheet(isPresented: $showsSettings) {
            NavigationStack {
              SectionList(settings, style: .list(.insetGrouped)).navigationTitle("Settings")
            }
          }
      }
    }
  #endif
#endif
