extension UpdateDiagnostic {
  /// The report of an identity given again, whose later element was left out: the one report
  /// of the one duplicate policy, whatever the form that was given it.
  ///
  /// Every content form (``IdentifiedSection``, ``BindingSection``, ``OutlineSection``, a
  /// declarative ``ListSection``, `setModels`, a ``ListSnapshot`` applied by
  /// ``SnapshotDataSource``)
  /// shows the first element of an identity, leaves out every later one, and reports each one
  /// it left out with this diagnostic, of the rule
  /// ``UpdateDiagnostic/Violation/Rule/duplicateIdentifier``, in debug and release builds
  /// alike. It reads, for example: "SectionKit: IdentifiedSection<Post, Int> (section 0) was
  /// given the row identity 1 twice (first at row 0, again at row 2); the later one is left
  /// out. It is shown once, where it first appears."
  ///
  /// - Parameters:
  ///   - kind: What has the identity: `"row"`, `"node"`, `"item"`, `"section"`, `"model"`.
  ///   - identity: The identity given twice.
  ///   - first: Where it was first given (`"row 0"`), if known.
  ///   - again: Where it was given again and left out (`"row 2"`).
  ///   - controller: The name of the type that was given it.
  ///   - section: The section of the list it was given to, if one.
  /// - Returns: The diagnostic.
  static func duplicate(
    of kind: String, _ identity: Any, first: String?, again: String, controller: String,
    section: Int?
  ) -> UpdateDiagnostic {
    let place = first.map { "first at \($0), again at \(again)" } ?? "again at \(again)"
    return UpdateDiagnostic(
      controller: controller, section: section,
      violation: Violation(
        .duplicateIdentifier,
        "was given the \(kind) identity \(identity) twice (\(place)); the later one is left out",
        section: section))
  }
}

/// Elements with their identities, the later elements of an identity left out: the one
/// duplicate policy of the content forms (see ``UpdateDiagnostic/duplicate(of:_:first:again:controller:section:)``).
@usableFromInline
struct DuplicatesLeftOut<Element> {
  /// The elements kept: the first of each identity, in order.
  @usableFromInline var kept: [Element]
  /// The elements left out: each one's index among the elements given, and the index of the
  /// first element of its identity, in order.
  @usableFromInline var leftOut: [(index: Int, first: Int)] = []

  /// Leaves out every element whose identity came earlier among `elements`.
  ///
  /// The identities of up to ``pairwiseLimit`` elements are compared pairwise, without a
  /// table: a set costs an allocation and a hash per element, for every section a screen shows.
  ///
  /// Inlinable, so that it is specialised where the element and identity types are known:
  /// unspecialised, every dictionary access and step of the loop asks the runtime for type
  /// metadata (creating 10,000 sections of 10 values took about 38 ms, most of it those
  /// lookups).
  ///
  /// - Parameters:
  ///   - elements: The elements given.
  ///   - identity: The identity of an element.
  /// - Complexity: O(n) expected, n being the number of elements.
  @inlinable
  init<ID: Hashable>(_ elements: [Element], identifiedBy identity: (Element) -> ID) {
    kept = elements
    if elements.count <= Self.pairwiseLimit {
      guard Self.repeatsIdentity(elements, identity) else { return }
    }
    var firstIndex: [ID: Int] = [:]
    firstIndex.reserveCapacity(elements.count)
    var unique: [Element] = []
    unique.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let id = identity(element)
      if let first = firstIndex[id] {
        leftOut.append((index, first))
      } else {
        firstIndex[id] = index
        unique.append(element)
      }
    }
    if !leftOut.isEmpty { kept = unique }
  }

  /// Whether an element's identity came earlier among `elements`, compared pairwise.
  ///
  /// - Complexity: O(n²), n being the number of elements.
  @inlinable
  static func repeatsIdentity<ID: Hashable>(
    _ elements: [Element], _ identity: (Element) -> ID
  ) -> Bool {
    for later in elements.indices {
      let id = identity(elements[later])
      for earlier in 0..<later where identity(elements[earlier]) == id { return true }
    }
    return false
  }

  /// The most elements whose identities are compared pairwise rather than hashed.
  @inlinable static var pairwiseLimit: Int { 16 }
}
