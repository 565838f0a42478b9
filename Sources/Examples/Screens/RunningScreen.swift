import ExampleScreens
import Foundation
import SectionKit
import SectionKitHeadless

/// A screen on a headless list inside a navigation stack, as an app would show it.
@MainActor
final class RunningScreen {
  let root: CompositeController
  let steps: [ScreenContent.Step]
  /// The warnings of building the screen, one line each, control characters printed visibly.
  let warnings: [String]
  let report: @MainActor () -> [String]
  let navigator: Navigator
  private let fitsHeight: Bool

  /// Builds the screen and shows it in a viewport of `width`; without a `height`, the viewport
  /// grows to show the whole content.
  init(
    _ screen: ExampleScreen, options: ScreenOptions = ScreenOptions(), width: CGFloat = 390,
    height: CGFloat? = nil
  ) throws {
    navigator = Navigator(size: CGSize(width: width, height: height ?? 10_000))
    var options = options
    options.navigator = navigator
    options.textFieldCell = options.textFieldCell ?? FieldCell.self
    let content = try screen.make(options)
    root = content.root
    steps = content.steps
    warnings = content.warnings.map { TerminalText.escaping($0) }
    report = content.report
    fitsHeight = height == nil
    navigator.push(title: screen.title, root)
    fitHeight()
  }

  /// The list on top of the navigation stack.
  var list: HeadlessListView { navigator.top?.controller.listView ?? HeadlessListView() }

  /// The title of the screen on top, printed safely.
  var title: String { TerminalText.escaping(navigator.top?.title ?? "") }

  /// What a row of the screen on top shows, as one line printed safely; empty when the row is
  /// not on screen.
  func text(at indexPath: ListIndexPath) -> String {
    TerminalText.escaping((list.cellForRow(at: indexPath) as? HeadlessCell)?.textDescription ?? "")
  }

  /// Taps a row of the screen on top, applies the updates it asked for, and follows pushes.
  func tap(_ indexPath: ListIndexPath) throws(HostError) {
    let tapped = list
    try tapped.tapRow(at: indexPath)
    for entry in navigator.stack { entry.controller.composite.flushUpdates() }
    fitHeight()
  }

  /// Flips the switch of a row of the screen on top and applies the updates it asked for.
  func toggleSwitch(_ indexPath: ListIndexPath) throws(HostError) {
    try list.toggleSwitch(at: indexPath)
    for entry in navigator.stack { entry.controller.composite.flushUpdates() }
    fitHeight()
  }

  /// Returns to the previous screen.
  ///
  /// - Returns: `false` at the first screen.
  @discardableResult
  func back() -> Bool {
    defer { fitHeight() }
    return navigator.pop()
  }

  /// Grows or shrinks the viewport of every screen to its content when no height was given.
  func fitHeight() {
    guard fitsHeight else { return }
    for entry in navigator.stack {
      let list = entry.controller.listView
      list.size = CGSize(width: list.size.width, height: max(1, list.contentSize.height))
    }
  }

  /// What the screen on top shows, as text.
  ///
  /// A navigation bar when a screen was pushed, the list (with a keyboard cursor, if any), and
  /// what the taps did, if anything. Titles and reports come from data: their control
  /// characters are printed visibly, each report on one line (see ``TerminalText``).
  func render(cursor: ListIndexPath? = nil) -> String {
    var text = ""
    if navigator.stack.count > 1, let top = navigator.top {
      let back = TerminalText.escaping(navigator.stack[navigator.stack.count - 2].title)
      text += "‹ \(back)    \(TerminalText.escaping(top.title))\n\n"
    }
    text += list.renderedText(cursor: cursor)
    let lines = report().map { TerminalText.escaping($0) }
    return text + (lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n") + "\n")
  }

  /// Plays the scripted steps: each one changes the model, its batch is applied, and the batch
  /// and the screen after it are printed.
  func animate() -> String {
    var output = "── initial\n" + render()
    for (index, step) in steps.enumerated() {
      let batches = list.batchCount
      let reloads = list.reloadCount
      step.perform()
      root.flushUpdates()
      fitHeight()
      let applied: [String]
      if list.reloadCount > reloads {
        applied = ["reload"]
      } else if list.batchCount > batches {
        applied = list.recentBatches.suffix(list.batchCount - batches).map(\.description)
      } else {
        applied = ["no changes"]
      }
      let lines = applied.map { "batch: \($0)\n" }.joined()
      output += "\n── step \(index + 1): \(step.title)\n\(lines)" + render()
    }
    return output
  }
}
