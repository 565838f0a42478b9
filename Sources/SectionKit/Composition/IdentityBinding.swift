/// One controller bound to each identity of a list of values, kept across updates: the one
/// mechanism behind `setModels` (a section controller per model) and ``SnapshotDataSource`` (a
/// section per section identifier).
///
/// Given the values in order and the bindings of the previous call, the binding of an identity
/// that stays is kept and told the newer value (unless it refuses: a reloaded section gets a
/// new controller), an identity that is new gets a new binding, and an identity that left loses
/// its own. A value whose identity came earlier in the same call is left out and handed to
/// `duplicate`.
enum IdentityBinding {
  /// Binds each value to a binding kept by its identity.
  ///
  /// - Parameters:
  ///   - values: The values, in order.
  ///   - id: The identity of a value.
  ///   - old: The bindings of the previous call, by identity.
  ///   - keep: Tells a kept binding its newer value; `false` to make a new binding instead.
  ///   - make: Makes the binding of a value whose identity is new (or whose binding refused).
  ///   - duplicate: Told of a value left out, with its index and the binding of its identity.
  /// - Returns: The new bindings by identity, and in the order of the values.
  /// - Complexity: O(n) hashes of identities, n being the number of values, plus the work of
  ///   `keep` and `make`.
  @MainActor
  static func rebind<Value, ID: Hashable, Binding>(
    _ values: [Value], id: (Value) -> ID, from old: [ID: Binding],
    keep: (inout Binding, Value) -> Bool, make: (Value) -> Binding,
    duplicate: (_ index: Int, _ first: Binding) -> Void = { _, _ in }
  ) -> (byIdentity: [ID: Binding], ordered: [Binding]) {
    var byIdentity: [ID: Binding] = [:]
    byIdentity.reserveCapacity(values.count)
    var ordered: [Binding] = []
    ordered.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      let key = id(value)
      if let first = byIdentity[key] {
        duplicate(index, first)
        continue
      }
      var binding: Binding
      if var kept = old[key], keep(&kept, value) {
        binding = kept
      } else {
        binding = make(value)
      }
      byIdentity[key] = binding
      ordered.append(binding)
    }
    return (byIdentity, ordered)
  }
}
