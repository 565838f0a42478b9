// The diff engine's only unsafe code: every unsafe pointer of `Diffing/` lives in this file.
//
// Safety budget (issue 25 item 4). The engine keeps its working arrays (the identity table, then
// the run search, the links and the sources) in one scratch allocation lent by
// `withUnsafeTemporaryAllocation`, and fills its result arrays in place. The same engine with
// Swift arrays for both (`[UInt32]` and `[Int32]` in structs mutated in place, bounds-checked,
// results appended to reserved arrays; the lists still read in place; commit "Diff: the engine
// over Swift arrays" in the branch history, reverted by the next one) measured, min of
// alternating release runs of the `diff` benchmark group on 2026-11-26 (pointers 17 runs,
// arrays 8; 2 cores, another job running):
//
//   identities        pointers (kept)    Swift arrays
//   A 10,000 edited   0.295 ms           0.597 ms (+102%)
//   B 10,000 shuffled 0.542 ms           0.723 ms (+33%)
//   C 10,000 same     0.044 ms           0.046 ms (+5%)
//
// (1,000: A 0.029 → 0.047 ms, B 0.033 → 0.050 ms; 100,000: A 4.65 → 9.81 ms, B 7.13 → 9.70 ms.)
// Over the 20% budget, so the pointers stay, behind the types below: each access is
// bounds-checked with `assert` in debug builds, `ScratchLayout.checkInvariants()` checks that
// the regions fit the allocation, and `MiddleMatching.checkInvariants()` that the matching's
// regions agree. See `Docs/Performance.md`, "Safety budget (issue 25)". The identities read from
// elements are an ordinary array (an uninitialized one saved 4% of the instructions of a diff of
// 10,000 edited rows, under the budget), lent to the engine in place as the lists are.

extension Diff {
  /// The largest list the diff accepts: positions and table references are stored in 30 bits.
  @inlinable
  static var maximumCount: Int { 1 << 30 - 1 }

  /// One list being diffed, read in place from its contiguous storage.
  ///
  /// Elements are read through an address, never copied out: a copy of an element that holds
  /// references (a declarative row holds several) costs a retain and a release of each. That
  /// holds where the closure reading an element is inlined; one called through a function
  /// value is handed a copy (see ``commonEnds(old:new:id:isEqual:)``). Valid only inside
  /// ``withElements(of:_:_:)`` or ``withIdentities(of:_:id:_:)``.
  @usableFromInline
  struct Elements<Element> {
    /// The list's storage.
    @usableFromInline
    let buffer: UnsafeBufferPointer<Element>

    /// Wraps the storage of a list.
    @inlinable
    init(_ buffer: UnsafeBufferPointer<Element>) {
      self.buffer = buffer
    }

    /// The number of elements.
    @inlinable
    var count: Int { buffer.count }

    /// The element at `index`, which must be below ``count`` (checked in debug builds).
    @inlinable
    subscript(index: Int) -> Element {
      unsafeAddress {
        assert(index >= 0 && index < buffer.count, "Diff: element \(index) of \(buffer.count)")
        return buffer.baseAddress.unsafelyUnwrapped + index
      }
    }

    /// The `count` elements from `start`, renumbered from zero.
    @inlinable
    func slice(from start: Int, count: Int) -> Elements {
      Elements(UnsafeBufferPointer(rebasing: buffer[start..<(start + count)]))
    }
  }

