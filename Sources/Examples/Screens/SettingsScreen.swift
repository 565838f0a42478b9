import SectionKit

extension ExampleScreen {
  /// A settings screen built from five kinds of section controllers; notifications and
  /// appearance are grouped in a nested composite, as one feature team would own them.
  static let settings = ExampleScreen(
    name: "settings",
    summary: "Account, preferences (a nested composite), storage and about."
  ) { _ in
    ScreenContent(
      root: CompositeController([
        ProfileSection(account: .init(name: "Ada Lovelace", email: "ada@example.com")),
        CompositeController([
          ToggleSection(
            title: "Notifications", footer: "Badges show the number of unread messages.",
            toggles: [
              .init(title: "Allow Notifications", isOn: true),
              .init(title: "Sounds", isOn: false),
              .init(title: "Badges", isOn: true),
            ]),
          ChoiceSection(title: "Appearance", options: ["Light", "Dark", "Automatic"], chosen: 2),
        ]),
        StorageSection(
          usages: [
            .init(name: "Photos", megabytes: 2_450), .init(name: "Messages", megabytes: 310),
          ],
          capacityMegabytes: 64_000),
        AboutSection(version: "1.0 (42)"),
      ]))
  }
}
