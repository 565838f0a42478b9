import Foundation
import Testing

/// Checks that the Swift code shown in the documentation is code that compiles.
///
/// Every ```` ```swift ```` block of the README, of `Docs/` and of each module's DocC catalog
/// (`Sources/<module>/<module>.docc`) must appear in one of the Swift files its document names by
/// path, files of targets `swift build` compiles: each paragraph of the block line for line
/// (indentation and `import` lines aside), and the paragraphs in order (so a test may wrap
/// top-level code between them). A block that cannot compile here (another framework's code, in a
/// migration guide) is marked by the line `<!-- not compiled: reason -->` just above it.
@Suite("Documentation code")
struct ArticleCodeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var documents: [String] {
    var paths = ["README.md"]
    let modules =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Sources").path)) ?? []
    let catalogs = modules.sorted().map { "Sources/\($0)/\($0).docc" }.filter {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
    for folder in ["Docs"] + catalogs {
      let url = root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []
      paths += files.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }
    return paths
  }

  @Test func theCatalogAndTheDocsAreFound() {
    let documents = Self.documents
    #expect(documents.contains("Docs/Architecture.md"))
    #expect(documents.contains("Sources/SectionKit/SectionKit.docc/SectionKit.md"))
    #expect(
      documents.contains("Sources/SectionKitHeadless/SectionKitHeadless.docc/SectionKitHeadless.md")
    )
    #expect(documents.contains("Sources/SectionKitUIKit/SectionKitUIKit.docc/SectionKitUIKit.md"))
  }

  @Test(arguments: documents)
  func everySwiftBlockIsCompiledCode(document: String) throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    let blocks = DocumentBlocks(markdown: text)
    guard !blocks.checked.isEmpty else { return }
    let sources = DocumentBlocks.sourcePaths(mentionedIn: text)
    try #require(
      !sources.isEmpty,
      "\(document) shows Swift code but names no Swift file that compiles it; mention the file's path (for example Tests/DocumentationTests/…Tests.swift)."
    )
    var corpus: [String: [String]] = [:]
    for path in sources {
      let url = Self.root.appendingPathComponent(path)
      let contents = try #require(
        try? String(contentsOf: url, encoding: .utf8),
        "\(document) names \(path), which does not exist.")
      corpus[path] = DocumentBlocks.normalized(contents)
    }
    for block in blocks.checked {
      let paragraphs = DocumentBlocks.paragraphs(block.code)
      let found = corpus.values.contains { $0.containsRuns(paragraphs) }
      #expect(
        found,
        "\(document):\(block.line): this Swift block is not in \(sources.joined(separator: ", ")) (compare its lines with the source, or mark it <!-- not compiled: reason -->):\n\(block.code)"
      )
    }
  }

  @Test func theCheckerFindsBlocksAndTheirMarks() {
    let markdown = """
      See Tests/X.swift.

      ```swift
      let a = 1
      ```

      <!-- not compiled: another framework -->
      ```swift
      let b = 2
      ```
      """
    let blocks = DocumentBlocks(markdown: markdown)
    #expect(blocks.checked.map(\.code) == ["let a = 1"])
    #expect(blocks.skipped == 1)
    #expect(DocumentBlocks.sourcePaths(mentionedIn: markdown) == ["Tests/X.swift"])
    #expect(["x", "  let a = 1", "y"].containsRun(["let a = 1"]) == false)
    #expect(
      DocumentBlocks.normalized("  let a = 1\n\nimport Foo\n y").containsRun(["let a = 1", "y"]))
    #expect(!DocumentBlocks.normalized("let a = 1\nz\ny").containsRun(["let a = 1", "y"]))
    let paragraphs = DocumentBlocks.paragraphs("a\n  b\n\nc\n")
    #expect(paragraphs == [["a", "b"], ["c"]])
    #expect(["a", "b", "x", "c"].containsRuns(paragraphs))
    #expect(!["c", "a", "b"].containsRuns(paragraphs))
    #expect(!["a", "x", "b", "c"].containsRuns(paragraphs))
  }
}

/// The fenced Swift blocks of a Markdown document.
struct DocumentBlocks {
  struct Block {
    let line: Int
    let code: String
  }

  private(set) var checked: [Block] = []
  private(set) var skipped = 0

  init(markdown: String) {
    let lines = markdown.components(separatedBy: "\n")
    var index = 0
    var lastContentLine = ""
    while index < lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("```") else {
        if !line.isEmpty { lastContentLine = line }
        index += 1
        continue
      }
      let isSwift = line == "```swift"
      let start = index + 1
      var end = start
      while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        end += 1
      }
      if isSwift {
        if lastContentLine.hasPrefix("<!-- not compiled:") {
          skipped += 1
        } else {
          checked.append(
            Block(line: start, code: lines[start..<min(end, lines.count)].joined(separator: "\n")))
        }
      }
      lastContentLine = ""
      index = end + 1
    }
  }

  /// The paths of Swift files under `Tests/` or `Sources/` that a document mentions.
  ///
  /// A path is read within a run of path characters (letters, digits, `_/+.-`): from its first
  /// `Tests/` or `Sources/` to its last `.swift`. (No `Regex`: it needs macOS 13, and the
  /// package's tests build at macOS 12.)
  static func sourcePaths(mentionedIn markdown: String) -> [String] {
    let punctuation: Set<Character> = ["_", "/", "+", ".", "-"]
    let runs = markdown.split {
      !($0.isASCII && ($0.isLetter || $0.isNumber)) && !punctuation.contains($0)
    }
    var paths: Set<String> = []
    for run in runs {
      let starts = ["Tests/", "Sources/"].compactMap { run.range(of: $0)?.lowerBound }
      guard let start = starts.min(), let end = run.range(of: ".swift", options: .backwards),
        start < end.lowerBound
      else { continue }
      paths.insert(String(run[start..<end.upperBound]))
    }
    return paths.sorted()
  }

  /// The paragraphs (runs of lines between blank lines) of some code, normalized.
  static func paragraphs(_ code: String) -> [[String]] {
    code.components(separatedBy: "\n\n").map(normalized).filter { !$0.isEmpty }
  }

  /// The lines of some code with indentation, blank lines and imports left out.
  static func normalized(_ code: String) -> [String] {
    code.components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
  }
}

extension Array where Element == String {
  /// Whether each of `runs` appears as consecutive elements, each after the one before.
  func containsRuns(_ runs: [[String]]) -> Bool {
    var rest = self[...]
    for run in runs {
      guard let start = Array(rest).firstRun(run) else { return false }
      rest = rest.dropFirst(start + run.count)
    }
    return true
  }

  /// Whether `run` appears in the array as consecutive elements.
  func containsRun(_ run: [String]) -> Bool { firstRun(run) != nil }

  /// Where `run` first appears as consecutive elements.
  func firstRun(_ run: [String]) -> Int? {
    guard !run.isEmpty else { return 0 }
    guard run.count <= count else { return nil }
    return (0...(count - run.count)).first { start in
      self[start..<(start + run.count)].elementsEqual(run)
    }
  }
}
