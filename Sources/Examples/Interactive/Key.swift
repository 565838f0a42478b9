/// A key press of the interactive mode.
enum Key: Equatable {
  case up
  case down
  case left
  case right
  case enter
  case delete
  case quit
  case interrupt
  case other(UInt8)

  /// Turns the bytes a terminal in raw mode sends into key presses: arrow keys are
  /// `ESC [ A`…`ESC [ D`, Enter is CR or LF, Ctrl-C is 3; `k`/`j`/`h` move as in vi.
  ///
  /// - Parameter bytes: What the terminal sent.
  /// - Returns: The keys, in order.
  static func parse(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        switch bytes[index + 2] {
        case UInt8(ascii: "A"): keys.append(.up)
        case UInt8(ascii: "B"): keys.append(.down)
        case UInt8(ascii: "C"): keys.append(.right)
        case UInt8(ascii: "D"): keys.append(.left)
        default: keys.append(.other(bytes[index + 2]))
        }
        index += 3
        continue
      }
      switch byte {
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x03: keys.append(.interrupt)
      case UInt8(ascii: "q"): keys.append(.quit)
      case UInt8(ascii: "d"): keys.append(.delete)
      case UInt8(ascii: "k"): keys.append(.up)
      case UInt8(ascii: "j"): keys.append(.down)
      case UInt8(ascii: "h"): keys.append(.left)
      default: keys.append(.other(byte))
      }
      index += 1
    }
    return keys
  }
}
