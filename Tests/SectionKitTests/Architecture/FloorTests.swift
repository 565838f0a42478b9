import Foundation
import SectionKitTestSupport
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
    "Batches": 2, "Reuse": 2,
    "Hosts": 3,
    "Sections": 4, "Updates": 4,
    "Composition": 5,
    "ViewControllers": 6, "Screens": 6, "Snapshots": 6,
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

  @Test func theCheckSeesAMemberAHigherRoomAddsToALowerType() {
    var sources = Sources()
    sources.add(
      """
      struct ListBatch {
        var insertedRows: [Int] = []
        func validate() {}
      }
      """, room: "Updates", name: "ListBatch.swift")
    sources.add(
      """
      extension ListBatch {
        /// Whether rows move.
        var movesRows: Bool { false }
        func mapped(by offset: Int) -> ListBatch { self }
      }
      final class Composite {
        func apply(_ batch: ListBatch) { _ = batch.movesRows }
      }
      """, room: "Composition", name: "ListBatch+Moves.swift")
    sources.add(
      """
      struct Host {
        func perform(_ batch: ListBatch) {
          batch.validate()
          if batch.movesRows { _ = batch.insertedRows }
        }
      }
      """, room: "Hosts", name: "Host.swift")
    let floors = ["Updates": 2, "Hosts": 3, "Composition": 5]
    #expect(
      sources.breaches(of: floors) == [
        "Hosts/Host.swift uses ListBatch.movesRows, added in Composition"
      ])
    // The same member added in the lower room itself is no breach.
    var fixed = sources
    fixed.files.removeAll { $0.room == "Composition" }
    fixed.extensionMembers["movesRows"] = [Sources.AddedMember(type: "ListBatch", room: "Updates")]
    #expect(fixed.breaches(of: floors).isEmpty)
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
    /// The members the file reaches after a dot (`batch.movesRows`).
    var dotMembers: Set<String> = []
    /// The lowercase identifiers the file uses bare: a member reached through an implicit
    /// `self`, inside a body of its type.
    var bareNames: Set<String> = []
    /// The types whose declaration or extension the file holds.
    var bodies: Set<String> = []
  }

  /// A member declared in an extension: of which type, in which room.
  struct AddedMember: Hashable {
    let type: String
    let room: String
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
  /// Every member declared in a top-level extension, by name: the types and rooms that add it.
  var extensionMembers: [String: Set<AddedMember>] = [:]
  /// The names of the members declared inside the types' own declarations.
  var typeMembers: Set<String> = []

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
        sources.add(text, room: room, name: (path as NSString).lastPathComponent)
      }
    }
    return sources
  }

  /// Adds a file's declarations and uses.
  ///
  /// - Parameters:
  ///   - text: The file's source.
  ///   - room: The folder it is in.
  ///   - name: Its name.
  mutating func add(_ text: String, room: String, name: String) {
    let code = Self.strippingCommentsAndStrings(text)
    for type in Self.topLevelTypes(in: code) { homeOfType[type] = room }
    let members = Self.members(in: code)
    for (type, names) in members.extensions {
      for member in names {
        extensionMembers[member, default: []].insert(AddedMember(type: type, room: room))
      }
    }
    typeMembers.formUnion(members.ofTypes)
    for type in Self.topLevelTypes(in: code, publicOnly: true) { publicTypes[type] = room }
    let uses = Self.memberUses(in: code)
    files.append(
      File(
        room: room, name: name, usedNames: Self.names(in: code), dotMembers: uses.dot,
        bareNames: uses.bare, bodies: members.bodies))
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
      // A member a higher room adds to a type by extension is that room's, wherever the type
      // is declared: a lower room that calls it reaches up.
      for name in file.dotMembers.union(file.bareNames).sorted() {
        guard let added = extensionMembers[name], added.count == 1, let member = added.first,
          !typeMembers.contains(name), member.room != file.room,
          let homeFloor = floors[member.room], homeFloor >= floor,
          file.dotMembers.contains(name) || file.bodies.contains(member.type)
        else { continue }
        breaches.append(
          "\(file.room)/\(file.name) uses \(member.type).\(name), added in \(member.room)")
      }
    }
    return breaches
  }

  /// The members declared in the code: those of each top-level extension, by the type it
  /// extends (private ones aside: no other file can reach them), and those declared in the
  /// types' own bodies; and the types whose bodies the code holds.
  ///
  /// A member is a `func`, `var`, `let` or `case` one level inside a top-level declaration
  /// (functions' locals are deeper).
  static func members(in code: String) -> (
    extensions: [String: Set<String>], ofTypes: Set<String>, bodies: Set<String>
  ) {
    let typeKeywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
    var extensions: [String: Set<String>] = [:]
    var ofTypes: Set<String> = []
    var bodies: Set<String> = []
    var extended: String?
    var depth = 0
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = line.split(whereSeparator: { " (<:{,=".contains($0) })
      if depth == 0 {
        let declaration = words.drop {
          $0.hasPrefix("@") || $0.hasSuffix(")") || ["public", "package", "final"].contains($0)
        }
        extended =
          declaration.first == "extension" ? declaration.dropFirst().first.map(String.init) : nil
        if let keyword = declaration.first,
          keyword == "extension" || typeKeywords.contains(keyword),
          let type = declaration.dropFirst().first
        {
          bodies.insert(String(type))
        }
      } else if depth == 1, let name = memberName(in: words) {
        if let extended {
          if !words.contains(where: { $0 == "private" || $0 == "fileprivate" }) {
            extensions[extended, default: []].insert(name)
          }
        } else {
          ofTypes.insert(name)
        }
      }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
    }
    return (extensions, ofTypes, bodies)
  }

  /// The name a member declaration's words declare, if they declare one.
  private static func memberName(in words: [Substring]) -> String? {
    let keywords: Set<Substring> = ["func", "var", "let", "case"]
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "fileprivate", "private", "static", "final", "override",
      "mutating", "nonisolated", "open", "class", "lazy", "weak", "unowned", "private(set)",
      "package(set)", "fileprivate(set)", "internal(set)", "convenience", "required", "dynamic",
    ]
    var rest = words[...]
    // Attributes, with their arguments (`@_spi(Hosting)` is split at its parenthesis).
    while let word = rest.first,
      word.hasPrefix("@") || word.hasSuffix(")") || modifiers.contains(word)
    {
      rest = rest.dropFirst()
    }
    guard let keyword = rest.first, keywords.contains(keyword), let name = rest.dropFirst().first,
      let first = name.first, first.isLetter || first == "_"
    else { return nil }
    return String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  /// The lowercase identifiers of the code: those after a dot, and those used bare (argument
  /// labels, `with:`, aside).
  static func memberUses(in code: String) -> (dot: Set<String>, bare: Set<String>) {
    var dot = Set<String>()
    var bare = Set<String>()
    var current = ""
    var afterDot = false
    var previous: Character = " "
    for character in code + " " {
      if character.isLetter || character.isNumber || character == "_" {
        if current.isEmpty { afterDot = previous == "." }
        current.append(character)
      } else {
        if let first = current.first, first.isLowercase {
          if afterDot {
            dot.insert(current)
          } else if character != ":" {
            bare.insert(current)
          }
        }
        current = ""
      }
      previous = character
    }
    return (dot, bare)
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
