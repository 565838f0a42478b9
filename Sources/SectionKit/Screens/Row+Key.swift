extension Row {
  /// A row's identity as the diff compares and hashes it: integers and strings, the usual
  /// identities, are held as themselves, so that comparing, hashing and copying them needs no
  /// dynamic dispatch; any other identity is held as an `AnyHashable` in a box, which keeps the
  /// key (and the row) small and cheap to copy.
  ///
  /// Two identities are the same when they are of the same type and equal: `1` and `Int8(1)` are
  /// different rows.
  @usableFromInline
  enum Key: Hashable {
    case int(Int)
    case string(String)
    case other(Other)

    /// An identity of another type.
    @usableFromInline
    final class Other: Hashable {
      let id: AnyHashable

      @usableFromInline
      init(_ id: AnyHashable) { self.id = id }

      @usableFromInline
      static func == (lhs: Other, rhs: Other) -> Bool { lhs.id == rhs.id }

      @usableFromInline
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// The key of an identity; where `ID` is known, the casts are resolved when compiling.
    @inlinable
    init<ID: Hashable & Sendable>(_ id: ID) {
      if let id = id as? Int {
        self = .int(id)
      } else if let id = id as? String {
        self = .string(id)
      } else {
        self = .other(Other(AnyHashable(id)))
      }
    }

    /// Hashes the identity alone, not its case: keys of two cases are never equal, and the
    /// diff hashes the key of every row it matches, so each hash combines one value, not two.
    @usableFromInline
    func hash(into hasher: inout Hasher) {
      switch self {
      case .int(let id): hasher.combine(id)
      case .string(let id): hasher.combine(id)
      case .other(let other): hasher.combine(other)
      }
    }

    /// The identity as given.
    var id: AnyHashable {
      switch self {
      case .int(let id): return AnyHashable(id)
      case .string(let id): return AnyHashable(id)
      case .other(let other): return other.id
      }
    }
  }
}
