#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import ExampleScreens
  import SectionKitUIKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The root list of the example app: a row per screen, with its name and summary, as
  /// `swift run examples` lists them; choosing one pushes it.
  final class ExampleListSection: SectionController {
    let screens: [ExampleScreen]

    init(screens: [ExampleScreen]) { self.screens = screens }

    override func numberOfRows(in context: SectionContext) -> Int { screens.count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(
        showing: RowContent(
          screens[row].name, secondaryText: screens[row].summary,
          accessory: .disclosureIndicator),
        for: row)
    }

    /// Pushes the chosen screen; the row stays selected until the list appears again.
    override func didSelectRow(at row: Int, in context: SectionContext) {
      guard let navigationController = context.viewController?.navigationController else { return }
      ExampleApp.show(screens[row], on: navigationController)
    }
  }

  /// One line saying why a screen could not be shown.
  final class MessageSection: SectionController, SectionHighlighting {
    let message: String

    init(message: String) { self.message = message }

    override func numberOfRows(in context: SectionContext) -> Int { 1 }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(showing: RowContent(message), for: row)
    }

    func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }
  }
#endif
