#if os(macOS) || os(Linux)
  import Foundation
  import Testing

  /// What the compiler rejects in a user's section: each snippet is type-checked by `swiftc`
  /// against the `SectionKit` module this test was built with, and must fail with the message
  /// a user would read.
  @Suite("Section controllers: the compiler catches the user's mistakes")
  struct CompilerCheckTests {
    /// A user's file, and the compiler's message it must produce (`nil`: it compiles).
    struct Snippet: CustomTestStringConvertible, Sendable {
      let name: String
      let code: String
      let error: String?
      /// A warning it must produce, where it compiles.
      var warning: String? = nil

      init(name: String, code: String, error: String?) {
        self.name = name
        self.code = code
        self.error = error
      }

      init(name: String, code: String, warning: String) {
        self.name = name
        self.code = code
        self.error = nil
        self.warning = warning
      }

      var testDescription: String { name }
    }

    /// A section that compiles, the ground the snippets below change one thing of.
    static let section = """
      import SectionKit

      class BaseSection: SectionController {
        override func numberOfRows(in context: SectionContext) -> Int { 1 }
        override func cell(at row: Int, in context: SectionContext) -> any Reusable {
          context.dequeueReusableCell(showing: RowContent("Row"), for: row)
        }
      }

      """

    static let snippets: [Snippet] = [
      Snippet(
        name: "a section and its subclass that override correctly compile",
        code: section + """
          final class ProfileSection: BaseSection {
            override func didSelectRow(at row: Int, in context: SectionContext) {}
            override func titleForHeader(in context: SectionContext) -> String? { "Profile" }
            override var sectionIdentity: AnyHashable { "profile" }
          }
          """,
        error: nil),
      Snippet(
        name: "a misspelled method",
        code: section + """
          final class ProfileSection: BaseSection {
            override func didSelectRowAt(_ row: Int, in context: SectionContext) {}
          }
          """,
        error: "method does not override any method from its superclass"),
      Snippet(
        name: "a method's old name",
        code: section + """
          final class ProfileSection: BaseSection {
            override func headerTitle(in context: SectionContext) -> String? { "Profile" }
          }
          """,
        error: "method does not override any method from its superclass"),
      Snippet(
        name: "a capability's required method misspelled in the extension that adopts it",
        code: section + """
          final class ProfileSection: BaseSection {}
          extension ProfileSection: SectionRowHeights {
            func heightForRows(at row: Int, in context: SectionContext) -> CGFloat? { 88 }
          }
          """,
        error: "type 'ProfileSection' does not conform to protocol 'SectionRowHeights'"),
      Snippet(
        name: "a capability's defaulted method misspelled in the extension that adopts it",
        code: section + """
          final class ProfileSection: BaseSection {}
          extension ProfileSection: SectionRowHeights {
            func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 88 }
            func heightForHeaders(in context: SectionContext) -> CGFloat? { 40 }
          }
          """,
        warning: "nearly matches defaulted requirement 'heightForHeader(in:)'"),
      Snippet(
        name: "a capability adopted in an extension compiles",
        code: section + """
          final class ProfileSection: BaseSection {}
          extension ProfileSection: SectionEditing, SectionDisplayDelegate {
            func canEditRow(at row: Int, in context: SectionContext) -> Bool { true }
            func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {}
            func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
            func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
            func willDisplaySection(in context: SectionContext) {}
            func didEndDisplayingSection(in context: SectionContext) {}
          }
          """,
        error: nil),
      Snippet(
        name: "a capability's method written with override",
        code: section + """
          final class ProfileSection: BaseSection, SectionRowHeights {
            override func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 88 }
          }
          """,
        error: "method does not override any method from its superclass"),
      Snippet(
        name: "a capability adopted by a class that is not a section controller",
        code: section + """
          final class Loose: SectionEditing {
            func canEditRow(at row: Int, in context: SectionContext) -> Bool { true }
            func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {}
          }
          """,
        error: "'SectionEditing' requires that 'Loose' inherit from 'SectionController'"),
      Snippet(
        name: "the context's old name for its section",
        code: section + """
          @MainActor func old(_ context: SectionContext) -> Int? { context.sectionIndex }
          """,
        error: "'sectionIndex' has been renamed to 'section'"),
      Snippet(
        name: "the context's old name for a cell of content",
        code: section + """
          @MainActor func old(_ context: SectionContext) -> any Reusable {
            context.cell(for: 0, showing: RowContent("Row"))
          }
          """,
        error: "'cell(for:showing:)' has been renamed to 'dequeueReusableCell(showing:for:)'"),
      Snippet(
        name: "the context's old name for a visible cell",
        code: section + """
          final class Cell: Reusable {}
          @MainActor func old(_ context: SectionContext) -> Cell? { context.cellForRow(0, as: Cell.self) }
          """,
        error: "'cellForRow(_:as:)' has been renamed to 'cellForRow(at:as:)'"),
      Snippet(
        name: "a snapshot data source's old name for its header titles",
        code: section + """
          @MainActor func old(_ dataSource: SnapshotDataSource<String, Int>) {
            dataSource.headerTitle = { "Section \\($0)" }
          }
          """,
        warning: "'headerTitle' is deprecated: renamed to 'header'"),
      Snippet(
        name: "a snapshot data source's old name for its footer titles",
        code: section + """
          @MainActor func old(_ dataSource: SnapshotDataSource<String, Int>) -> String? {
            dataSource.footerTitle?("a")
          }
          """,
        warning: "'footerTitle' is deprecated: renamed to 'footer'"),
      Snippet(
        name: "a snapshot data source's old selection callback, item first",
        code: section + """
          @MainActor func old(_ dataSource: SnapshotDataSource<String, Int>) {
            dataSource.onSelect = { item, indexPath in print(item, indexPath) }
          }
          """,
        warning: "'onSelect' is deprecated: use onSelect(_:)"),
      Snippet(
        name: "a snapshot's old type for the identifiers it left out",
        code: section + """
          func old(_ snapshot: ListSnapshot<String, Int>) -> [ListSnapshot<String, Int>.Duplicate] {
            snapshot.duplicates
          }
          """,
        warning: "'Duplicate' is deprecated"),
      Snippet(
        name: "moving a section by setting its context's position",
        code: section + """
          @MainActor func misroute(_ context: SectionContext) { context.section = 42 }
          """,
        error: "cannot assign to property: 'section' is a get-only property"),
      Snippet(
        name: "a section provider of one's own",
        code: section + """
          final class Provider: SectionProvider {}
          @MainActor func make() -> SectionProvider { Provider() }
          """,
        error: "'Provider' cannot be constructed because it has no accessible initializers"),
    ]

    @Test(arguments: snippets)
    func theCompilerAnswers(_ snippet: Snippet) throws {
      let modules = try #require(
        Self.modulesFolder(),
        "the SectionKit module this test was built with was not found next to the test binary")
      let result = try Self.typeCheck(snippet.code, modules: modules)
      if let error = snippet.error {
        #expect(result.status != 0, "\(snippet.name) compiled")
        #expect(
          result.output.contains("error:") && result.output.contains(error),
          "\(snippet.name): expected \"\(error)\", the compiler said:\n\(result.output)")
      } else {
        #expect(result.status == 0, "\(snippet.name) did not compile:\n\(result.output)")
      }
      if let warning = snippet.warning {
        #expect(
          result.output.contains("warning:") && result.output.contains(warning),
          "\(snippet.name): expected the warning \"\(warning)\", the compiler said:\n\(result.output)"
        )
      }
    }

    /// The folder of the modules the test binary was built with (SwiftPM's `Modules`).
    static func modulesFolder() -> URL? {
      #if os(Linux)
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      #else
        guard
          let binary = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") })?
            .bundleURL
        else { return nil }
      #endif
      let products = binary.deletingLastPathComponent()
      for folder in [products.appendingPathComponent("Modules"), products] {
        let module = folder.appendingPathComponent("SectionKit.swiftmodule")
        if FileManager.default.fileExists(atPath: module.path) { return folder }
      }
      return nil
    }

    /// Type-checks `code` as a file of a module that imports SectionKit.
    ///
    /// - Returns: `swiftc`'s exit status and what it printed.
    static func typeCheck(_ code: String, modules: URL) throws -> (status: Int32, output: String) {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("sectionkit-compiler-check-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("Snippet.swift")
      try code.write(to: file, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path,
      ]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
  }
#endif
