#if SECTIONKIT_UIKIT_MIRROR
  import ExampleScreens
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  @testable import ExampleAppUIKit

  /// The chat, the timeline and the search screen of the example app, on UIKit's table view:
  /// their fields are `UITextField`s, and what the user types reaches the same sections as on
  /// the headless list, as batches.
  @Suite("The example app's chat, timeline and search") @MainActor
  struct ExampleAppReferenceScreensTests {
    let navigation = ExampleApp.makeRootViewController()

    /// Pushes the screen named `name` and returns its table view controller, loaded.
    private func open(_ name: String) throws -> SectionTableViewController {
      let root = try #require(navigation.topViewController as? SectionTableViewController)
      root.loadViewIfNeeded()
      let adapter = try #require(root.adapter)
      let row = try #require(ExampleScreen.all.firstIndex { $0.name == name })
      adapter.tableView(root.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
      let screen = try #require(navigation.topViewController as? SectionTableViewController)
      screen.loadViewIfNeeded()
      return screen
    }

    /// The cell of a row, as the table view's data source gives it.
    private func cell(_ screen: SectionTableViewController, _ row: Int, _ section: Int) throws
      -> UITableViewCell
    {
      let adapter = try #require(screen.adapter)
      return adapter.tableView(
        screen.tableView, cellForRowAt: IndexPath(row: row, section: section))
    }

    /// What a row of content shows.
    private func text(_ screen: SectionTableViewController, _ row: Int, _ section: Int) throws
      -> String?
    {
      let content = try cell(screen, row, section).contentConfiguration
      return (content as? UIListContentConfiguration)?.text
    }

    /// The user types `text` into a field and, optionally, taps Return.
    private func type(_ text: String, into field: UITextField, submitting: Bool = false) {
      for character in text {
        field.text = (field.text ?? "") + String(character)
        field.sendActions(for: .editingChanged)
      }
      if submitting { field.sendActions(for: .primaryActionTriggered) }
    }

    @Test func theChatSendsWhatTheComposerHoldsAsAnInsert() throws {
      let chat = try open("chat")
      #expect(chat.title == "Chat")
      #expect(chat.composite.scrollAnchoring == .bottom)
      let composer = try #require(try cell(chat, 0, 2) as? FieldTableViewCell)
      #expect(composer.field.placeholder == "Message")
      #expect(composer.field.accessibilityLabel == "Message")

      type("On my way", into: composer.field, submitting: true)
      chat.composite.flushUpdates()
      #expect(
        chat.tableView.calls.contains("insertRows [[1, 3]] automatic"), "\(chat.tableView.calls)")
      #expect(try text(chat, 3, 1) == "me: On my way")
      let after = try #require(try cell(chat, 0, 2) as? FieldTableViewCell)
      #expect(after.field.text == "")
    }

    @Test func theTimelinePublishesUnderItsComposer() throws {
      let timeline = try open("timeline")
      let composer = try #require(try cell(timeline, 0, 0) as? FieldTableViewCell)
      #expect(composer.field.placeholder == "What's new?")
      type("Hello", into: composer.field, submitting: true)
      timeline.composite.flushUpdates()
      #expect(timeline.tableView.calls.contains("insertRows [[1, 0]] automatic"))
      #expect(try text(timeline, 0, 1) == "@me: Hello")
    }

    @Test func theSearchShowsWhatMatchesAndSaysWhenNothingDoes() async throws {
      let search = try open("search")
      let query = try #require(try cell(search, 0, 0) as? FieldTableViewCell)
      #expect(query.field.placeholder == "Search fruit")
      type("lime", into: query.field)
      await search.composite.waitForUpdates()
      #expect(try text(search, 0, 1) == "Amber Lime")
      #expect(search.composite.diagnostics.isEmpty)

      type("x", into: query.field)
      await search.composite.waitForUpdates()
      let adapter = try #require(search.adapter)
      let last = adapter.numberOfSections(in: search.tableView) - 1
      #expect(try text(search, 0, last) == "No results for “limex”")
    }
  }
#endif
