import Foundation

extension Diff {
  /// Lends `body` uninitialized scratch memory of at least `byteCount` bytes, aligned for any
  /// of the diff's working arrays.
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
    byteCount: Int,
    _ body: (UnsafeMutableRawPointer) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(byteCount: Swift.max(byteCount, 1), alignment: 64) { buffer in
      body(buffer.baseAddress.unsafelyUnwrapped)
    }
  }
}
