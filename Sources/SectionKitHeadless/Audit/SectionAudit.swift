import Foundation

/// Finds section controllers that declare a capability's method without adopting the
/// capability: the composite never asks them, and the compiler cannot tell (a method of the
/// same name is an ordinary method of the class).
///
/// It reads Swift source text: each class that derives, within the files read, from
/// `SectionController` or one of SectionKit's own section classes, and the extensions of it in
/// the same files. A method whose name and argument labels are those of a capability's method
/// is reported when neither the class, its extensions nor its superclasses (as far as the
/// files and ``knownAdoptions`` tell) adopt the capability. IGListKit's equivalent is a
/// `displayDelegate` never set: nothing catches it there.
///
/// Run it in a test over your app's sources:
///
/// ```swift
/// @Test func noSectionForgetsACapability() {
///   let findings = SectionAudit.forgottenCapabilities(inFilesAt: swiftFiles(under: "Sources"))
///   #expect(findings.isEmpty, "\(findings)")
/// }
/// ```
///
/// It reads text, not types: a class and its extensions are matched by name within the files
/// given, and a superclass from another module counts only if it is SectionKit's own.
public enum SectionAudit {
  /// A method of a capability declared by a class that does not adopt the capability.
  public struct Finding: Hashable, CustomStringConvertible, Sendable {
    /// The file that declares the method.
    public let file: String
    /// The class.
    public let type: String
    /// The method's name with its argument labels, `heightForRow(at:in:)`.
    public let method: String
    /// The capability the method belongs to.
    public let capability: String

    /// What was found and how to fix it, naming the file, the class and the capability.
    public var description: String {
      "\(file): \(type) declares \(method) but does not adopt \(capability), so the list never "
        + "calls it: write `extension \(type): \(capability) {}` (or add it to the class's "
        + "conformances)"
    }
  }

  /// Each capability's methods, by name and argument labels; checked against the protocols'
  /// sources by SectionKit's tests.
  public static let capabilities: [String: [String]] = [
    "SectionAccessibility": ["accessibilityForHeader(in:)", "accessibilityForFooter(in:)"],
    "SectionContextMenus": ["contextMenu(forRow:in:)", "willCommitPreview(of:forRow:in:)"],
    "SectionDisplayDelegate": [
      "willDisplay(_:forRow:in:)", "didEndDisplaying(_:forRow:in:)", "willDisplaySection(in:)",
      "didEndDisplayingSection(in:)",
    ],
    "SectionDragAndDrop": [
      "dragItems(forRow:in:)", "dropProposal(for:atRow:in:)", "performDrop(_:with:atRow:in:)",
      "removeDraggedRows(_:in:)",
    ],
    "SectionEditing": [
      "canEditRow(at:in:)", "commit(_:forRow:in:)", "editingStyle(forRow:in:)",
      "titleForDeleteConfirmation(forRow:in:)", "shouldIndentWhileEditingRow(at:in:)",
      "willBeginEditingRow(at:in:)", "didEndEditingRow(at:in:)",
    ],
    "SectionFlowLayout": [
      "sizeForItem(at:in:)", "sectionInsets(in:)", "minimumLineSpacing(in:)",
      "minimumInteritemSpacing(in:)", "sizeForHeader(in:)", "sizeForFooter(in:)",
    ],
    "SectionHeaderFooterViews": ["viewForHeader(in:)", "viewForFooter(in:)"],
    "SectionHighlighting": [
      "shouldHighlightRow(at:in:)", "didHighlightRow(at:in:)", "didUnhighlightRow(at:in:)",
    ],
    "SectionInsertionAnnouncements": ["accessibilityAnnouncement(forInsertedRows:in:)"],
    "SectionMoving": ["canMoveSection(in:)"],
    "SectionMultipleSelection": [
      "shouldBeginMultipleSelection(at:in:)", "didBeginMultipleSelection(at:in:)",
      "didEndMultipleSelection(in:)",
    ],
    "SectionPinnedHeader": ["pinsHeaderToVisibleBounds(in:)"],
    "SectionPrefetching": ["prefetchRows(_:in:)", "cancelPrefetchingRows(_:in:)"],
    "SectionPrimaryActions": [
      "canPerformPrimaryAction(forRow:in:)", "performPrimaryAction(forRow:in:)",
    ],
    "SectionReordering": [
      "canMoveRow(at:in:)", "moveRow(from:to:in:)", "targetRowForMove(from:toProposed:in:)",
    ],
    "SectionRowHeights": [
      "heightForRow(at:in:)", "estimatedHeightForRow(at:in:)", "heightForHeader(in:)",
      "heightForFooter(in:)",
    ],
    "SectionRowIdentity": ["identityOfRow(at:in:)"],
    "SectionScrollAnchors": ["canAnchorScroll(atRow:in:)"],
    "SectionScrollDelegate": [
      "didScroll(in:)", "willBeginDragging(in:)", "didEndDragging(willDecelerate:in:)",
      "didEndDecelerating(in:)",
    ],
    "SectionSelectionRules": [
      "shouldSelectRow(at:in:)", "shouldDeselectRow(at:in:)", "willSelectRow(at:in:)",
      "willDeselectRow(at:in:)",
    ],
    "SectionSupplementaryDisplayDelegate": [
      "willDisplaySupplementaryView(_:ofKind:in:)",
      "didEndDisplayingSupplementaryView(_:ofKind:in:)",
    ],
    "SectionSupplementaryViews": [
      "supplementaryKinds(in:)", "viewForSupplementaryView(ofKind:at:in:)",
    ],
    "SectionSwipeActions": ["trailingSwipeActions(forRow:in:)", "leadingSwipeActions(forRow:in:)"],
    "SectionWorkingRangeDelegate": ["willEnterWorkingRange(in:)", "didExitWorkingRange(in:)"],
  ]

