import Foundation
import SectionKitTestSupport

/// A JSON value to write server-driven documents with, valid or damaged on purpose.
indirect enum FuzzValue {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([FuzzValue])
  case object([(key: String, value: FuzzValue)])

  /// The value as JSON text: strings escaped as JSON requires (controls as `\u00XX`), every
  /// other character as it is.
  var json: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      return value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    case .string(let value): return Self.quote(value)
    case .array(let values): return "[" + values.map(\.json).joined(separator: ", ") + "]"
    case .object(let fields):
      return "{"
        + fields.map { Self.quote($0.key) + ": " + $0.value.json }
        .joined(separator: ", ") + "}"
    }
  }

  private static func quote(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case _ where scalar.value < 0x20:
        quoted += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// The value's JSON with one node, reached by a random walk from the root, written as `text`
  /// (JSON text inserted as it is: nesting too deep, or a string too long to build as a value
  /// quickly in a debug build).
  func json(replacingRandomNodeWith text: String, _ random: inout SeededGenerator) -> Data {
    let marked = replacingRandomNode(using: &random) { _ in .string("\u{0}MARK\u{0}") }
    return Data(marked.json.replacingOccurrences(of: #""\u0000MARK\u0000""#, with: text).utf8)
  }

  /// The value with one node, reached by a random walk from the root, replaced.
  func replacingRandomNode(
    using random: inout SeededGenerator, with make: (inout SeededGenerator) -> FuzzValue
  ) -> FuzzValue {
    switch self {
    case .array(var values) where !values.isEmpty && Int.random(in: 0..<4, using: &random) > 0:
      let index = Int.random(in: values.indices, using: &random)
      values[index] = values[index].replacingRandomNode(using: &random, with: make)
      return .array(values)
    case .object(var fields) where !fields.isEmpty && Int.random(in: 0..<4, using: &random) > 0:
      let index = Int.random(in: fields.indices, using: &random)
      fields[index].value = fields[index].value.replacingRandomNode(using: &random, with: make)
      return .object(fields)
    default:
      return make(&random)
    }
  }
}

/// Server-driven documents for the fuzz test: valid ones, and valid ones truncated, given
/// values of the wrong type, nested too deep, given huge strings or control characters, or
/// with random bytes changed.
enum FuzzDocument {
  /// The document of one iteration, and the name of how it was made.
  static func make(_ index: Int, using random: inout SeededGenerator) -> (String, Data) {
    let valid = document(using: &random, text: plainText)
    switch index % 7 {
    case 0:
      return ("valid", Data(valid.json.utf8))
    case 1:
      let bytes = Array(valid.json.utf8)
      return ("truncated", Data(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random))))
    case 2:
      let damaged = valid.replacingRandomNode(using: &random, with: anyValue)
      return ("wrong type", Data(damaged.json.utf8))
    case 3:
      let depth =
        Bool.random(using: &random)
        ? Int.random(in: 500...530, using: &random) : Int.random(in: 1...3_000, using: &random)
      let open = (0..<depth).map { $0 % 3 == 2 ? #"{"a": "# : "[" }.joined()
      let close = (0..<depth).reversed().map { $0 % 3 == 2 ? "}" : "]" }.joined()
      return ("deep nesting", valid.json(replacingRandomNodeWith: open + "1" + close, &random))
    case 4:
      // Mostly kilobytes; one document in seven hundred gets a string of two megabytes.
      let length = index % 700 == 4 ? 2_000_000 : Int.random(in: 100...20_000, using: &random)
      let piece = ["x", "é", "👩‍👩‍👧", "\u{1B}[2J", "\u{301}"].randomElement(using: &random)!
      // Written as JSON at once: escaping two megabytes a character at a time is slow in debug.
      let escaped = String(FuzzValue.string(piece).json.dropFirst().dropLast())
      let huge = "\"" + String(repeating: escaped, count: length / piece.utf8.count + 1) + "\""
      return ("huge string", valid.json(replacingRandomNodeWith: huge, &random))
    case 5:
      return ("control characters", Data(document(using: &random, text: hostileText).json.utf8))
    default:
      var bytes = Array(valid.json.utf8)
      for _ in 0..<Int.random(in: 1...6, using: &random) { mutate(&bytes, using: &random) }
      return ("mutated bytes", Data(bytes))
    }
  }

  /// A document the reader accepts, perhaps with warnings: unknown kinds, repeated titles and
  /// identities.
  static func document(
    using random: inout SeededGenerator, text: (inout SeededGenerator) -> String
  ) -> FuzzValue {
    let sections = (0..<Int.random(in: 0...6, using: &random)).map { _ in
      section(using: &random, text: text)
    }
    return .object([("sections", .array(sections))])
  }

  private static func section(
    using random: inout SeededGenerator, text: (inout SeededGenerator) -> String
  ) -> FuzzValue {
    let kinds = ["list", "list", "list", "banner", "banner", "carousel"]
    let kind =
      Int.random(in: 0..<8, using: &random) == 0
      ? text(&random) : kinds.randomElement(using: &random)!
    var fields: [(key: String, value: FuzzValue)] = [("kind", .string(kind))]
    if Bool.random(using: &random) { fields.append(("id", identity(using: &random, text: text))) }
    if kind == "banner" { return .object(fields + [("text", .string(text(&random)))]) }
    if Bool.random(using: &random) { fields.append(("header", .string(text(&random)))) }
    if Bool.random(using: &random) { fields.append(("footer", .string(text(&random)))) }
    let rows = (0..<Int.random(in: 0...6, using: &random)).map { _ in
      row(using: &random, text: text)
    }
    return .object(fields + [("rows", .array(rows))])
  }

  private static func row(
    using random: inout SeededGenerator, text: (inout SeededGenerator) -> String
  ) -> FuzzValue {
    let kind = ["value", "value", "toggle", "button", "rating"].randomElement(using: &random)!
    var fields: [(key: String, value: FuzzValue)] = [
      ("kind", .string(kind)), ("title", .string(text(&random))),
    ]
    if Bool.random(using: &random) { fields.append(("id", identity(using: &random, text: text))) }
    switch kind {
    case "value": fields.append(("value", .string(text(&random))))
    case "toggle": fields.append(("on", .bool(Bool.random(using: &random))))
    case "button":
      fields.append(("action", .string(text(&random))))
      fields.append(("destructive", .bool(Bool.random(using: &random))))
    default: fields.append(("stars", .number(Double(Int.random(in: 0...5, using: &random)))))
    }
    return .object(fields)
  }

  private static func identity(
    using random: inout SeededGenerator, text: (inout SeededGenerator) -> String
  ) -> FuzzValue {
    Bool.random(using: &random)
      ? .number(Double(Int.random(in: 0...3, using: &random))) : .string(text(&random))
  }

  /// A few short texts, so that titles, headers and identities repeat.
  private static func plainText(using random: inout SeededGenerator) -> String {
    ["Name", "Plan", "Sync", "Account", "", "é👩‍👩‍👧", "a", "1"].randomElement(using: &random)!
  }

  /// Text made of control characters, escape sequences, bidirectional overrides and letters.
  private static func hostileText(using random: inout SeededGenerator) -> String {
    let pieces = [
      "\u{1B}[31m", "\u{1B}]0;title\u{7}", "\u{0}", "\n", "\r", "\t", "\u{7F}", "\u{85}",
      "\u{9B}2J", "\u{202E}", "\u{2028}", "a", "Sync", "\"", "\\", "é",
    ]
    return (0..<Int.random(in: 0...6, using: &random)).map { _ in
      pieces.randomElement(using: &random)!
    }.joined()
  }

  /// Any value, of any type.
  private static func anyValue(using random: inout SeededGenerator) -> FuzzValue {
    switch Int.random(in: 0..<7, using: &random) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &random))
    case 2: return .number(Double(Int.random(in: -5...5, using: &random)) / 2)
    case 3: return .string(hostileText(using: &random))
    case 4: return .array([.number(1), .string("x")])
    case 5: return .object([("kind", .string("list"))])
    default: return .number(1e300)
    }
  }

  /// Changes, removes or inserts one byte, or repeats a slice.
  private static func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
    let interesting: [UInt8] = Array(#"{}[]",:\0tn-e."#.utf8) + [0x00, 0x1B, 0x80, 0xC3, 0xFF]
    guard !bytes.isEmpty else { return bytes.append(interesting.randomElement(using: &random)!) }
    let index = Int.random(in: bytes.indices, using: &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: bytes[index] = interesting.randomElement(using: &random)!
    case 1: bytes.remove(at: index)
    case 2: bytes.insert(interesting.randomElement(using: &random)!, at: index)
    default:
      let end = min(bytes.count, index + Int.random(in: 1...16, using: &random))
      bytes.insert(contentsOf: bytes[index..<end], at: end)
    }
  }
}
