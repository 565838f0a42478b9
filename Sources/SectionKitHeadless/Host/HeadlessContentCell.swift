@_spi(Hosting) import SectionKit

/// The cell ``HeadlessListView`` shows ``RowContent`` with: its ``textDescription`` is the
/// content in a stable, readable form, which the text renderer prints.
///
/// | content | text |
/// |---|---|
/// | `RowContent("Wi-Fi", detail: "Home", accessory: .disclosureIndicator)` | `Wi-Fi · Home ›` |
/// | `RowContent("Airplane Mode", accessory: .toggle(isOn: false) { … })` | `Airplane Mode [off]` |
/// | `RowContent("Dark", accessory: .checkmark)` | `Dark ✓` |
/// | `RowContent("Ada", secondaryText: "ada@example.com", imageName: "person")` | `⟨person⟩ Ada · ada@example.com` |
/// | `RowContent("VPN", accessory: .detailButton { … })` | `VPN ⓘ` |
/// | `RowContent("Sign Out", role: .destructive)` | `Sign Out (!)` |
///
/// Section controllers do not name it: they answer with
/// ``SectionContext/dequeueReusableCell(showing:for:)``. Tests read ``content`` or the rendered text; a user's
/// flip of the switch is ``HeadlessListView/toggleSwitch(at:)``.
@MainActor
public final class HeadlessContentCell: HeadlessCell {
  /// What the cell shows, or `nil` before it is configured and after reuse.
  public private(set) var content: RowContent?

  /// Shows `content`, replacing what the cell showed.
  ///
  /// - Parameter content: What the row shows.
  public func show(_ content: RowContent) { self.content = content }

  /// Clears the content, selection and highlight.
  public override func prepareForReuse() {
    super.prepareForReuse()
    content = nil
  }

  /// The content as one line: an image as `⟨name⟩`, the texts joined by ` · `, then the
  /// accessory (`›`, `✓`, `[on]`/`[off]`, `ⓘ`) and `(!)` for a destructive role.
  public override var textDescription: String { content?.textLine ?? "" }

  /// A user flips the switch: it shows the new value, and the accessory's action is told.
  ///
  /// - Returns: The new value, or `nil` when the cell shows no switch.
  func flipSwitch() -> Bool? {
    guard let flipped = content?.flippingSwitch(),
      case .toggle(let isOn, let onChange) = flipped.accessory
    else { return nil }
    content = flipped
    onChange(isOn)
    return isOn
  }

  /// A user taps the detail button: its action runs.
  ///
  /// - Returns: Whether the cell shows a detail button.
  func tapDetailButton() -> Bool {
    guard case .detailButton(let onTap)? = content?.accessory else { return false }
    onTap()
    return true
  }
}

@_spi(Hosting) extension HeadlessContentCell: ContentCell {}

extension RowContent {
  /// The content as one line, as ``HeadlessContentCell`` shows it: an image as `⟨name⟩`, the
  /// texts joined by ` · `, then the accessory (`›`, `✓`, `[on]`/`[off]`, `ⓘ`) and `(!)` for a
  /// destructive role.
  var textLine: String {
    var line = ""
    appendLine(to: &line) { $0 }
    return line
  }

  /// Appends the content as one line, as ``textLine`` reads, to `line`, each of its texts as
  /// `write` makes it.
  ///
  /// The renderer writes each row's line into its text this way, with no string of its own
  /// for the row (a line longer than 15 bytes needs an allocation), and escapes the texts
  /// there: escaping the line as a whole gives the same, since the marks between the texts
  /// hold no control and keep any two texts apart.
  ///
  /// - Parameters:
  ///   - line: The text to append to.
  ///   - write: What a text of the content (from data) is written as.
  /// - Complexity: O(n) in the length of the line.
  func appendLine(to line: inout some TextOutputStream, writing write: (String) -> String) {
    func append(_ part: String) { line.write(write(part)) }
    if let imageName {
      line.write("⟨")
      append(imageName)
      line.write("⟩ ")
    }
    append(text)
    if let secondaryText {
      line.write(" · ")
      append(secondaryText)
    }
    if let detail {
      line.write(" · ")
      append(detail)
    }
    switch accessory {
    case .none: break
    case .disclosureIndicator: line.write(" ›")
    case .checkmark: line.write(" ✓")
    case .toggle(let isOn, _): line.write(isOn ? " [on]" : " [off]")
    case .detailButton: line.write(" ⓘ")
    }
    if role == .destructive { line.write(" (!)") }
  }
}
