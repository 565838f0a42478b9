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
