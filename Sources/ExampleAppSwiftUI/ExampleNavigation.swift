#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS)) && !SECTIONKIT_UIKIT_MIRROR
  import Combine
  import ExampleScreens
  import SectionKitSwiftUI
  import SwiftUI

  /// Where the example app's navigation stack goes.
  enum ExampleDestination: Hashable {
    /// An example screen, or a screen one of them opened.
    case screen(ShownScreen)
    /// The screen that mixes SwiftUI rows and UIKit cells.
    case people
  }

  /// A screen on the navigation stack: its title and content, and the scripted changes it
  /// played.
  @MainActor
  final class ShownScreen: Hashable {
    let title: String
    let content: ScreenContent
    private(set) var stepsPlayed = 0

    init(title: String, content: ScreenContent) {
      self.title = title
      self.content = content
    }

    /// Whether a scripted change is left to play.
    var hasNextStep: Bool { stepsPlayed < content.steps.count }

    /// Plays the next scripted change; its batch reaches the list at once.
    func playNextStep() {
      guard hasNextStep else { return }
      content.steps[stepsPlayed].perform()
      stepsPlayed += 1
      content.root.flushUpdates()
    }

    nonisolated static func == (lhs: ShownScreen, rhs: ShownScreen) -> Bool { lhs === rhs }

    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// The example app's navigation: the path of its `NavigationStack`, which the example screens
  /// push their detail screens on.
  @MainActor
  final class ExampleNavigation: ObservableObject, ScreenNavigator {
    @Published var path: [ExampleDestination] = []

    /// Builds an example screen and pushes it; a screen that cannot be built shows why.
    ///
    /// - Parameter screen: The screen.
    func open(_ screen: ExampleScreen) {
      let content: ScreenContent
      do {
        content = try screen.make(ScreenOptions(navigator: self))
      } catch {
        let root = CompositeController()
        root.show { ListSection("error") { Row("error", RowContent("\(error)")) } }
        content = ScreenContent(root: root)
      }
      path.append(.screen(ShownScreen(title: screen.title, content: content)))
    }

    /// Pushes a screen an example screen opened.
    ///
    /// - Parameters:
    ///   - title: The title of the navigation bar.
    ///   - root: The screen's root composite.
    func push(title: String, _ root: CompositeController) {
      path.append(.screen(ShownScreen(title: title, content: ScreenContent(root: root))))
    }
  }
#endif
