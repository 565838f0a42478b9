#if SECTIONKIT_UIKIT_MIRROR
  import ExampleAppUIKit
  import Foundation
  import SectionKit
  import SectionKitUIKit
  import Testing
  import UIKitMirror

  /// The example app's screens, as a user of the app sees them: a list of the examples, each
  /// pushed on the navigation stack when chosen.
  @Suite("The example app") @MainActor
  struct ExampleAppTests {
    let navigation = ExampleApp.makeRootViewController()

    /// What the rows of a section of a table view controller's table show.
    private func texts(
      of controller: UIViewController?, section: Int = 0
    ) throws -> [String] {
      let list = try #require(controller as? SectionTableViewController)
      list.loadViewIfNeeded()
      let adapter = try #require(list.adapter)
      return try (0..<adapter.tableView(list.tableView, numberOfRowsInSection: section)).map {
        let cell = adapter.tableView(
          list.tableView, cellForRowAt: IndexPath(row: $0, section: section))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        return content.text ?? ""
      }
    }

    /// Taps a row of the table view controller on top of the stack.
    private func choose(row: Int, section: Int = 0) throws {
      let list = try #require(navigation.topViewController as? SectionTableViewController)
      list.loadViewIfNeeded()
      let adapter = try #require(list.adapter)
      try #require(section < adapter.numberOfSections(in: list.tableView), "no section \(section)")
      try #require(row < adapter.tableView(list.tableView, numberOfRowsInSection: section))
      let indexPath = IndexPath(row: row, section: section)
      if let target = adapter.tableView(list.tableView, willSelectRowAt: indexPath) {
        adapter.tableView(list.tableView, didSelectRowAt: target)
      }
    }

    @Test func theRootListsTheThreeScreens() throws {
      #expect(navigation.viewControllers.count == 1)
      #expect(navigation.topViewController?.title == "Examples")
      #expect(
        try texts(of: navigation.topViewController) == [
          "settings", "feed", "server-driven", "chat", "timeline", "search",
        ])
    }

    @Test func choosingAScreenPushesIt() throws {
      try choose(row: 0)
      #expect(navigation.viewControllers.count == 2)
      #expect(navigation.topViewController?.title == "Settings")
      #expect(try texts(of: navigation.topViewController) == ["Name", "E-mail", "Sign Out"])
    }

    @Test func theFeedAndTheServerDrivenScreenShowTheirRows() throws {
      try choose(row: 1)
      #expect(navigation.topViewController?.title == "Feed")
      #expect(try texts(of: navigation.topViewController) == ["◉ ada  ○ grace"])
      #expect(
        try texts(of: navigation.topViewController, section: 1) == [
          "@ada: Notes on the engine  ♥ 3", "@grace: Found a moth  ♥ 5",
          "@hedy: Frequency hopping  ♥ 2",
        ])
      navigation.popViewController(animated: true)
      try choose(row: 2)
      #expect(navigation.topViewController?.title == "Account")
      #expect(try texts(of: navigation.topViewController, section: 1).first == "Name")
    }

    @Test func theFeedPlaysItsChangesWithTheNextChangeButton() throws {
      try choose(row: 1)
      let feed = try #require(navigation.topViewController as? SectionTableViewController)
      let button = try #require(feed.navigationItem.rightBarButtonItem)
      #expect(button.title == "Next Change")
      let next = try #require(button.primaryAction)
      #expect(try texts(of: feed, section: 1).count == 3)  // the table shows the feed
      next.handler(next)  // two posts arrive
      #expect(
        feed.tableView.calls.contains("insertRows [[1, 0], [1, 1]] automatic"),
        "\(feed.tableView.calls)")
      #expect(
        try texts(of: feed, section: 1).prefix(2) == [
          "@katherine: Trajectories checked  ♥ 0", "@margaret: Software engineering  ♥ 1",
        ])
      for _ in 1..<5 { next.handler(next) }
      #expect(!button.isEnabled, "the feed has five changes")
      #expect(feed.adapter?.numberOfSections(in: feed.tableView) == 2, "stories and posts")
      #expect(
        try texts(of: feed, section: 1) == [
          "@ada: Notes on the engine  ♥ 4", "@hedy: Frequency hopping  ♥ 2",
          "@katherine: Trajectories checked  ♥ 0", "@margaret: Software engineering  ♥ 1",
        ])
    }

    @Test func screensWithoutChangesHaveNoButton() throws {
      try choose(row: 0)
      #expect(navigation.topViewController?.navigationItem.rightBarButtonItem == nil)
    }

    @Test func aScreenPushesItsOwnDetailScreens() throws {
      try choose(row: 0)
      try choose(row: 1, section: 5)  // Settings › About › Licences
      #expect(navigation.viewControllers.map(\.title) == ["Examples", "Settings", "Licences"])
      #expect(try texts(of: navigation.topViewController) == ["SectionKit", "Swift"])
    }

    @Test func theSceneDelegateShowsTheExamplesInAKeyWindow() throws {
      let session = UISceneSession(testRole: .windowApplication)
      let configuration = ExampleApp.sceneConfiguration(for: session)
      #expect(configuration.role == .windowApplication)
      let delegateClass = try #require(configuration.delegateClass as? ExampleSceneDelegate.Type)
      let delegate = delegateClass.init()
      let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
      delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
      let window = try #require(delegate.window)
      #expect(window.isKeyWindow)
      #expect(window.windowScene === scene)
      let root = try #require(window.rootViewController as? UINavigationController)
      #expect(
        try texts(of: root.topViewController) == [
          "settings", "feed", "server-driven", "chat", "timeline", "search",
        ])
    }
  }
#endif
