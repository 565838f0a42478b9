@_spi(Hosting) import SectionKit

extension TextRenderer {
  /// The number of sections wholly out of view above and below the viewport.
  ///
  /// - Parameters:
  ///   - list: The list rendered.
  ///   - shown: The sections that reach into the viewport.
  ///   - minY: The viewport's top.
  ///   - maxY: The viewport's bottom.
  /// - Returns: The counts; with no section in view, every section is above or below (the
  ///   viewport shows only the list's header or footer), or none is.
  static func sectionsOutside(
    of list: HeadlessListView, shown: [Int], _ minY: CGFloat, _ maxY: CGFloat
  ) -> (above: Int, below: Int) {
    let count = list.numberOfSections
    if let first = shown.first, let last = shown.last { return (first, count - 1 - last) }
    if maxY <= list.layout.listHeaderHeight { return (0, count) }
    if minY >= list.layout.sectionsBottom { return (count, 0) }
    return (0, 0)
  }

  /// Appends the list's header, `╒ text`, when it reaches into the viewport; otherwise the
  /// line that counts what is out of view above: `┆ list header and 3 sections above`.
  ///
  /// - Parameters:
  ///   - list: The list rendered.
  ///   - above: The sections wholly above the viewport.
  ///   - minY: The viewport's top.
  ///   - text: The text, empty so far.
  static func appendListHeader(
    of list: HeadlessListView, sectionsAbove above: Int, _ minY: CGFloat,
    to text: inout TextOutput
  ) {
    let header = list.listHeader.flatMap { list.layout.listHeaderHeight > 0 ? $0 : nil }
    if let header, list.layout.listHeaderSpan.maxY > minY {
      text.write("╒ ")
      header.appendLine(to: &text, writing: TerminalText.escaping)
      text.write("\n")
      return
    }
    var parts = header == nil ? [] : ["list header"]
    if above > 0 { parts.append(above == 1 ? "1 section" : "\(above) sections") }
    guard !parts.isEmpty else { return }
    text.write("┆ \(parts.joined(separator: " and ")) above\n")
  }

  /// Appends the list's footer, `╘ text`, after a blank line, when it reaches into the
  /// viewport; otherwise the line that counts what is out of view below:
  /// `┆ 2 sections and list footer below`.
  ///
  /// - Parameters:
  ///   - list: The list rendered.
  ///   - below: The sections wholly below the viewport.
  ///   - maxY: The viewport's bottom.
  ///   - text: The text of what is above.
  static func appendListFooter(
    of list: HeadlessListView, sectionsBelow below: Int, _ maxY: CGFloat,
    to text: inout TextOutput
  ) {
    let footer = list.listFooter.flatMap { list.layout.listFooterHeight > 0 ? $0 : nil }
    if let footer, list.layout.listFooterSpan.minY < maxY {
      text.write(text.isEmpty ? "╘ " : "\n╘ ")
      footer.appendLine(to: &text, writing: TerminalText.escaping)
      text.write("\n")
      return
    }
    var parts = below > 0 ? [below == 1 ? "1 section" : "\(below) sections"] : []
    if footer != nil { parts.append("list footer") }
    guard !parts.isEmpty else { return }
    text.write(text.isEmpty ? "┆ " : "\n┆ ")
    text.write("\(parts.joined(separator: " and ")) below\n")
  }
}
