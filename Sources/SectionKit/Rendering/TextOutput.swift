/// Text being written, kept as UTF-8 bytes and made a `String` once, at the end: what the text
/// renderer writes its lines into.
///
/// Appending to a `String` checks its uniqueness, capacity and flags on every call, some 300
/// instructions, and the renderer appends several pieces to each of thousands of lines. Here a
/// piece is copied as bytes, and the text is validated once when it is made a `String`.
struct TextOutput: TextOutputStream {
  private var bytes: [UInt8] = []

  /// Whether nothing is written yet.
  var isEmpty: Bool { bytes.isEmpty }

  /// Makes room for `count` bytes in all.
  mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

  /// Appends a piece of text.
  ///
  /// - Complexity: O(n) in the UTF-8 length of `string`.
  mutating func write(_ string: String) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable {
      bytes.append(contentsOf: $0)
    }
    if copied == nil { bytes.append(contentsOf: string.utf8) }
  }

  /// The text written.
  ///
  /// - Complexity: O(n) in its UTF-8 length.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
