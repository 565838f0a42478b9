#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import Testing

  /// An API of the mirror that is newer than the package's lowest iOS, used outside an
  /// availability check.
  struct UnguardedUse: Equatable, CustomStringConvertible {
    let file: String
    let line: Int
    let api: String
    let version: Double

    var description: String { "\(file):\(line): \(api) needs iOS \(version)" }
  }

  /// Reads the mirror's `@available(iOS …)` annotations and the adapter's sources.
  ///
  /// The compiler ignores iOS availability on Linux, so a Linux build alone would never notice
  /// the adapter calling an API newer than the package's lowest iOS; this check does, as text,
  /// and `scripts/check-ios-sdk` confirms it against Apple's SDK.
  enum AvailabilityCheck {
    static let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lowest iOS in `Package.swift`'s `platforms:`.
    static func packageMinimum() throws -> Double {
      let manifest = try String(
        contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
      let match = try #require(manifest.firstMatch(of: /\.iOS\(\.v(\d+)(?:_(\d+))?\)/))
      return Double("\(match.1).\(match.2 ?? "0")") ?? 0
    }

    /// The names the mirror declares with an iOS availability, and that availability.
    static func declaredAvailability(in sources: [String: String]) -> [String: Double] {
      var result: [String: Double] = [:]
      for text in sources.values {
        var pending: Double?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          if let match = line.firstMatch(of: /@available\(iOS (\d+(?:\.\d+)?)/) {
            pending = Double(match.1)
            continue
          }
          guard let version = pending else { continue }
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          if trimmed.hasPrefix("///") || trimmed.hasPrefix("@") || trimmed.isEmpty { continue }
          pending = nil
          let pattern = /(?:func|var|let|class|struct|protocol|enum|case)\s+(\w+)/
          if let match = line.firstMatch(of: pattern) {
            let name = String(match.1)
            result[name] = max(result[name] ?? 0, version)
          }
        }
      }
      return result
    }

    /// Every use of an API newer than `minimum` that no `#available`/`@available` of at least
    /// its version encloses.
    ///
    /// A name the sources declare as a function is left out: the adapter implements delegate
    /// methods (UIKit calls them only where they exist) and names its parameters after them
    /// (`collectionView`); it does not call them.
    static func unguardedUses(
      of apis: [String: Double], newerThan minimum: Double, in sources: [String: String]
    ) -> [UnguardedUse] {
      let newer = apis.filter { api, version in
        version > minimum && !sources.values.contains { declares(api, in: $0) }
      }
      var result: [UnguardedUse] = []
      for (file, text) in sources.sorted(by: { $0.key < $1.key }) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
          for (api, version) in newer where line.contains(api) {
            guard mentions(api, in: line), !declares(api, in: line),
              !isGuarded(lineAt: index, in: lines, for: version)
            else { continue }
            result.append(UnguardedUse(file: file, line: index + 1, api: api, version: version))
          }
        }
      }
      return result
    }

    /// Whether `line` names `api` as a whole word.
    static func mentions(_ api: String, in line: String) -> Bool {
      var rest = line[...]
      while let range = rest.range(of: api) {
        let before =
          range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
        let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
        if !(before.map(isWordCharacter) ?? false), !(after.map(isWordCharacter) ?? false) {
          return true
        }
        rest = line[range.upperBound...]
      }
      return false
    }

    /// Whether `line` declares a function named `api` (an implementation, not a use).
    static func declares(_ api: String, in line: String) -> Bool {
      line.contains("func \(api)(") || line.contains("func \(api)<")
    }

    static func isWordCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }

    /// Whether an enclosing line (less indented, up to the enclosing type) checks availability.
    static func isGuarded(lineAt index: Int, in lines: [String], for version: Double) -> Bool {
      func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
      var limit = indentation(lines[index])
      for line in lines[...index].reversed() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, indentation(line) <= limit else { continue }
        limit = indentation(line)
        if let match = line.firstMatch(of: /[#@]available\(iOS (\d+(?:\.\d+)?)/),
          let guarded = Double(match.1), guarded >= version
        {
          return true
        }
        if limit <= 2, trimmed.hasPrefix("extension") || trimmed.contains("class ") { break }
      }
      return false
    }

    /// The Swift files of a folder, by name.
    static func sources(in folder: String) throws -> [String: String] {
      let url = root.appendingPathComponent(folder)
      var result: [String: String] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path)
      where name.hasSuffix(".swift") {
        result[name] = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
      }
      return result
    }
  }

  @Suite("UIKit availability, checked on Linux") @MainActor
  struct AvailabilityTests {
    @Test func everyNewerAPIIsUsedUnderAnAvailabilityCheck() throws {
      let minimum = try AvailabilityCheck.packageMinimum()
      let mirror = try AvailabilityCheck.sources(in: "Tests/UIKitMirror")
      let apis = AvailabilityCheck.declaredAvailability(in: mirror)
      #expect(apis["reconfigureRows"] == 15, "the mirror's availability is read")
      #expect(apis["UIContextMenuConfiguration"] == 13)
      let adapter = try AvailabilityCheck.sources(in: "Sources/SectionKitUIKit")
      let uses = AvailabilityCheck.unguardedUses(of: apis, newerThan: minimum, in: adapter)
      #expect(uses.isEmpty, "\(uses)")
    }

    @Test func anUnguardedUseIsReported() {
      let source = """
        final class Adapter {
          func apply() {
            tableView.reconfigureRows(at: [])
          }
          func applyWhereAvailable() {
            if #available(iOS 17, *) {
              tableView.reconfigureRows(at: [])
            }
          }
          @available(iOS 17, *)
          func applyOnNewSystems() {
            tableView.reconfigureRows(at: [])
          }
        }
        """
      let uses = AvailabilityCheck.unguardedUses(
        of: ["reconfigureRows": 17], newerThan: 15, in: ["Adapter.swift": source])
      #expect(
        uses == [UnguardedUse(file: "Adapter.swift", line: 3, api: "reconfigureRows", version: 17)])
    }
  }
#endif
