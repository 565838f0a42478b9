#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import SectionKitSwiftUI
  #if SECTIONKIT_UIKIT_MIRROR
    import SwiftUIMirror
  #else
    import SwiftUI
  #endif

  /// A person on the people screen.
  package struct ExamplePerson: Identifiable, Hashable, Sendable {
    package let id: Int
    package var name: String
    package var role: String
    package var isOnline: Bool

    /// The people the screen starts with.
    package static let samples = [
      ExamplePerson(id: 1, name: "Ada Lovelace", role: "Analyst", isOnline: true),
      ExamplePerson(id: 2, name: "Grace Hopper", role: "Compiler", isOnline: false),
      ExamplePerson(id: 3, name: "Hedy Lamarr", role: "Radio", isOnline: true),
      ExamplePerson(id: 4, name: "Katherine Johnson", role: "Trajectories", isOnline: false),
    ]

    /// What the person's row shows, in words: for the headless host and VoiceOver.
    package var summary: String { "\(name), \(role), \(isOnline ? "online" : "away")" }
  }

  /// A person's row, drawn by SwiftUI.
  struct PersonRow: View {
    let person: ExamplePerson

    var body: some View {
      HStack {
        Image(systemName: person.isOnline ? "circle.fill" : "circle")
        VStack {
          Text(person.name)
          Text(person.role)
        }
      }
    }
  }

  /// The people section's header, drawn by SwiftUI.
  struct PeopleHeader: View {
    let online: Int
    let shown: Int

    var body: some View {
      HStack {
        Image(systemName: "person.3")
        Text("People: \(online) of \(shown) online")
      }
    }
  }

  /// The screen that mixes SwiftUI rows (the people) and UIKit cells (the standard rows around
  /// them), one function a section.
  @MainActor
  package enum PeopleScreen {
    /// The filter: a standard row with a switch, in a UIKit cell.
    ///
    /// - Parameters:
    ///   - showsAway: Whether people away are shown.
    ///   - onChange: Runs when the user flips the switch.
    /// - Returns: The section.
    package static func filter(
      showsAway: Bool, onChange: @escaping @MainActor @Sendable (Bool) -> Void
    ) -> ListSection {
      ListSection("filter", header: "Filter") {
        Row(
          "away",
          RowContent("Show People Away", accessory: .toggle(isOn: showsAway, onChange: onChange)))
      }
    }

    /// The people: a SwiftUI row each, keyed by the person's identity, under a SwiftUI header
    /// that counts them.
    ///
    /// - Parameters:
    ///   - people: Everyone.
    ///   - showsAway: Whether people away are shown.
    /// - Returns: The section.
    package static func people(_ people: [ExamplePerson], showsAway: Bool) -> ListSection {
      let shown = people.filter { showsAway || $0.isOnline }
      let online = shown.filter(\.isOnline).count
      return ListSection("people") {
        for person in shown {
          Row(person.id, person.summary, accessories: [.disclosureIndicator]) {
            PersonRow(person: person)
          }
        }
      }
      .header("People (SwiftUI rows), \(online) of \(shown.count) online") {
        PeopleHeader(online: online, shown: shown.count)
      }
    }

    /// More: standard rows, in UIKit cells.
    ///
    /// - Parameter onInvite: Runs when the user taps Invite.
    /// - Returns: The section.
    package static func more(onInvite: @escaping @MainActor () -> Void) -> ListSection {
      ListSection("more", header: "More (UIKit cells)") {
        Row("invite", RowContent("Invite a Colleague", imageName: "person.badge.plus")) {
          onInvite()
        }
      }
    }
  }
#endif
