import ExampleAppSwiftUI
import SwiftUI

/// The app: SectionKit's example screens from SwiftUI, from the package's `ExampleAppSwiftUI`
/// library (its root view, `ExampleAppView`, and its screens).
@main
struct ExamplesSwiftUIApp: App {
  var body: some Scene {
    WindowGroup { ExampleAppView() }
  }
}
