import SectionKit

extension ExampleScreen {
  /// A settings screen built from six section controllers of five kinds.
  ///
  /// Notifications and appearance are grouped in a nested composite, as one feature team would
  /// own them; `ToggleSection` is reused with other data for privacy; Licences pushes a detail
  /// screen, and coming back clears the selection.
  static let settings = ExampleScreen(
    name: "settings",
    title: "Settings",
    summary: "Account, preferences (a nested composite), privacy, storage, about."
  ) { options in
    let about = AboutSection(version: "1.0 (42)")
    about.openLicences = { [weak navigator = options.navigator] in
      navigator?.push(title: "Licences", CompositeController([LicencesSection()]))
    }
    return ScreenContent(
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
        ToggleSection(
          title: "Privacy", toggles: [.init(title: "Share Analytics", isOn: false)]),
        StorageSection(
          usages: [
            .init(name: "Photos", megabytes: 2_450), .init(name: "Messages", megabytes: 310),
          ],
          capacityMegabytes: 64_000),
        about,
      ]))
  }
}

/// The licences of the software the app uses.
final class LicencesSection: SectionController, SectionHighlighting {
  let licences = [("SectionKit", "MIT"), ("Swift", "Apache 2.0")]

  override func numberOfRows(in context: SectionContext) -> Int { licences.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(
      showing: RowContent(licences[row].0, detail: licences[row].1), for: row)
  }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }
}
