#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS)) && !SECTIONKIT_UIKIT_MIRROR
  import ExampleScreens
  import SectionKitSwiftUI
  import SwiftUI

  /// The example app from SwiftUI: the screens `swift run examples` shows, in a
  /// `NavigationStack`, each a ``SectionList`` over the same section controllers as the UIKit
  /// app's, and a screen that mixes SwiftUI rows and UIKit cells, also shown in a sheet.
  ///
  /// An app shows it in its window group:
  ///
  /// ```swift
  /// WindowGroup { ExampleAppView() }
  /// ```
  @available(iOS 16, *)
  @MainActor
  public struct ExampleAppView: View {
    @StateObject private var navigation = ExampleNavigation()
    @State private var showsPeopleInSheet = false

    /// Creates the app's root view.
    public init() {}

    /// The navigation stack, rooted at the list of screens.
    public var body: some View {
      NavigationStack(path: $navigation.path) {
        SectionList {
          screensSection()
        }
        .navigationTitle("Examples")
        .navigationDestination(for: ExampleDestination.self) { destination in
          switch destination {
          case .screen(let screen): ExampleScreenView(screen: screen)
          case .people: PeopleView()
          }
        }
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("People in a Sheet") { showsPeopleInSheet = true }
          }
        }
        .sheet(isPresented: $showsPeopleInSheet) {
          NavigationStack { PeopleView() }
        }
      }
    }

    /// A row per example screen, and one for the screen of SwiftUI rows.
    private func screensSection() -> ListSection {
      ListSection("screens") {
        for screen in ExampleScreen.all {
          Row(
            screen.name,
            RowContent(
              screen.name, secondaryText: screen.summary, accessory: .disclosureIndicator)
          ) { navigation.open(screen) }
        }
        Row(
          "people",
          RowContent(
            "people", secondaryText: "SwiftUI rows beside UIKit cells",
            accessory: .disclosureIndicator)
        ) { navigation.path.append(.people) }
      }
    }
  }

  /// An example screen: its composite on a table view, with a Next Change button for a screen
  /// with scripted changes.
  @available(iOS 16, *)
  @MainActor
  struct ExampleScreenView: View {
    let screen: ShownScreen
    @State private var stepsPlayed = 0

    var body: some View {
      SectionList(screen.content.root)
        .navigationTitle(screen.title)
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            if !screen.content.steps.isEmpty {
              Button("Next Change") {
                screen.playNextStep()
                stepsPlayed += 1
              }
              .disabled(stepsPlayed >= screen.content.steps.count)
            }
          }
        }
    }
  }

  /// The screen that mixes SwiftUI rows and UIKit cells, from SwiftUI state: flipping the
  /// switch, or selecting a person, updates the list through its batches.
  @available(iOS 16, *)
  @MainActor
  struct PeopleView: View {
    @State private var people = ExamplePerson.samples
    @State private var showsAway = true
    @State private var selection: AnyHashable?

    var body: some View {
      SectionList(selection: $selection) {
        PeopleScreen.filter(showsAway: showsAway) { showsAway = $0 }
        PeopleScreen.people(people, showsAway: showsAway)
        PeopleScreen.more { invite() }
      }
      .navigationTitle(selectedName ?? "People")
    }

    /// The name of the selected person, if a person is selected.
    private var selectedName: String? {
      people.first { AnyHashable($0.id) == selection }?.name
    }

    /// Adds a colleague, online.
    private func invite() {
      let id = (people.map(\.id).max() ?? 0) + 1
      people.append(ExamplePerson(id: id, name: "Colleague \(id)", role: "Invited", isOnline: true))
    }
  }
#endif