  /// Lends `body` both lists in place: their contiguous storage when they have one, otherwise
  /// a contiguous copy.
  ///
  /// Always inlined, with the functions that lend `body` the storage of each list, so that
  /// `body` is too, and with it the closures it calls with elements (see
  /// ``commonEnds(old:new:id:isEqual:)``).
  ///
  /// - Complexity: O(1) for contiguous collections, otherwise O(*n*) for the copies.
  @inlinable
  @inline(__always)
  static func withElements<C: Collection>(
    of old: C,
    _ new: C,
    _ body: (Elements<C.Element>, Elements<C.Element>) -> Changeset
  ) -> Changeset {
    @inline(__always)
    func lendOld(_ old: UnsafeBufferPointer<C.Element>) -> Changeset? {
      @inline(__always)
      func lendNew(_ new: UnsafeBufferPointer<C.Element>) -> Changeset {
        body(Elements(old), Elements(new))
      }
      return new.withContiguousStorageIfAvailable(lendNew)
    }
    if let changeset = old.withContiguousStorageIfAvailable(lendOld) ?? nil { return changeset }
    @inline(__always)
    func lendCopies(_ old: UnsafeBufferPointer<C.Element>) -> Changeset {
      @inline(__always)
      func lendNew(_ new: UnsafeBufferPointer<C.Element>) -> Changeset {
        body(Elements(old), Elements(new))
      }
      return ContiguousArray(new).withUnsafeBufferPointer(lendNew)
    }
    return ContiguousArray(old).withUnsafeBufferPointer(lendCopies)
  }

  /// Lends `body` the identities of two lists of elements, read once each into an array, in
  /// place.
  ///
  /// Always inlined, so that `id` is inlined into the loop that reads the identities (see
  /// ``commonEnds(old:new:id:isEqual:)``).
  ///
  /// - Complexity: O(*n*), *n* being the number of elements of both lists.
  @inlinable
  @inline(__always)
  static func withIdentities<Element, ID>(
    of old: Elements<Element>,
    _ new: Elements<Element>,
    id: (Element) -> ID,
    _ body: (Elements<ID>, Elements<ID>) -> Changeset
  ) -> Changeset {
    let oldIdentities = identities(of: old, id: id)
    let newIdentities = identities(of: new, id: id)
    return oldIdentities.withUnsafeBufferPointer { old in
      newIdentities.withUnsafeBufferPointer { new in body(Elements(old), Elements(new)) }
    }
  }

  /// The identities of `elements`, in order.
  ///
  /// - Complexity: O(*n*), *n* being the number of elements.
  @inlinable
  @inline(__always)
  static func identities<Element, ID>(of elements: Elements<Element>, id: (Element) -> ID)
    -> [ID]
  {
    let count = elements.count
    guard count > 0 else { return [] }
    var identities: [ID] = []
    identities.reserveCapacity(count)
    for index in 0..<count { identities.append(id(elements[index])) }
    return identities
  }

  /// A run of 32-bit values in the diff's scratch memory.
  ///
  /// A region is a view: copies share the memory, and writes go through a `let`. Valid only
  /// inside the ``withScratch(_:_:)`` or ``withScratch(valueCount:_:)`` call that made it.
  @usableFromInline
  struct ScratchRegion<Value> {
    /// The first value.
    @usableFromInline
    let base: UnsafeMutablePointer<Value>

    /// The number of values.
    @usableFromInline
    let count: Int

    /// A region of `count` values at `base`.
    @inlinable
    init(base: UnsafeMutablePointer<Value>, count: Int) {
      self.base = base
      self.count = count
    }

    /// The value at `index`, which must be below ``count`` (checked in debug builds).
    @inlinable
    subscript(index: Int) -> Value {
      get {
        assert(index >= 0 && index < count, "Diff: scratch value \(index) of \(count)")
        return base[index]
      }
      nonmutating set {
        assert(index >= 0 && index < count, "Diff: scratch value \(index) of \(count)")
        base[index] = newValue
      }
    }

    /// The `count` values from `start`, which must lie within this region.
    @inlinable
    func region(from start: Int, count: Int) -> ScratchRegion {
      assert(start >= 0 && count >= 0 && start + count <= self.count, "Diff: scratch region")
      return ScratchRegion(base: base + start, count: count)
    }

    /// Sets every value to `value`.
    ///
    /// - Complexity: O(``count``).
    @inlinable
    func fill(with value: Value) {
      base.update(repeating: value, count: count)
    }
  }

  /// The diff's scratch memory, uninitialized, as lent by ``withScratch(_:_:)``.
  @usableFromInline
  struct Scratch {
    /// The start of the memory, aligned for any of the working arrays.
    @usableFromInline
    let base: UnsafeMutableRawPointer

