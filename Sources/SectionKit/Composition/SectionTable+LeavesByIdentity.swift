extension SectionTable {
  /// The leaves of a table by section identity.
  ///
  /// A rebuild looks every section up by identity, and most identities are the default one,
  /// the controller instance (``SectionKey/instance(_:)``): those are kept in an
  /// ``ObjectTable``, which hashes an address with one multiplication where a `Dictionary`
  /// runs a seeded SipHash over the key. A controller's own identities
  /// (``SectionKey/custom(_:)``) are kept in a dictionary.
  struct LeavesByIdentity {
    /// The leaves under the default identity, by controller instance.
    private var instances = ObjectTable<Leaf>()
    /// The leaves under a controller's own identity.
    private var custom: [SectionKey: Leaf] = [:]
    /// How many identities the rebuild in progress files: the storage of each kind is made
    /// that large when the first leaf of its kind is filed, so that only the kind in use takes
    /// the room.
    private var expected = 0

    /// How many identities are filed.
    var count: Int { instances.count + custom.count }

    /// The leaf filed under an identity; setting `nil` removes the identity.
    ///
    /// - Parameter key: The identity.
    /// - Complexity: O(1) expected.
    subscript(key: SectionKey) -> Leaf? {
      get {
        switch key {
        case .instance(let instance): instances[instance]
        case .custom: custom[key]
        }
      }
      set {
        switch key {
        case .instance(let instance):
          if newValue != nil { instances.reserveCapacity(expected) }
          instances[instance] = newValue
        case .custom:
          if newValue != nil { custom.reserveCapacity(expected) }
          custom[key] = newValue
        }
      }
    }

    /// Makes room for `count` identities, so that filing a list of thousands of sections does
    /// not grow a table as it goes: the table of the identities' kind, when the first of that
    /// kind is filed.
    ///
    /// - Parameter count: How many identities will be filed.
    /// - Complexity: O(1); O(count) when the first identity of a kind is filed.
    mutating func reserveCapacity(_ count: Int) {
      expected = count
    }
  }
}
