extension Diff {
  /// The largest list the diff accepts: positions and table references are stored in 30 bits.
  @inlinable
  static var maximumCount: Int { 1 << 30 - 1 }
}