    /// Wraps scratch memory.
    @inlinable
    init(base: UnsafeMutableRawPointer) {
      self.base = base
    }
  }

  /// Lends `body` uninitialized scratch memory laid out by `layout`.
  ///
  /// The memory is the standard library's temporary allocation: on the stack when it is small
  /// enough, otherwise on the heap, and released when `body` returns. Nothing is kept between
  /// diffs: a diff of a million elements leaves no memory behind (a pool of scratch buffers
  /// once kept up to 4 × 64 MiB to save page faults; see `Docs/Performance.md`). `body` must not
  /// let the memory escape.
  ///
  /// - Complexity: O(1), plus the allocation.
  @inlinable
  @inline(__always)
  static func withScratch<Result>(
    _ layout: ScratchLayout,
    _ body: (Scratch) -> Result
  ) -> Result {
    assert(layout.checkInvariants())
    return withUnsafeTemporaryAllocation(
      byteCount: Swift.max(layout.byteCount, 1), alignment: 64
    ) { buffer in
      body(Scratch(base: buffer.baseAddress.unsafelyUnwrapped))
    }
  }

  /// Lends `body` one region of `count` uninitialized 32-bit values of scratch memory.
  ///
  /// - Complexity: O(1), plus the allocation.
  @inlinable
  static func withScratch<Result>(
    valueCount count: Int,
    _ body: (ScratchRegion<Int32>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: Swift.max(count, 1)) { buffer in
      body(ScratchRegion(base: buffer.baseAddress.unsafelyUnwrapped, count: count))
    }
  }

  /// Where the working arrays of one diff lie in its scratch memory.
  ///
  /// All arrays hold 32-bit values, which halves the memory the diff walks through compared
  /// with `Int`; ``maximumCount`` bounds the lists accordingly. The identity table comes
  /// first; once the matching is done it is dead, and the run search reuses its memory.
  ///
  /// | region | 32-bit values | holds |
  /// |--------|---------------|-------|
  /// | table, then run search | max(table capacity, 3 × new middle) | ``IdentityTable``, then ``RunSearch`` |
  /// | links | old middle | ``MiddleMatching/links`` |
  /// | sources | new middle | ``MiddleMatching/sources`` |
  @usableFromInline
  struct ScratchLayout {
    /// The number of elements between the common prefix and suffix of the old list.
    @usableFromInline
    let oldMiddle: Int

    /// The number of elements between the common prefix and suffix of the new list.
    @usableFromInline
    let newMiddle: Int

    /// The number of slots of the identity table, which may hold every middle identity of
    /// both lists.
    @usableFromInline
    let tableCapacity: Int

    /// Lays out the arrays for middles of the given sizes.
    @inlinable
    init(oldMiddle: Int, newMiddle: Int) {
      self.oldMiddle = oldMiddle
      self.newMiddle = newMiddle
      tableCapacity = IdentityTable.capacity(for: oldMiddle + newMiddle)
    }

    /// The number of 32-bit values in the first region (the table, then the run search).
    @inlinable
    var firstRegionCount: Int { Swift.max(tableCapacity, 3 * newMiddle) }

    /// The number of bytes of scratch memory the diff needs.
    @inlinable
    var byteCount: Int {
      MemoryLayout<Int32>.stride * (firstRegionCount + oldMiddle + newMiddle)
    }

    /// Whether the regions fit the allocation without overlapping, and the table has room for
    /// every middle identity at most half full; for `assert`.
    ///
    /// - Complexity: O(1).
    @inlinable
    func checkInvariants() -> Bool {
      oldMiddle >= 0 && newMiddle >= 0 && oldMiddle + newMiddle <= 2 * maximumCount
        && tableCapacity.nonzeroBitCount == 1 && tableCapacity >= 2 * (oldMiddle + newMiddle)
        && firstRegionCount >= tableCapacity && firstRegionCount >= 3 * newMiddle
        && byteCount == MemoryLayout<UInt32>.stride * (firstRegionCount + oldMiddle + newMiddle)
    }

