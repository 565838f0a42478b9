import Foundation
import SectionKitHeadless
import Testing

@Suite("Section audit: a capability's method declared without the capability")
struct SectionAuditTests {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every Swift file under a folder of the package.
  static func swiftFiles(under folder: String) -> [URL] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  @Test func aMethodOfACapabilityNotAdoptedIsFound() {
    let findings = SectionAudit.forgottenCapabilities(inFiles: [
      (
        "Profile.swift",
        """
        final class ProfileSection: SectionController {
          func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 88 }
          func trailingSwipeActions(forRow row: Int, in context: SectionContext)
            -> SwipeActionsConfiguration? { nil }
        }
        extension ProfileSection: SectionSwipeActions {}
        """
      )
    ])
    #expect(findings.map(\.method) == ["heightForRow(at:in:)"])
    #expect(findings.first?.capability == "SectionRowHeights")
    #expect(
      findings.first?.description.contains("extension ProfileSection: SectionRowHeights {}")
        == true)
  }

  @Test func adoptionsInExtensionsInOtherFilesAndInheritedOnesCount() {
    let findings = SectionAudit.forgottenCapabilities(inFiles: [
      (
        "A.swift",
        """
        class Base: SectionController {}
        extension Base: SectionDisplayDelegate {
          func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}
        }
        final class Rows: IdentifiedSection<String, String> {
          override func canEditRow(at row: Int, in context: SectionContext) -> Bool { true }
        }
        final class NotASection {
          func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { 1 }
        }
        """
      ),
      (
        "B.swift",
        """
        final class Derived: Base {
          func didEndDisplayingSection(in context: SectionContext) {}
        }
        extension Derived {
          func prefetchRows(_ rows: [Int], in context: SectionContext) {}
        }
        """
      ),
    ])
    #expect(findings.map(\.method) == ["prefetchRows(_:in:)"])
  }

  @Test func theTableNamesEveryMethodOfEveryCapability() throws {
    let folder = Self.root.appendingPathComponent("Sources/SectionKit/Sections/Capabilities")
    let files = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil)
    var found: [String: [String]] = [:]
    for file in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      guard let start = text.range(of: "public protocol "),
        let open = text[start.upperBound...].firstIndex(of: "{"),
        let close = text[open...].range(of: "\n}")?.lowerBound
      else { continue }
      let name = String(text[start.upperBound...].prefix { $0.isLetter })
      let declarations = text[open..<close].components(separatedBy: "\n").filter {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("func ")
      }
      found[name] = declarations.map { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces).dropFirst("func ".count)
        return String(trimmed.prefix { $0 != "(" })
      }
    }
    #expect(found.count == SectionAudit.capabilities.count)
    for (capability, methods) in SectionAudit.capabilities {
      #expect(
        found[capability] == methods.map { String($0.prefix { $0 != "(" }) },
        "\(capability): the audit's table is not the protocol's requirements")
    }
  }

  @Test func noSectionOfThePackageForgetsACapability() {
    let files = Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests")
    #expect(files.count > 100)
    let findings = SectionAudit.forgottenCapabilities(
      inFilesAt: files.filter { !$0.path.contains("SectionAuditTests") })
    #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
  }
}
