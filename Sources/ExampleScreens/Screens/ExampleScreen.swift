import Foundation
import SectionKit

/// A screen of the examples: a name, a one-line summary, and a way to build its content.
///
/// The `examples` executable shows it on the headless list, the example app on UIKit.
package struct ExampleScreen: Sendable {
  package let name: String
  package let title: String
  package let summary: String
  /// Whether the screen reads documents (`--file`, `--then`).
  package var readsDocuments = false
  package let make: @MainActor @Sendable (ScreenOptions) throws -> ScreenContent

  /// Every screen, in the order `examples` and the example app list them.
  package static let all: [ExampleScreen] = [
    .settings, .feed, .serverDriven, .chat, .timeline, .search,
  ]

  package static func named(_ name: String) -> ExampleScreen? { all.first { $0.name == name } }
}

/// Where a screen shows the screens it opens: a navigation stack, headless or UIKit's.
@MainActor
package protocol ScreenNavigator: AnyObject {
  /// Shows a screen on top of the stack.
  ///
  /// - Parameters:
  ///   - title: The screen's title, shown in the navigation bar.
  ///   - root: The screen's root composite.
  func push(title: String, _ root: CompositeController)
}

/// The command-line options a screen may use, and the navigation it can push onto.
package struct ScreenOptions {
  /// `--file PATH`.
  package var file: String?
  /// `--then PATH`: a new version of the document, shown after the first.
  package var then: String?
  /// The navigation stack the screen is shown in.
  package var navigator: (any ScreenNavigator)?
  /// The host's cell for a text field (a composer, a search field); without one, a field's row
  /// shows its text.
  package var textFieldCell: (any TextFieldCell.Type)?

  package init(
    file: String? = nil, then: String? = nil, navigator: (any ScreenNavigator)? = nil,
    textFieldCell: (any TextFieldCell.Type)? = nil
  ) {
    self.file = file
    self.then = then
    self.navigator = navigator
    self.textFieldCell = textFieldCell
  }
}

/// What a screen is made of: its root composite, the scripted changes `--animate` plays, the
/// warnings of building it, and a report of what the user's taps did.
package struct ScreenContent {
  /// One scripted change.
  package struct Step {
    package let title: String
    package let perform: @MainActor () -> Void

    package init(title: String, perform: @escaping @MainActor () -> Void) {
      self.title = title
      self.perform = perform
    }
  }

  package let root: CompositeController
  package var steps: [Step] = []
  package var warnings: [String] = []
  package var report: @MainActor () -> [String] = { [] }

  package init(
    root: CompositeController, steps: [Step] = [], warnings: [String] = [],
    report: @escaping @MainActor () -> [String] = { [] }
  ) {
    self.root = root
    self.steps = steps
    self.warnings = warnings
    self.report = report
  }
}

/// A mistake in what was asked of a screen (a file that cannot be read, an invalid document),
/// as `examples` prints it.
package struct UsageError: Error, CustomStringConvertible {
  package let description: String

  package init(description: String) { self.description = description }
}