    /// The identity table in `scratch`, every slot empty.
    ///
    /// - Complexity: O(``tableCapacity``).
    @inlinable
    func table(in scratch: Scratch) -> IdentityTable {
      let slots = scratch.base.bindMemory(to: UInt32.self, capacity: tableCapacity)
      return IdentityTable(clearing: ScratchRegion(base: slots, count: tableCapacity))
    }

    /// The run search's three arrays of ``newMiddle`` values each, in the table's memory.
    @inlinable
    func runSearch(in scratch: Scratch) -> RunSearch {
      let values = scratch.base.bindMemory(to: Int32.self, capacity: 3 * newMiddle)
      return RunSearch(in: ScratchRegion(base: values, count: 3 * newMiddle), count: newMiddle)
    }

    /// The links of the old middle positions in `scratch` (uninitialized).
    @inlinable
    func links(in scratch: Scratch) -> ScratchRegion<Int32> {
      let start = scratch.base + MemoryLayout<Int32>.stride * firstRegionCount
      return ScratchRegion(
        base: start.bindMemory(to: Int32.self, capacity: oldMiddle), count: oldMiddle)
    }

    /// The sources of the new middle positions in `scratch` (uninitialized).
    @inlinable
    func sources(in scratch: Scratch) -> ScratchRegion<Int32> {
      let start = scratch.base + MemoryLayout<Int32>.stride * (firstRegionCount + oldMiddle)
      return ScratchRegion(
        base: start.bindMemory(to: Int32.self, capacity: newMiddle), count: newMiddle)
    }
  }

  /// Appends to an array being built in place, up to the count it was made for.
  ///
  /// Valid only inside the ``uninitializedArray(of:count:_:)`` call that lends it.
  @usableFromInline
  struct ArrayWriter<Value> {
    /// The array's storage.
    @usableFromInline
    let base: UnsafeMutablePointer<Value>

    /// The number of elements the storage holds.
    @usableFromInline
    let capacity: Int

    /// The number of elements written so far.
    @usableFromInline
    var count = 0

    /// A writer into `capacity` uninitialized elements at `base`.
    @inlinable
    init(base: UnsafeMutablePointer<Value>, capacity: Int) {
      self.base = base
      self.capacity = capacity
    }

    /// Writes `value` after the elements written so far; there must be room (checked in debug
    /// builds).
    @inlinable
    mutating func append(_ value: Value) {
      assert(count < capacity, "Diff: array of \(capacity) elements overfilled")
      (base + count).initialize(to: value)
      count += 1
    }
  }

  /// An array of at most `count` elements, the ones that `write` appends.
  ///
  /// With a count of zero, `write` is not called and the result is an empty literal:
  /// `init(unsafeUninitializedCapacity:)` would start from the standard library's one shared
  /// empty array and write its count (zero) back into it, which is a data race when diffs run
  /// concurrently.
  ///
  /// - Complexity: O(`count`), plus `write`.
  @inlinable
  static func uninitializedArray<Value>(
    of _: Value.Type,
    count: Int,
    _ write: (inout ArrayWriter<Value>) -> Void
  ) -> [Value] {
    guard count > 0 else { return [] }
    return [Value](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      var writer = ArrayWriter(base: buffer.baseAddress.unsafelyUnwrapped, capacity: count)
      write(&writer)
      initializedCount = writer.count
    }
  }
}

extension MiddleMatching {
  /// Whether the links and sources in scratch memory agree: every matched new position's
  /// source is an old position linked back to it, and ``matchedCount`` counts them; for
  /// `assert`.
  ///
  /// - Complexity: O(*n*), *n* being the number of middle elements.
  @inlinable
  func checkInvariants() -> Bool {
    var matched = 0
    for index in 0..<sources.count where sources[index] >= 0 {
      let source = Int(sources[index])
      guard source < links.count, target(ofOld: source) == index else { return false }
      matched += 1
    }
    return matched == matchedCount
  }
}
