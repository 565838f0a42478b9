import Foundation
import SectionKit

/// A screen the `examples` executable can show: a name, a one-line summary, and a way to build
/// its root composite.
struct ExampleScreen {
  let name: String
  let summary: String
  let make: @MainActor () -> CompositeController

  /// Every screen, in the order `examples` lists them.
  static let all: [ExampleScreen] = [.settings]

  static func named(_ name: String) -> ExampleScreen? { all.first { $0.name == name } }
}

/// A screen on a headless list, as a view controller would own it.
@MainActor
final class RunningScreen {
  let root: CompositeController
  let list: HeadlessListView

  /// Builds the screen and shows it in a viewport of `width`; without a `height`, the viewport
  /// grows to show the whole content.
  init(_ screen: ExampleScreen, width: CGFloat = 390, height: CGFloat? = nil) {
    root = screen.make()
    list = HeadlessListView(size: CGSize(width: width, height: height ?? 10_000))
    root.attach(to: list)
    if height == nil { fitHeight() }
  }

  /// Grows or shrinks the viewport to the content, so everything is on screen.
  func fitHeight() {
    list.size = CGSize(width: list.size.width, height: max(1, list.contentSize.height))
  }

  /// What the screen shows, as text.
  func render() -> String { TextRenderer.render(list) }
}
