@_spi(Hosting) import SectionKit

/// The cell ``HeadlessListView`` shows ``/SectionKit/RowContent`` with: its ``textDescription`` is
/// the content in a stable, readable form, which the text renderer prints.
///
/// | content | text |
/// |---|---|
/// | `RowContent("Wi-Fi", detail: "Home", accessory: .disclosureIndicator)` | `Wi-Fi · Home ›` |
/// | `RowContent("Airplane Mode", accessory: .toggle(isOn: false) { … })` | `Airplane Mode [off]` |
/// | `RowContent("Dark", accessory: .checkmark)` | `Dark ✓` |
/// | `RowContent("Ada", secondaryText: "ada@example.com", imageName: "person")` | `⟨person⟩ Ada ·
/// ada@example.com` |
/// | `RowContent("VPN", accessory: .detailButton { … })` | `VPN ⓘ` |
/// | `RowContent("Sign Out", role: .destructive)` | `Sign Out (!)` |
/// | `RowContent("Wi-Fi", image: .system("wifi", tint: .systemBlue, symbol: .init(pointSize: 17,
/// weight: .bold, scale: .large)))` | `⟨wifi systemBlue 17pt bold large⟩ Wi-Fi` |
/// | `RowContent("Logo", image: .named("Logo"))` | `⟨asset:Logo⟩ Logo` |
/// | `RowContent("Ada", secondaryText: "ada@example.com", secondaryTextProperties: .init(font:
/// .caption1, color: .secondaryLabel, numberOfLines: 1))` | `Ada · ada@example.com {caption1
/// secondaryLabel 1 line}` | | `RowContent("Inbox", accessories: [.label(text: "3"),
/// .disclosureIndicator])` | `Inbox «3» ›` |
/// | `RowContent("Drafts", accessories: [.delete(), .reorder()])`, editing | `⊖ Drafts ≡` |
/// | `RowContent("Folders", accessories: [.outlineDisclosure(isExpanded: true) { … }])` | `Folders
/// ▾` (`▸` collapsed) |
/// | `.custom` accessory named `badge` | `⟦badge⟧` at its edge |
/// | `RowContent("Title", accessory: .textField(text: "", placeholder: "Required") { … })` |
/// `Title «(Required)»` (`«Dinner▏»` while it has the keyboard) |
/// | content with `indentationLevel` 2 | the line after four spaces (two a level) |
///
/// Section controllers do not name it: they answer with
/// ``/SectionKit/SectionContext/dequeueReusableCell(showing:for:)``. Tests read ``content`` or the
/// rendered text; a user's flip of the switch is ``HeadlessListView/toggleSwitch(at:)``.
@MainActor
public final class HeadlessContentCell: HeadlessCell {
  /// What the cell shows, or `nil` before it is configured and after reuse.
  public private(set) var content: RowContent?

  /// Shows `content`, replacing what the cell showed.
  ///
  /// - Parameter content: What the row shows.
  public func show(_ content: RowContent) {
    self.content = content
    showTextField(of: content)
  }

  /// Clears the content, selection and highlight; a text field gives up the keyboard.
  public override func prepareForReuse() {
    super.prepareForReuse()
    content = nil
    field?.resignFirstResponder()
    field?.text = ""
  }

  /// The text field of a ``/SectionKit/RowContent/Accessory/textField(text:placeholder:name:onSubmit:onChange:)``
  /// accessory, made the first time the cell shows one and kept through reconfigures, so that
  /// it keeps the keyboard.
  private var field: HeadlessTextField?

  /// The text field, while the content shows one: the control a test types into.
  public override var controls: [HeadlessControl] {
    guard let field, content?.textField != nil else { return [] }
    return [field]
  }

  /// Shows the content's text field, if it has one, reporting to the content shown when the
  /// user types.
  private func showTextField(of content: RowContent) {
    guard let shown = content.textField else { return }
    let field =
      self.field.flatMap { $0.name == shown.name ? $0 : nil }
      ?? HeadlessTextField(name: shown.name, placeholder: shown.placeholder)
    if field !== self.field { self.field?.resignFirstResponder() }
    self.field = field
    field.placeholder = shown.placeholder
    if field.text != shown.text { field.text = shown.text }
    field.onEditingChanged = { [weak self] text in self?.content?.textField?.onChange(text) }
    field.onSubmit = { [weak self] text in self?.content?.textField?.onSubmit?(text) }
  }

  /// The content as one line: an image as `⟨name⟩`, the texts joined by ` · `, then the
  /// accessories (`›`, `✓`, `[on]`/`[off]`, `ⓘ`, …) and `(!)` for a destructive role; the
  /// accessories shown while editing or not as the list is.
  public override var textDescription: String { content?.textLine(isEditing: isEditing) ?? "" }

  /// A user flips the switch: it shows the new value, and the accessory's action is told.
  ///
  /// - Returns: The new value, or `nil` when the cell shows no switch.
  func flipSwitch() -> Bool? {
    guard let flipped = content?.flippingSwitch(), let (isOn, onChange) = flipped.toggle else {
      return nil
    }
    content = flipped
    onChange(isOn)
    return isOn
  }

  /// A user taps the detail button: its action runs.
  ///
  /// - Returns: Whether the cell shows a detail button.
  func tapDetailButton() -> Bool {
    guard let onTap = content?.detailButtonAction else { return false }
    onTap()
    return true
  }

