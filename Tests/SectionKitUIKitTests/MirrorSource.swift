#if SECTIONKIT_UIKIT_MIRROR
  import Foundation

  /// The source text of `Tests/UIKitMirror` and of the UIKit adapter, read by the tests that check
  /// the mirror against itself and the adapter against the mirror's availability.
  enum MirrorSource {
    static let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files of a folder of the package, by name.
    static func files(in folder: String) -> [(name: String, text: String)] {
      let url = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
        (try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)).map {
          (name, $0)
        }
      }
    }

    /// The optional requirements of a mirror protocol: the names its default implementations
    /// record (`MirrorRecorder.reached("…")` in `extension Protocol {`).
    static func optionalRequirements(of protocolName: String) -> Set<String> {
      var names: Set<String> = []
      for file in files(in: "Tests/UIKitMirror") {
        var block: [String] = []
        // The closing brace of the extension being read, at the extension's indentation (the
        // mirror's files are indented inside `#if os(Linux)`).
        var closing: String?
        for line in file.text.components(separatedBy: "\n") {
          let code = line.drop { $0 == " " }
          if code == "extension \(protocolName) {" {
            closing = line.prefix(line.count - code.count) + "}"
          } else if line == closing {
            closing = nil
          } else if closing != nil {
            block.append(line)
          }
        }
        names.formUnion(recordedNames(in: block.joined(separator: "\n")))
      }
      return names
    }

    /// The names a text records with `MirrorRecorder.reached("…")`.
    static func recordedNames(in text: String) -> [String] {
      text.components(separatedBy: "MirrorRecorder.reached(").dropFirst().compactMap {
        let call = $0.drop { $0 == " " || $0 == "\n" }
        guard call.first == "\"" else { return nil }
        return call.dropFirst().components(separatedBy: "\"").first
      }
    }
  }
#endif
