import ExampleScreens
import Foundation
import SectionKit
import SectionKitHeadless

/// The `examples` command: `swift run examples [SCREEN] [--tap SECTION:ROW]...`.
///
/// Without a screen, lists the screens. With one, builds it on a headless list, runs the taps
/// (and flips of switches, `--toggle SECTION:ROW`) in order, echoing each with what its row
/// showed (`tapped [1, 1]: Sounds [off]`), and prints what the list shows.
@main
struct ExamplesCommand {
  @MainActor
  static func main() {
    do {
      print(try run(Array(CommandLine.arguments.dropFirst())), terminator: "")
    } catch {
      FileHandle.standardError.write(Data(message(for: error).utf8))
      exit(2)
    }
  }

  /// What `examples` prints on standard error for an error: its text, whose control
  /// characters (from a document or an argument) are printed visibly.
  static func message(for error: any Error) -> String {
    "examples: \(TerminalText.escapingLines("\(error)"))\n"
  }

  enum Action {
    case tap(ListIndexPath)
    case toggle(ListIndexPath)
    case back
  }

  /// A mistake on the command line or in what a screen was asked to read.
  typealias UsageError = ExampleScreens.UsageError

  static let usage = """
    usage: examples [SCREEN] [--tap SECTION:ROW | --toggle SECTION:ROW | --back]...
                    [--animate] [--interactive]
                    [--file PATH] [--then PATH] [--width N] [--height N]

    """

  /// Runs the command line and returns what it prints.
  @MainActor
  static func run(_ arguments: [String]) throws -> String {
    guard let name = arguments.first, !name.hasPrefix("-") else {
      if arguments.contains("--help") { return usage }
      let width = (ExampleScreen.all.map(\.name.count).max() ?? 0) + 2
      return "Screens:\n"
        + ExampleScreen.all.map {
          "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))\($0.summary)\n"
        }
        .joined() + "\nRun: swift run examples SCREEN\n"
    }
    guard let screen = ExampleScreen.named(name) else {
      throw UsageError(description: "no screen named '\(name)'; run without arguments to list them")
    }
    var actions: [Action] = []
    var animate = false
    var interactive = false
    var options = ScreenOptions()
    var width: CGFloat = 390
    var height: CGFloat?
    var rest = arguments.dropFirst()[...]
    while let option = rest.popFirst() {
      guard option.hasPrefix("-") else {
        throw UsageError(description: "unexpected argument '\(option)'\n\(usage)")
      }
      if option == "--animate" {
        animate = true
        continue
      }
      if option == "--interactive" {
        interactive = true
        continue
      }
      if option == "--back" {
        actions.append(.back)
        continue
      }
      guard let value = rest.popFirst() else {
        throw UsageError(description: "\(option) needs a value")
      }
      switch option {
      case "--tap", "--toggle":
        let parts = value.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else {
          throw UsageError(description: "\(option) takes SECTION:ROW, not \(value)")
        }
        let indexPath = ListIndexPath(row: parts[1], section: parts[0])
        actions.append(option == "--tap" ? .tap(indexPath) : .toggle(indexPath))
      case "--file":
        options.file = value
      case "--then":
        options.then = value
      case "--width", "--height":
        guard let number = Double(value), number.isFinite, number >= 1 else {
          throw UsageError(
            description: "\(option) takes a number of points, at least 1; got \(value)")
        }
        if option == "--width" { width = CGFloat(number) } else { height = CGFloat(number) }
      default:
        throw UsageError(description: "unknown option \(option)\n\(usage)")
      }
    }
    if !screen.readsDocuments, options.file != nil || options.then != nil {
      let readers = ExampleScreen.all.filter(\.readsDocuments).map(\.name)
      throw UsageError(
        description: "\(name) reads no document; --file and --then are for "
          + readers.joined(separator: ", "))
    }
    let running = try RunningScreen(screen, options: options, width: width, height: height)
    for warning in running.warnings {
      FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
    var echo = ""
    for action in actions {
      switch action {
      case .tap(let indexPath):
        let shown = running.text(at: indexPath)
        do {
          try running.tap(indexPath)
        } catch {
          throw UsageError(description: "cannot tap \(indexPath): \(error.message)")
        }
        echo += "tapped \(indexPath): \(shown)\n"
      case .toggle(let indexPath):
        let shown = running.text(at: indexPath)
        do {
          try running.toggleSwitch(indexPath)
        } catch {
          throw UsageError(description: "cannot flip the switch of \(indexPath): \(error.message)")
        }
        echo += "toggled \(indexPath): \(shown)\n"
      case .back:
        guard running.back() else {
          throw UsageError(description: "--back: no screen to return to")
        }
        echo += "back to \(running.title)\n"
      }
    }
    if interactive {
      try Terminal.run(InteractiveSession(running))
      return ""
    }
    let animates = animate || options.then != nil
    return (echo.isEmpty ? "" : echo + "\n") + (animates ? running.animate() : running.render())
  }
}