  /// A user taps the outline disclosure: its action runs.
  ///
  /// - Returns: Whether the cell shows an outline disclosure.
  func tapOutlineDisclosure() -> Bool {
    guard let onToggle = content?.outlineDisclosureAction else { return false }
    onToggle()
    return true
  }
}

@_spi(Hosting) extension HeadlessContentCell: ContentCell {}

extension RowContent {
  /// The content as one line, as ``HeadlessContentCell`` shows it: two spaces a level of
  /// indentation, an image as `⟨name⟩`, the texts joined by ` · `, then the accessories (`›`,
  /// `✓`, `[on]`/`[off]`, `ⓘ`, …) and `(!)` for a destructive role.
  ///
  /// - Parameter isEditing: Whether the list edits, for the accessories shown only then.
  /// - Returns: The line.
  func textLine(isEditing: Bool = false) -> String {
    var line = ""
    appendLine(to: &line, isEditing: isEditing) { $0 }
    return line
  }

  /// Appends the content as one line, as ``textLine(isEditing:)`` reads, to `line`, each of its
  /// texts as `write` makes it.
  ///
  /// The renderer writes each row's line into its text this way, with no string of its own
  /// for the row (a line longer than 15 bytes needs an allocation), and escapes the texts
  /// there: escaping the line as a whole gives the same, since the marks between the texts
  /// hold no control and keep any two texts apart.
  ///
  /// - Parameters:
  ///   - line: The text to append to.
  ///   - isEditing: Whether the list edits, for the accessories shown only then.
  ///   - write: What a text of the content (from data) is written as.
  /// - Complexity: O(n) in the length of the line.
  func appendLine(
    to line: inout some TextOutputStream, isEditing: Bool = false,
    writing write: (String) -> String
  ) {
    func append(_ part: String) { line.write(write(part)) }
    for _ in 0..<max(indentationLevel, 0) { line.write("  ") }
    for accessory in accessories where accessory.isLeading {
      var mark = ""
      accessory.appendMark(to: &mark, isEditing: isEditing, writing: write)
      if !mark.isEmpty { line.write("\(mark) ") }
    }
    if let image {
      line.write("⟨")
      if !image.isSystemSymbol { line.write("asset:") }
      append(image.name)
      image.appendStyle(to: &line)
      line.write("⟩ ")
    }
    append(text)
    textProperties.appendStyle(to: &line)
    if let secondaryText {
      line.write(" · ")
      append(secondaryText)
      secondaryTextProperties.appendStyle(to: &line)
    }
    if let detail {
      line.write(" · ")
      append(detail)
    }
    for accessory in accessories where !accessory.isLeading {
      var mark = ""
      accessory.appendMark(to: &mark, isEditing: isEditing, writing: write)
      if !mark.isEmpty { line.write(" \(mark)") }
    }
    if role == .destructive { line.write(" (!)") }
  }
}

extension RowContent.Image {
  /// Appends the tint and the symbol configuration, each after a space: ` systemBlue 17pt
  /// bold large`.
  fileprivate func appendStyle(to line: inout some TextOutputStream) {
    if let tint { line.write(" \(tint)") }
    guard let symbol else { return }
    if let pointSize = symbol.pointSize {
      let size = pointSize == pointSize.rounded() ? "\(Int(pointSize))" : "\(pointSize)"
      line.write(" \(size)pt")
    }
    if let weight = symbol.weight { line.write(" \(weight.rawValue)") }
    if let scale = symbol.scale { line.write(" \(scale.rawValue)") }
  }
}

extension RowContent.TextProperties {
  /// Appends the properties that are set, in braces after a space: ` {caption1 secondaryLabel
  /// 2 lines}`; nothing when every part keeps the cell's default.
  fileprivate func appendStyle(to line: inout some TextOutputStream) {
    guard !isDefault else { return }
    var parts: [String] = []
    if let font { parts.append(font.rawValue) }
    if let color { parts.append("\(color)") }
    if let numberOfLines {
      parts.append(
        numberOfLines == 0 ? "any lines" : "\(numberOfLines) line\(numberOfLines == 1 ? "" : "s")")
    }
    line.write(" {\(parts.joined(separator: " "))}")
  }
}

extension RowContent.Accessory {
  /// Whether the accessory sits before the content: a delete control, or a custom view placed
  /// at the leading edge.
  fileprivate var isLeading: Bool {
    switch self {
    case .delete: return true
    case .custom(let custom): return custom.placement == .leading
    default: return false
    }
  }

  /// Appends the accessory's mark, or nothing when it is not shown while the list edits or
  /// not as it does.
  fileprivate func appendMark(
    to line: inout some TextOutputStream, isEditing: Bool, writing write: (String) -> String
  ) {
    switch self {
    case .none: break
    case .disclosureIndicator: line.write("›")
    case .checkmark: line.write("✓")
    case .toggle(let isOn, _): line.write(isOn ? "[on]" : "[off]")
    // The field is a control: it follows the line, with its cursor.
    case .textField: break
    case .detailButton: line.write("ⓘ")
    case .delete(let displayed, _):
      if displayed.shows(whileEditing: isEditing) { line.write("⊖") }
    case .reorder(let displayed):
      if displayed.shows(whileEditing: isEditing) { line.write("≡") }
    case .outlineDisclosure(let isExpanded, _): line.write(isExpanded ? "▾" : "▸")
    case .label(let text): line.write("«\(write(text))»")
    case .custom(let custom): line.write("⟦\(write(custom.name))⟧")
    }
  }
}
