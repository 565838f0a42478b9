import Foundation
import SectionKit

/// A screen the `examples` executable can show: a name, a one-line summary, and a way to build
/// its content.
struct ExampleScreen {
  let name: String
  let summary: String
  let make: @MainActor (ScreenOptions) throws -> ScreenContent

  /// Every screen, in the order `examples` lists them.
  static let all: [ExampleScreen] = [.settings, .feed, .serverDriven]

  static func named(_ name: String) -> ExampleScreen? { all.first { $0.name == name } }
}

/// The command-line options a screen may use.
struct ScreenOptions {
  /// `--file PATH`.
  var file: String?
}

/// What a screen is made of: its root composite, the scripted changes `--animate` plays, the
/// warnings of building it, and a report of what the user's taps did.
struct ScreenContent {
  /// One scripted change.
  struct Step {
    let title: String
    let perform: @MainActor () -> Void
  }

  let root: CompositeController
  var steps: [Step] = []
  var warnings: [String] = []
  var report: @MainActor () -> [String] = { [] }
}

/// A screen on a headless list, as a view controller would own it.
@MainActor
final class RunningScreen {
  let root: CompositeController
  let steps: [ScreenContent.Step]
  let warnings: [String]
  let report: @MainActor () -> [String]
  let list: HeadlessListView

  /// Builds the screen and shows it in a viewport of `width`; without a `height`, the viewport
  /// grows to show the whole content.
  init(
    _ screen: ExampleScreen, options: ScreenOptions = ScreenOptions(), width: CGFloat = 390,
    height: CGFloat? = nil
  ) throws {
    let content = try screen.make(options)
    root = content.root
    steps = content.steps
    warnings = content.warnings
    report = content.report
    list = HeadlessListView(size: CGSize(width: width, height: height ?? 10_000))
    root.attach(to: list)
    if height == nil { fitHeight() }
  }

  /// Grows or shrinks the viewport to the content, so everything is on screen.
  func fitHeight() {
    list.size = CGSize(width: list.size.width, height: max(1, list.contentSize.height))
  }

  /// What the screen shows, as text, followed by what the taps did, if anything.
  func render() -> String {
    let lines = report()
    return TextRenderer.render(list)
      + (lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n")
  }

  /// Plays the scripted steps: each one changes the model, its batch is applied, and the batch
  /// and the screen after it are printed.
  func animate(fitsHeight: Bool) -> String {
    var output = "── initial\n" + render()
    for (index, step) in steps.enumerated() {
      let batches = list.batchCount
      let reloads = list.reloadCount
      step.perform()
      root.flushUpdates()
      if fitsHeight { fitHeight() }
      let applied: String
      if list.reloadCount > reloads {
        applied = "reload"
      } else if list.batchCount > batches, let batch = list.lastBatch {
        applied = batch.description
      } else {
        applied = "no changes"
      }
      output += "\n── step \(index + 1): \(step.title)\nbatch: \(applied)\n" + render()
    }
    return output
  }
}
