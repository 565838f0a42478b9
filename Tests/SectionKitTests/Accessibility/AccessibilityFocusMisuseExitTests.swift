#if os(macOS) || os(Linux) || os(Windows)
  import SectionKit
  import SectionKitHeadless
  import SectionKitTestSupport
  import Testing

  /// A focus move to a row the section does not have is the controller's mistake (its rows are
  /// its own): it stops with a message in debug and release builds, rather than focus another
  /// row or nothing.
  @Suite("A focus move to a row the section lacks stops with a message")
  struct AccessibilityFocusMisuseExitTests {
    @Test func aRowBeyondTheSection() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let chat = MessagesSection("chat", ["hi"])
          let root = CompositeController([ItemsSection("top", ["t0"]), chat])
          let list = HeadlessListView()
          root.attach(to: list)
          chat.append("new")
          chat.context.moveAccessibilityFocus(toRow: 2)
          withExtendedLifetime(list) {}
        }
      }
      let message = standardError(result)
      #expect(
        message.contains(
          "MessagesSection (section 1) asked SectionContext to move the accessibility focus to "
            + "row 2, but the section has 2 rows once the updates asked before are applied"))
      #expect(message.contains("after the performBatch that inserts it"))
    }

    @Test func aRowAskedForInsideTheRequestThatInsertsIt() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let chat = MessagesSection("chat", ["hi"])
          let root = CompositeController([chat])
          let list = HeadlessListView()
          root.attach(to: list)
          chat.context.performBatch { batch in
            chat.messages.append("new")
            batch.insertRows(at: [1])
            chat.context.moveAccessibilityFocus(toRow: 1)
          }
          withExtendedLifetime(list) {}
        }
      }
      let message = standardError(result)
      #expect(message.contains("focus to row 1, but the section has 1 rows"))
      #expect(message.contains("not inside its updates closure"))
    }
  }
#endif
