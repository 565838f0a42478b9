/// The matching of the changed middle region, in positions relative to the region start.
///
/// The arrays live in the diff's scratch memory (see ``Diff/ScratchLayout``) and are valid only
/// while the diff that made them runs. Unmatched positions hold negative values instead of
/// optionals so that the hot loops stay free of optional wrapping, and every value is 32 bits
/// wide to halve the memory walked through.
@usableFromInline
struct MiddleMatching {
  /// For each old middle position, `-2 - n` when it is matched with new middle position `n`;
  /// any value above `-2` when it is deleted.
  ///
  /// While the matching runs, an unmatched position holds the next later old position with
  /// the same identity, or `-1`: the chain that gives the k-th new occurrence of an identity
  /// the k-th old one.
  @usableFromInline
  let links: Diff.ScratchRegion<Int32>

  /// For each new middle position, the matched old middle position, or `-1` when inserted.
  @usableFromInline
  let sources: Diff.ScratchRegion<Int32>

  /// The number of matched pairs.
  @usableFromInline
  var matchedCount: Int

  /// Whether a duplicate identity that has to be reported was detected.
  @usableFromInline
  var hasDuplicates: Bool

  /// Creates a matching over the given arrays, with nothing matched yet.
  @inlinable
  init(links: Diff.ScratchRegion<Int32>, sources: Diff.ScratchRegion<Int32>) {
    self.links = links
    self.sources = sources
    self.matchedCount = 0
    self.hasDuplicates = false
  }

  /// The new middle position matched with old middle position `index`, or `nil`.
  @inlinable
  func target(ofOld index: Int) -> Int? {
    let link = Int(links[index])
    return link <= -2 ? -2 - link : nil
  }
}
