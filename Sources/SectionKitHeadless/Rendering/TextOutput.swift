@_spi(Hosting) import SectionKit

/// Text being written, piece by piece: what the text renderer writes its lines into.
///
/// Appending to a `String` checks its uniqueness, capacity and flags on every call, some 300
/// instructions, and the renderer appends several pieces to each of thousands of lines. Here
/// pieces are copied as bytes into a small buffer, which is validated and appended to the text
/// when full: one append for dozens of lines, and one large buffer (the text's own) however
/// long the text.
struct TextOutput: TextOutputStream {
  /// The text, less the bytes in ``pending``.
  private var text = ""
  /// The UTF-8 of the pieces written since the last flush: whole pieces, so never part of a
  /// character.
  private var pending: [UInt8] = []
  /// The most bytes ``pending`` holds.
  private static let chunk = 4_096

  init() {
    pending.reserveCapacity(Self.chunk)
  }

  /// Whether nothing is written yet.
  var isEmpty: Bool { text.isEmpty && pending.isEmpty }

  /// How many bytes of UTF-8 were written.
  var count: Int { text.utf8.count + pending.count }

  /// Makes room for `count` bytes of text in all.
  mutating func reserveCapacity(_ count: Int) { text.reserveCapacity(count) }

  /// Appends a piece of text.
  ///
  /// - Complexity: O(n) in the UTF-8 length of `string`.
  mutating func write(_ string: String) {
    let count = string.utf8.count
    if pending.count + count > Self.chunk { flush() }
    guard count <= Self.chunk else {
      text += string
      return
    }
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable {
      pending.append(contentsOf: $0)
    }
    if copied == nil { pending.append(contentsOf: string.utf8) }
  }

  /// The text written.
  ///
  /// - Complexity: O(1), and O(n) in the size of the last pieces, up to 4 KB.
  mutating func finish() -> String {
    flush()
    return text
  }

  /// Appends the pending bytes to the text.
  private mutating func flush() {
    guard !pending.isEmpty else { return }
    text += String(decoding: pending, as: UTF8.self)
    pending.removeAll(keepingCapacity: true)
  }
}
