import SectionKit
import SectionKitHeadless
import Testing

/// A cell with an icon button, as a feed's "like" button drawn with only a heart.
private final class LikeCell: HeadlessCell {
  let like = HeadlessButton("♥", name: "like")
  override var textDescription: String { "Notes on the engine" }
  override var controls: [HeadlessControl] { [like] }
}

/// One post whose like button reads as `label`, or as nothing when `label` is empty.
private final class LikeSection: SectionController {
  let label: String?
  init(label: String?) { self.label = label }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: LikeCell.self, for: row)
    cell.like.accessibilityLabel = label
    return cell
  }
}

@Suite("Accessibility audit: controls in cells") @MainActor
struct AuditControlTests {
  private func audit(_ section: LikeSection) -> [String] {
    let screen = CompositeController()
    let list = HeadlessListView()
    screen.attach(to: list)
    screen.setChildren([section])
    screen.flushUpdates()
    return list.accessibilityAudit().map(\.description)
  }

  @Test func aButtonInACellWithoutALabelIsReportedAtTheControl() {
    #expect(
      audit(LikeSection(label: "")) == [
        "control 'like' in row [0, 0] in LikeSection: a button without a label: "
          + "VoiceOver reads only \"Button\"; set the control's accessibilityLabel"
      ])
    #expect(audit(LikeSection(label: "Like")) == [])
  }
}

/// A cell with a switch nobody labelled: a test names it `notify`, VoiceOver reads no name.
private final class MuteCell: HeadlessCell {
  let mute = HeadlessSwitch(name: "mute")
  let search = HeadlessTextField(name: "query", placeholder: "Search")
  override var textDescription: String { "Lunch?" }
  override var controls: [HeadlessControl] { [mute, search] }
}

/// One conversation whose cell's switch has no accessibility label.
private final class MuteSection: SectionController {
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: MuteCell.self, for: row)
  }
}

@Suite("Accessibility audit: a control's name is not its label") @MainActor
struct AuditUnlabeledSwitchTests {
  @Test func aSwitchWithoutALabelIsReportedAndReadsNoName() {
    let screen = CompositeController([MuteSection()])
    let list = HeadlessListView()
    screen.attach(to: list)

    #expect(
      list.accessibilityText() == """
        Lunch?, Button
        Off, Switch button
        Search

        """)
    #expect(
      list.accessibilityAudit().map(\.description) == [
        "control 'mute' in row [0, 0] in MuteSection: a switch without a label: "
          + "VoiceOver reads only \"Off, Switch button\"; set the control's accessibilityLabel"
      ])
  }
}
