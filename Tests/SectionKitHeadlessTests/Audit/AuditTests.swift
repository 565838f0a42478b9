import SectionKit
import SectionKitHeadless
import Testing

@Suite("Accessibility audit") @MainActor
struct AuditTests {
  /// A screen on a headless list; the list holds its composite weakly, so both are kept.
  @MainActor private struct Shown {
    let screen = CompositeController()
    let list: HeadlessListView

    init(
      size: CGSize = CGSize(width: 390, height: 844),
      scrollDirection: HeadlessListView.ScrollDirection = .vertical,
      @SectionBuilder _ sections: () -> [ListSection]
    ) {
      list = HeadlessListView(size: size, scrollDirection: scrollDirection)
      screen.attach(to: list)
      screen.show(animated: false, sections)
      screen.flushUpdates()
    }

    /// The audit's issues, one line each.
    func audit() -> [String] { list.accessibilityAudit().map(\.description) }
  }

  @Test func aTappableRowWithoutALabelIsReported() {
    let failing = Shown {
      ListSection("compose") {
        Row("new", RowContent("", image: .system("square.and.pencil"))) {}
      }
    }
    let issues = failing.list.accessibilityAudit()
    #expect(issues.map(\.kind) == [.unlabeledControl])
    #expect(issues.map(\.place) == [.row(ListIndexPath(row: 0, section: 0))])
    #expect(
      failing.audit() == [
        "row [0, 0] in ListSection \"compose\": a button without a label: VoiceOver reads only "
          + "\"Button, Image\"; show text in it or give it accessibility(label:)"
      ])
    let passing = Shown {
      ListSection("compose") {
        Row("new", RowContent("", image: .system("square.and.pencil"))) {}
          .accessibility(label: "New message")
      }
    }
    #expect(passing.audit() == [])
  }

  @Test func anImageOnlyRowWithoutALabelIsReported() {
    let failing = Shown {
      ListSection("badges") {
        Row("star", RowContent("", image: .system("star")))
        Row("moon", RowContent("", image: .system("moon")).accessibility(isHidden: true))
      }
    }
    #expect(
      failing.audit() == [
        "row [0, 0] in ListSection \"badges\": an image without a label: VoiceOver reads only "
          + "\"Image\"; describe it with accessibility(label:), or hide it with "
          + "accessibility(isHidden: true) when it is decoration"
      ])
    let passing = Shown {
      ListSection("badges") {
        Row("star", RowContent("", image: .system("star")).accessibility(label: "Starred"))
      }
    }
    #expect(passing.audit() == [])
  }

  @Test func aSwitchWithoutAValueIsReported() {
    let failing = Shown {
      ListSection("sound") {
        Row("mute", RowContent("Mute", accessory: .toggle(isOn: true) { _ in }))
          .accessibility(value: "")
        Row("vibrate", RowContent("Vibrate")).accessibility(traits: .toggle)
        Row("ring", RowContent("Ring", accessory: .toggle(isOn: false) { _ in }))
      }
    }
    #expect(
      failing.audit() == [
        "row [0, 0] in ListSection \"sound\": a switch without a value: VoiceOver reads "
          + "\"Mute, Switch button\" but not whether it is on; keep the toggle accessory's "
          + "value or set accessibility(value:) to \"On\" or \"Off\"",
        "row [0, 1] in ListSection \"sound\": a switch without a value: VoiceOver reads "
          + "\"Vibrate, Switch button\" but not whether it is on; keep the toggle accessory's "
          + "value or set accessibility(value:) to \"On\" or \"Off\"",
      ])
    let passing = Shown {
      ListSection("sound") {
        Row("mute", RowContent("Mute", accessory: .toggle(isOn: true) { _ in }))
        Row("vibrate", RowContent("Vibrate"))
          .accessibility(value: "Off", traits: .toggle)
      }
    }
    #expect(passing.audit() == [])
  }

  @Test func aSwitchWithoutALabelIsAnUnlabeledControl() {
    let failing = Shown {
      ListSection("sound") {
        Row("mute", RowContent("", accessory: .toggle(isOn: true) { _ in }))
      }
    }
    #expect(failing.list.accessibilityAudit().map(\.kind) == [.unlabeledControl])
    #expect(
      failing.audit() == [
        "row [0, 0] in ListSection \"sound\": a switch without a label: VoiceOver reads only "
          + "\"On, Switch button\"; show text in it or give it accessibility(label:)"
      ])
  }

  @Test func aSwipeOrMenuActionWithoutATitleIsReported() {
    let failing = Shown {
      ListSection("mail") {
        Row("draft", RowContent("Draft"))
          .leadingSwipeActions([
            SwipeAction(identifier: "pin", title: nil, imageName: "pin") { $0(true) }
          ])
          .trailingSwipeActions([
            SwipeAction(identifier: "delete", title: "Delete", style: .destructive) { $0(true) },
            SwipeAction(identifier: "archive", title: "", imageName: "archivebox") { $0(true) },
          ])
          .contextMenu(
            ContextMenu(
              identifier: "draft",
              actions: [
                .init(identifier: "copy", title: "Copy") {},
                .init(identifier: "share", title: "", imageName: "square.and.arrow.up") {},
              ]))
      }
    }
    #expect(
      failing.audit() == [
        "row [0, 0] in ListSection \"mail\": the leading swipe action 'pin' has no title: "
          + "VoiceOver offers swipe actions in its actions rotor by title; give it one",
        "row [0, 0] in ListSection \"mail\": the trailing swipe action 'archive' has no title: "
          + "VoiceOver offers swipe actions in its actions rotor by title; give it one",
        "row [0, 0] in ListSection \"mail\": the context-menu action 'share' has no title: "
          + "VoiceOver offers menu actions in its actions rotor by title; give it one",
      ])
    let passing = Shown {
      ListSection("mail") {
        Row("draft", RowContent("Draft"))
          .trailingSwipeActions([
            SwipeAction(identifier: "archive", title: "Archive", imageName: "archivebox") {
              $0(true)
            }
          ])
          .contextMenu(
            ContextMenu(identifier: "draft", actions: [.init(identifier: "copy", title: "Copy") {}])
          )
      }
    }
    #expect(passing.audit() == [])
  }

  @Test func neighbouringTappableRowsThatReadTheSameAreReported() {
    let failing = Shown {
      ListSection("photos") {
        Row("edit-profile", RowContent("Edit")) {}
        Row("edit-photo", RowContent("Edit")) {}
        Row("edit-cover", RowContent("Edit")) {}.accessibility(value: "Cover")
      }
      ListSection("more") {
        Row("edit-more", RowContent("Edit")) {}
      }
    }
    #expect(failing.list.accessibilityAudit().map(\.kind) == [.duplicateLabel])
    #expect(
      failing.audit() == [
        "row [0, 1] in ListSection \"photos\": reads \"Edit, Button\" as row [0, 0] just before "
          + "it does: VoiceOver users cannot tell them apart; say in each label or value what it "
          + "does"
      ])
    let passing = Shown {
      ListSection("photos") {
        Row("edit-profile", RowContent("Edit")) {}.accessibility(label: "Edit profile")
        Row("edit-photo", RowContent("Edit")) {}.accessibility(label: "Edit photo")
        // Rows that only show text may read alike: nothing tells them apart by what they do.
        Row("a", RowContent("Unknown"))
        Row("b", RowContent("Unknown"))
      }
    }
    #expect(passing.audit() == [])
  }

  @Test func aHeaderThatIsNotAHeadingIsReported() {
    let failing = Shown {
      ListSection("posts", header: "Posts") {
        Row("first", RowContent("Hello"))
      }
      .accessibility(header: ListAccessibility(traits: .staticText))
    }
    #expect(
      failing.audit() == [
        "header of section 0 in ListSection \"posts\": a header that is not a heading: "
          + "VoiceOver reads \"Posts\" and its headings rotor skips it; leave the header's "
          + "traits to SectionKit or include .header in them"
      ])
    let passing = Shown {
      ListSection("posts", header: "Posts", footer: "Your posts.") {
        Row("first", RowContent("Hello"))
      }
      .accessibility(header: ListAccessibility(label: "Your posts"))
    }
    #expect(passing.audit() == [])
  }

  @Test func aHiddenRowThatDoesSomethingIsReported() {
    let failing = Shown {
      ListSection("inbox") {
        Row("refresh", RowContent("Refresh")) {}.accessibility(isHidden: true)
        Row("old", RowContent("Old message")).accessibility(isHidden: true)
          .trailingSwipeActions([SwipeAction(identifier: "delete", title: "Delete") { $0(true) }])
        Row("divider", RowContent("—")).accessibility(isHidden: true)
      }
    }
    #expect(
      failing.audit() == [
        "row [0, 0] in ListSection \"inbox\": hidden from VoiceOver, but a tap acts on it: "
          + "VoiceOver users cannot reach what it does; do not hide it, or offer its action on a "
          + "row they can reach",
        "row [0, 1] in ListSection \"inbox\": hidden from VoiceOver, but a swipe or a long press "
          + "acts on it: VoiceOver users cannot reach what it does; do not hide it, or offer its "
          + "action on a row they can reach",
      ])
  }

  @Test func aHiddenRowATapSelectsWhileEditingIsReported() throws {
    let taps = Counter()
    let shown = Shown {
      ListSection("inbox") {
        Row("refresh", RowContent("Refresh")) { taps.value += 1 }.accessibility(isHidden: true)
      }
    }
    shown.list.allowsSelection = false
    shown.list.setEditing(true, animated: false)
    try shown.list.tapRow(at: ListIndexPath(row: 0, section: 0))
    #expect(taps.value == 1, "a tap while editing runs the row's action")

    #expect(
      shown.audit() == [
        "row [0, 0] in ListSection \"inbox\": hidden from VoiceOver, but a tap acts on it: "
          + "VoiceOver users cannot reach what it does; do not hide it, or offer its action on a "
          + "row they can reach"
      ])
  }

  @Test func issuesComeInReadingOrderWithHiddenRowsInTheirPlace() {
    let shown = Shown {
      ListSection("first", header: "First") {
        Row("a", RowContent("")) {}
        Row("b", RowContent("B")) {}.accessibility(isHidden: true)
        Row("c", RowContent("")) {}
      }
      ListSection("second", header: "Second") {
        Row("d", RowContent("D"))
      }
      .accessibility(header: ListAccessibility(traits: []))
    }
    #expect(
      shown.list.accessibilityAudit().map(\.place) == [
        .row(ListIndexPath(row: 0, section: 0)), .row(ListIndexPath(row: 1, section: 0)),
        .row(ListIndexPath(row: 2, section: 0)), .header(section: 1),
      ])
  }

  @Test func aHandWrittenControllerIsNamedByItsType() {
    let screen = CompositeController([UnlabeledHeaderSection()])
    let list = HeadlessListView()
    screen.attach(to: list)
    #expect(
      list.accessibilityAudit().map(\.description) == [
        "header of section 0 in UnlabeledHeaderSection: a header that is not a heading: "
          + "VoiceOver reads \"Drafts\" and its headings rotor skips it; leave the header's "
          + "traits to SectionKit or include .header in them"
      ])
  }

  @Test func theWholeListIsAuditedAndTheOffsetRestored() {
    let shown = Shown(size: CGSize(width: 390, height: 200)) {
      ListSection("top", header: "Top") {
        for index in 0..<30 { Row(index, RowContent("Item \(index)")) }
      }
      ListSection("bottom", header: "Bottom") {
        Row("far", RowContent("", image: .system("star"))) {}
      }
    }
    let list = shown.list
    list.scroll(toOffset: 300)
    let before = list.accessibilityText()
    let visibleBefore = list.indexPathsForVisibleRows
    #expect(list.accessibilityAudit().map(\.place) == [.row(ListIndexPath(row: 0, section: 1))])
    #expect(list.contentOffset.y == 300)
    #expect(list.indexPathsForVisibleRows == visibleBefore)
    #expect(list.accessibilityText() == before)
  }

  @Test func theAuditLeavesEveryShownRowDisplayedOnceAndNoOther() {
    let section = DisplayRecordingSection(rows: 40)
    let screen = CompositeController([section])
    let list = HeadlessListView(size: CGSize(width: 390, height: 200))
    screen.attach(to: list)
    list.scroll(toOffset: 500)
    let visible = list.indexPathsForVisibleRows.map(\.row)
    #expect(list.accessibilityAudit().map(\.place) == [.row(ListIndexPath(row: 39, section: 0))])
    #expect(section.displayed.sorted() == visible)
    #expect(section.displayedAtLeastOnce == Set(0..<40), "every row was shown to the audit")
  }

  @Test func aHorizontalListIsAuditedAlongItsAxis() {
    let shown = Shown(size: CGSize(width: 300, height: 80), scrollDirection: .horizontal) {
      ListSection("strip") {
        for index in 0..<20 { Row(index, RowContent("Card \(index)")) {} }
        Row("last", RowContent("", image: .system("plus"))) {}
      }
    }
    #expect(
      shown.list.accessibilityAudit().map(\.place) == [.row(ListIndexPath(row: 20, section: 0))])
    #expect(shown.list.contentOffset.x == 0)
  }

  @Test func aListThatLoadsMoreAsItScrollsIsAuditedAsFarAsItsRowsAtTheStart() {
    let section = LoadingMoreSection()
    let screen = CompositeController([section])
    let list = HeadlessListView(size: CGSize(width: 390, height: 200))
    screen.attach(to: list)
    let issues = list.accessibilityAudit()
    #expect(section.loads > 0, "the list loaded more while the audit scrolled")
    #expect(issues.map(\.place) == [.row(ListIndexPath(row: 9, section: 0))])
    #expect(section.loads == 1)
    #expect(list.contentOffset.y == 0)
  }

  @Test func anEmptyListHasNoIssues() {
    let list = HeadlessListView()
    #expect(list.accessibilityAudit().isEmpty)
  }
}

