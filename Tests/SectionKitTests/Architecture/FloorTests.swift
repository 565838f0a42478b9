import Foundation
import Testing

/// The rooms of `Sources/SectionKit` stand on floors.
///
/// A room may use the types of rooms on lower floors, never those of a room on its own floor or
/// above. `Docs/Architecture.md` draws the same plan; this test keeps the code to it.
@Suite("Architecture: rooms use only lower floors")
struct FloorTests {
  /// Each room's floor, lowest first.
  static let floors: [String: Int] = [
    "Values": 0,
    "Diffing": 1,
    "Updates": 2, "Reuse": 2,
    "Hosts": 3,
    "Sections": 4,
    "Composition": 5,
    "ViewControllers": 6, "Screens": 6,
  ]

  @Test func everyRoomUsesOnlyRoomsOnLowerFloors() throws {
    let sources = Sources.read()
    try #require(!sources.files.isEmpty, "no sources found at \(Sources.root.path)")
    for room in Set(sources.files.map(\.room)) {
      #expect(Self.floors[room] != nil, "the room \(room) has no floor: add it to the plan")
    }
    let breaches = sources.breaches(of: Self.floors)
    #expect(
      breaches.isEmpty,
      "\(breaches.count) uses of an equal or higher room:\n\(breaches.joined(separator: "\n"))")
  }

  @Test func theCheckSeesAUseOfAHigherRoom() {
    let sources = Sources.read()
    #expect(sources.homeOfType["CompositeController"] == "Composition")
    #expect(sources.homeOfType["ListIndexPath"] == "Values")
    let context = sources.files.first { $0.name == "SectionContext.swift" }
    #expect(context?.usedNames.contains("ListHost") == true)
    #expect(context?.usedNames.contains("CompositeController") == false)
    // A plan that puts the host contract above the sections finds the context's use of it.
    var upsideDown = Self.floors
    upsideDown["Hosts"] = 5
    #expect(
      sources.breaches(of: upsideDown).contains(
        "Sections/SectionContext.swift uses ListHost from Hosts"))
    #expect(sources.homeOfType.count > 40, "\(sources.homeOfType.count) types found")
  }
}

/// The library's source files, with what each declares and uses.
struct Sources {
  struct File {
    let room: String
    let name: String
    let usedNames: Set<String>
  }

  /// The package's `Sources` folder.
  static let sourcesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")
  /// The core's folder.
  static let root = sourcesFolder.appendingPathComponent("SectionKit")

  var files: [File] = []
  /// The room of every type declared at the top level of a file.
  var homeOfType: [String: String] = [:]
  /// The room of every top-level type that is `public` or `open` and outside the `Hosting` SPI.
  var publicTypes: [String: String] = [:]

  /// Reads the sources of one module of the package, the core unless told.
  static func read(module: String = "SectionKit") -> Sources {
    var sources = Sources()
    let manager = FileManager.default
    let root = sourcesFolder.appendingPathComponent(module)
    guard let rooms = try? manager.contentsOfDirectory(atPath: root.path) else { return sources }
    for room in rooms.sorted() where !room.hasSuffix(".docc") {
      let folder = root.appendingPathComponent(room)
      guard let enumerator = manager.enumerator(atPath: folder.path) else { continue }
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        guard
          let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        else { continue }
        let code = Self.strippingCommentsAndStrings(text)
        for name in Self.topLevelTypes(in: code) { sources.homeOfType[name] = room }
        for name in Self.topLevelTypes(in: code, publicOnly: true) {
          sources.publicTypes[name] = room
        }
        sources.files.append(
          File(
            room: room, name: (path as NSString).lastPathComponent, usedNames: Self.names(in: code))
        )
      }
    }
    return sources
  }

  /// Every use of a type from a room on the same floor or above, as `Room/File uses Type from
  /// Room`.
  func breaches(of floors: [String: Int]) -> [String] {
    var breaches: [String] = []
    for file in files {
      guard let floor = floors[file.room] else { continue }
      for name in file.usedNames.sorted() {
        guard let home = homeOfType[name], home != file.room, let homeFloor = floors[home],
          homeFloor >= floor
        else { continue }
        breaches.append("\(file.room)/\(file.name) uses \(name) from \(home)")
      }
    }
    return breaches
  }

  /// The names of the types declared at the start of a line (top-level declarations); with
  /// `publicOnly`, those declared `public` or `open` and not `@_spi`, leaving out type aliases.
  static func topLevelTypes(in code: String, publicOnly: Bool = false) -> [String] {
    let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "fileprivate", "private", "final", "open", "nonisolated",
      "indirect",
    ]
    var names: [String] = []
    for line in code.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
      var words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" })[
        ...]
      var isPublic = false
      var isSPI = false
      while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
        isPublic = isPublic || word == "public" || word == "open"
        isSPI = isSPI || word.hasPrefix("@_spi")
        words = words.dropFirst()
      }
      guard let keyword = words.first, keywords.contains(keyword),
        let name = words.dropFirst().first
      else { continue }
      if publicOnly && (!isPublic || isSPI || keyword == "typealias") { continue }
      names.append(String(name))
    }
    return names
  }

  /// Every capitalised identifier in the code.
  static func names(in code: String) -> Set<String> {
    var names = Set<String>()
    var current = ""
    for character in code + " " {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if let first = current.first, first.isUppercase { names.insert(current) }
        current = ""
      }
    }
    return names
  }

  /// The code without comments and without the text of string literals.
  static func strippingCommentsAndStrings(_ text: String) -> String {
    var result = ""
    var characters = Array(text)[...]
    while let character = characters.first {
      if characters.starts(with: "//") {
        while let next = characters.first, next != "\n" { characters = characters.dropFirst() }
      } else if characters.starts(with: "/*") {
        while !characters.isEmpty, !characters.starts(with: "*/") {
          characters = characters.dropFirst()
        }
        characters = characters.dropFirst(2)
      } else if characters.starts(with: "\"\"\"") {
        characters = characters.dropFirst(3)
        while !characters.isEmpty, !characters.starts(with: "\"\"\"") {
          characters = characters.dropFirst()
        }
        characters = characters.dropFirst(3)
        result += "\"\""
      } else if character == "\"" {
        characters = characters.dropFirst()
        while let next = characters.first, next != "\"", next != "\n" {
          characters = characters.dropFirst(next == "\\" ? 2 : 1)
        }
        characters = characters.dropFirst()
        result += "\"\""
      } else {
        result.append(character)
        characters = characters.dropFirst()
      }
    }
    return result
  }
}