  /// SectionKit's own section classes and the capabilities each adopts, for subclasses of them.
  public static let knownAdoptions: [String: Set<String>] = [
    "SectionController": [],
    "ModelSectionController": [],
    "BindingSection": ["SectionRowIdentity"],
    "IdentifiedSection": [
      "SectionRowIdentity", "SectionEditing", "SectionReordering", "SectionDragAndDrop",
    ],
    "OutlineSection": ["SectionRowIdentity", "SectionHighlighting"],
    "PagedSection": ["SectionHighlighting", "SectionScrollAnchors"],
  ]

  /// The findings in Swift files on disk.
  ///
  /// - Parameter urls: The files to read together (a class and its extensions may be in
  ///   different files).
  /// - Returns: Every method of a capability declared without the capability, by file and line
  ///   order.
  /// - Complexity: O(n), n being the length of the files.
  public static func forgottenCapabilities(inFilesAt urls: [URL]) -> [Finding] {
    forgottenCapabilities(
      inFiles: urls.compactMap { url in
        (try? String(contentsOf: url, encoding: .utf8)).map { (url.lastPathComponent, $0) }
      })
  }

  /// The findings in Swift source texts.
  ///
  /// - Parameter files: Each file's name and text.
  /// - Returns: Every method of a capability declared without the capability.
  /// - Complexity: O(n), n being the length of the texts.
  public static func forgottenCapabilities(inFiles files: [(name: String, text: String)])
    -> [Finding]
  {
    var superclass: [String: String] = [:]
    var adopted: [String: Set<String>] = [:]
    var declared: [(file: String, type: String, method: String)] = []
    let capabilityNames = Set(capabilities.keys)
    for (name, text) in files {
      for block in typeBlocks(in: text) {
        let inherited = block.inheritance
        if block.isClass, let first = inherited.first { superclass[block.type] = first }
        adopted[block.type, default: []].formUnion(inherited.filter(capabilityNames.contains))
        for method in methods(in: block.body) {
          declared.append((name, block.type, method))
        }
      }
    }
    func adoptions(of type: String) -> Set<String>? {
      var seen: Set<String> = []
      var current: String? = type
      var found: Set<String> = []
      while let name = current, seen.insert(name).inserted {
        found.formUnion(adopted[name] ?? [])
        if let known = knownAdoptions[name] { return found.union(known) }
        current = superclass[name]
      }
      return nil  // not a section controller, as far as the files tell
    }
    var findings: [Finding] = []
    for (file, type, method) in declared {
      guard let capability = capability(of: method), let adoptions = adoptions(of: type),
        !adoptions.contains(capability)
      else { continue }
      let finding = Finding(file: file, type: type, method: method, capability: capability)
      if !findings.contains(finding) { findings.append(finding) }
    }
    return findings
  }

