import Foundation

extension Diff {
  /// Lends `body` uninitialized scratch memory of at least `byteCount` bytes, aligned for any
  /// of the diff's working arrays.
  ///
  /// Up to ``ScratchPool/stackByteLimit`` bytes come from the stack. Larger requests borrow a
  /// buffer from ``ScratchPool/shared``, so a diff of a large list reuses memory whose pages
  /// the previous diff already faulted in; the buffer goes back to the pool when `body` returns
  /// and no other diff can use it in the meantime. `body` must not let the memory escape.
  @inlinable
  @inline(__always)
  static func withScratch<Result>(
    byteCount: Int,
    _ body: (UnsafeMutableRawPointer) -> Result
  ) -> Result {
    if byteCount <= ScratchPool.stackByteLimit {
      return withUnsafeTemporaryAllocation(
        byteCount: Swift.max(byteCount, 1),
        alignment: 16
      ) { buffer in
        body(buffer.baseAddress.unsafelyUnwrapped)
      }
    }
    let buffer = ScratchPool.shared.checkOut(byteCount: byteCount)
    defer { ScratchPool.shared.checkIn(buffer) }
    return body(buffer.baseAddress.unsafelyUnwrapped)
  }

  /// A few scratch buffers kept between diffs, lent to one diff at a time.
  ///
  /// A diff of a large list needs a few megabytes of working memory. Allocated afresh, that
  /// memory is mapped anew by the system allocator every time and each of its pages is faulted
  /// in again (about 2,000 page faults per diff of 100,000 elements); kept here, it is reused.
  ///
  /// The pool is safe to use from any thread: a lock guards the list of idle buffers, and a
  /// buffer that is checked out is in no list, so two diffs never share one. A diff that runs
  /// while every idle buffer is lent out (or too small) allocates its own.
  ///
  /// The memory kept is bounded: at most ``idleBufferLimit`` idle buffers, none larger than
  /// ``idleByteLimit`` bytes. A diff whose need is far below every idle buffer allocates a
  /// buffer of its own size rather than tie up a large one, and when the pool is full the
  /// smallest buffer is the one released.
  @usableFromInline
  final class ScratchPool: @unchecked Sendable {
    /// The pool every diff uses.
    @usableFromInline
    static let shared = ScratchPool()

    /// Requests up to this many bytes are served from the stack instead of the pool.
    @inlinable
    static var stackByteLimit: Int { 1_024 }

    /// The alignment of every pooled buffer: a cache line.
    static let alignment = 64

    /// At most this many buffers wait in the pool.
    static let idleBufferLimit = 4

    /// A buffer larger than this (64 MiB, the scratch of a diff of about 1.6 million
    /// elements) is released when its diff ends instead of waiting in the pool.
    static let idleByteLimit = 64 << 20

    /// A buffer more than this many times larger than a request is not lent for it.
    static let oversizeFactor = 16

    /// Guards ``idle``.
    private let lock = NSLock()

    /// The buffers waiting to be lent, in no particular order.
    private var idle: [UnsafeMutableRawBufferPointer] = []

    /// Creates an empty pool.
    init() {}

    deinit {
      for buffer in idle { buffer.deallocate() }
    }

    /// Takes a buffer of at least `byteCount` bytes out of the pool, or allocates one.
    ///
    /// The buffer belongs to the caller until it is given back with ``checkIn(_:)``.
    ///
    /// - Parameter byteCount: The number of bytes needed.
    /// - Returns: A buffer of at least `byteCount` bytes, aligned to ``alignment``.
    /// - Complexity: O(``idleBufferLimit``), plus the allocation when none fits.
    @usableFromInline
    func checkOut(byteCount: Int) -> UnsafeMutableRawBufferPointer {
      let largestUseful = byteCount.multipliedReportingOverflow(by: Self.oversizeFactor)
      lock.lock()
      var best: Int?
      for (position, buffer) in idle.enumerated()
      where buffer.count >= byteCount
        && (largestUseful.overflow || buffer.count <= largestUseful.partialValue)
        && buffer.count < best.map({ idle[$0].count }) ?? .max
      {
        best = position
      }
      let lent = best.map { idle.remove(at: $0) }
      lock.unlock()
      if let lent { return lent }
      return .allocate(byteCount: Self.roundedUp(byteCount), alignment: Self.alignment)
    }

    /// Gives a buffer from ``checkOut(byteCount:)`` back to the pool.
    ///
    /// When the pool already holds ``idleBufferLimit`` buffers, the smallest of them and the
    /// returned one is released; a buffer larger than ``idleByteLimit`` is always released.
    ///
    /// - Parameter buffer: A buffer that this pool lent and that nothing uses any more.
    /// - Complexity: O(``idleBufferLimit``), plus the deallocation, if any.
    @usableFromInline
    func checkIn(_ buffer: UnsafeMutableRawBufferPointer) {
      guard buffer.count <= Self.idleByteLimit else {
        buffer.deallocate()
        return
      }
      lock.lock()
      var released: UnsafeMutableRawBufferPointer?
      if idle.count < Self.idleBufferLimit {
        idle.append(buffer)
      } else if let smallest = idle.indices.min(by: { idle[$0].count < idle[$1].count }),
        idle[smallest].count < buffer.count
      {
        released = idle[smallest]
        idle[smallest] = buffer
      } else {
        released = buffer
      }
      lock.unlock()
      released?.deallocate()
    }

    /// The number of idle buffers and their total size, for tests.
    var idleSummary: (count: Int, byteCount: Int) {
      lock.lock()
      defer { lock.unlock() }
      return (idle.count, idle.reduce(0) { $0 + $1.count })
    }

    /// `byteCount` rounded up to the next eighth of a power of two, so that requests of
    /// slightly different sizes can share a buffer, wasting at most an eighth of it.
    static func roundedUp(_ byteCount: Int) -> Int {
      let power = 1 << (Int.bitWidth - (byteCount - 1).leadingZeroBitCount)
      let step = Swift.max(power / 8, alignment)
      return (byteCount + step - 1) / step * step
    }
  }
}
