/// A section identity as the composite keys its table: the controller instance for the default
/// identity, hashed and compared directly, or the controller's own identity.
///
/// Comparing two `AnyHashable`s goes through the runtime (unboxing, a dynamic cast and a
/// metadata lookup, about two thousand instructions each on Linux); the default identity, the
/// common case, needs none of it. Every identity whose value is an `ObjectIdentifier` is an
/// `instance` key, so the two cases never hold equal identities.
///
/// A custom identity is boxed: the key is two words, not an `AnyHashable`'s five, in every leaf
/// and every slot of the table of identities (thousands of sections).
enum SectionKey: Hashable, CustomStringConvertible {
  case instance(ObjectIdentifier)
  case custom(Custom)

  /// A controller's own identity.
  final class Custom {
    let identity: AnyHashable
    init(_ identity: AnyHashable) { self.identity = identity }
  }

  /// The key of an identity.
  ///
  /// - Parameter identity: A ``SectionController/sectionIdentity``.
  init(_ identity: AnyHashable) {
    if let instance = identity.base as? ObjectIdentifier {
      self = .instance(instance)
    } else {
      self = .custom(Custom(identity))
    }
  }

  /// Compares the cases one at a time: the synthesised comparison copies both keys into a
  /// tuple first (an outlined copy, with a retain of a custom identity's box, for every probe
  /// of the table).
  static func == (lhs: SectionKey, rhs: SectionKey) -> Bool {
    switch lhs {
    case .instance(let left):
      guard case .instance(let right) = rhs else { return false }
      return left == right
    case .custom(let left):
      guard case .custom(let right) = rhs else { return false }
      return left === right || left.identity == right.identity
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .instance(let instance): hasher.combine(instance)
    case .custom(let custom):
      hasher.combine(1 as UInt8)
      hasher.combine(custom.identity)
    }
  }

  var description: String {
    switch self {
    case .instance(let instance): String(describing: instance)
    case .custom(let custom): String(describing: custom.identity)
    }
  }
}