  /// The capability a method belongs to, by name and labels.
  private static func capability(of method: String) -> String? {
    capabilities.first { $0.value.contains(method) }?.key
  }

  /// A class's or an extension's body, with what it inherits or adopts.
  private struct TypeBlock {
    let type: String
    let isClass: Bool
    let inheritance: [String]
    let body: Substring
  }

  /// The classes and extensions at any depth of a file, each with its body.
  private static func typeBlocks(in text: String) -> [TypeBlock] {
    let pattern =
      #"(?m)^[ \t]*(?:@\w+[ \t]+)*(?:(?:final|open|public|package|private|fileprivate|internal)[ \t]+)*(class|extension)[ \t]+([\w.]+)(?:<[^>{]*>)?[ \t]*(?::[ \t]*([^{]*?))?[ \t]*(?:where[^{]*)?\{"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let ns = text as NSString
    var blocks: [TypeBlock] = []
    for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
      let keyword = ns.substring(with: match.range(at: 1))
      let type = String(ns.substring(with: match.range(at: 2)).split(separator: ".").last ?? "")
      let inheritance =
        match.range(at: 3).location == NSNotFound
        ? []
        : ns.substring(with: match.range(at: 3)).split(separator: ",").map {
          String($0.split(separator: "<")[0]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
      let open = match.range.location + match.range.length - 1
      guard let body = body(in: text, openingAt: open) else { continue }
      blocks.append(
        TypeBlock(type: type, isClass: keyword == "class", inheritance: inheritance, body: body))
    }
    return blocks
  }

  /// The text between a brace at `offset` (UTF-16) and its match, at the block's own depth
  /// only: nested types' and functions' bodies are blanked out.
  private static func body(in text: String, openingAt offset: Int) -> Substring? {
    let utf16 = text.utf16
    guard let start = utf16.index(utf16.startIndex, offsetBy: offset, limitedBy: utf16.endIndex)
    else { return nil }
    var depth = 0
    var own = ""
    var index = start
    while index < text.endIndex {
      let character = text[index]
      if character == "{" {
        depth += 1
      } else if character == "}" {
        depth -= 1
        if depth == 0 { return Substring(own) }
      } else if depth == 1 {
        own.append(character)
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The functions declared directly in a body, by name and argument labels.
  private static func methods(in body: Substring) -> [String] {
    let pattern = #"func[ \t]+(\w+)[ \t]*(?:<[^>(]*>)?\(([^)]*)\)"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let text = String(body)
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
      let name = ns.substring(with: match.range(at: 1))
      let parameters = ns.substring(with: match.range(at: 2))
      let labels = splitParameters(parameters).map { parameter in
        let label =
          parameter.split(separator: ":")[0]
          .split(whereSeparator: \.isWhitespace).first.map(String.init) ?? "_"
        return label + ":"
      }
      return name + "(" + labels.joined() + ")"
    }
  }

  /// Parameters split at the commas outside brackets.
  private static func splitParameters(_ text: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
    return parts
  }
}