/// Rows that record which of them are displayed; the last one is an unlabeled button.
private final class DisplayRecordingSection: SectionController, SectionHighlighting,
  SectionDisplayDelegate
{
  let rows: Int
  private(set) var displayed: Set<Int> = []
  private(set) var displayedAtLeastOnce: Set<Int> = []

  init(rows: Int) { self.rows = rows }

  override func numberOfRows(in context: SectionContext) -> Int { rows }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let text = row == rows - 1 ? "" : "Row \(row)"
    return context.dequeueReusableCell(showing: RowContent(text), for: row)
  }
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    row == rows - 1
  }
  func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    #expect(displayed.insert(row).inserted, "row \(row) displayed twice")
    displayedAtLeastOnce.insert(row)
  }
  func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    #expect(displayed.remove(row) != nil, "row \(row) ended without being displayed")
  }

  func willDisplaySection(in context: SectionContext) {}
  func didEndDisplayingSection(in context: SectionContext) {}
}

/// Rows that load ten more each time the last one is displayed; every tenth is unlabeled.
private final class LoadingMoreSection: SectionController, SectionHighlighting,
  SectionDisplayDelegate
{
  private(set) var rows = 10
  private(set) var loads = 0

  override func numberOfRows(in context: SectionContext) -> Int { rows }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let text = row % 10 == 9 ? "" : "Row \(row)"
    return context.dequeueReusableCell(showing: RowContent(text), for: row)
  }
  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    row % 10 == 9
  }
  func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {
    guard row == rows - 1 else { return }
    loads += 1
    context.performBatch { batch in
      batch.insertRows(at: Array(rows..<rows + 10))
      rows += 10
    }
  }

  func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
  func willDisplaySection(in context: SectionContext) {}
  func didEndDisplayingSection(in context: SectionContext) {}
}

/// A section whose header says it is static text rather than a heading.
private final class UnlabeledHeaderSection: SectionController, SectionAccessibility {
  override func numberOfRows(in context: SectionContext) -> Int { 1 }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(showing: RowContent("First draft"), for: row)
  }
  override func titleForHeader(in context: SectionContext) -> String? { "Drafts" }
  func accessibilityForHeader(in context: SectionContext) -> ListAccessibility? {
    ListAccessibility(traits: .staticText)
  }
}

/// How many times something ran.
@MainActor private final class Counter {
  var value = 0
}
