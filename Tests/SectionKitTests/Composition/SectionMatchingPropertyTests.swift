import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// The composite matches sections while it rebuilds its table, without the diff; its batch
/// must be the one the diff of the section identities gives.
@Suite("Composite structure: section batches against the diff of identities") @MainActor
struct SectionMatchingPropertyTests {
  /// A section's identity as the diff sees it (`RecordingSection` keeps the default, the
  /// instance).
  func identity(_ controller: SectionController) -> AnyHashable {
    (controller as? NamedSection)?.name ?? AnyHashable(ObjectIdentifier(controller))
  }

  @Test("Random changes of children give the diff's batch", arguments: 0..<150 as Range<UInt64>)
  func randomChildren(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var counter = 0
    func newSection() -> SectionController {
      counter += 1
      let name = "s\(counter)"
      return Bool.random(using: &random)
        ? NamedSection(name) : RecordingSection(name, rows: 1)
    }
    let old = (0..<Int.random(in: 0...25, using: &random)).map { _ in newSection() }
    let root = CompositeController(old)
    let list = HeadlessListView(size: CGSize(width: 320, height: 400))
    root.attach(to: list)
    let contexts = old.map { root.context(for: $0) }

    var new = old.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      new.insert(newSection(), at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...4, using: &random) where !new.isEmpty {
      let moved = new.remove(at: Int.random(in: 0..<new.count, using: &random))
      new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
    }
    // A new instance under an old name takes the old one's place.
    var replacements: Set<AnyHashable> = []
    for index in new.indices where Int.random(in: 0..<6, using: &random) == 0 {
      guard let named = new[index] as? NamedSection else { continue }
      new[index] = NamedSection(named.name)
      replacements.insert(named.name)
    }

    let batches = list.batchCount
    root.setChildren(new)
    root.flushUpdates()

    let changes = Changeset(fromIdentities: old.map(identity), to: new.map(identity))
    let reloaded = Set(old.indices.filter { replacements.contains(identity(old[$0])) })
    let expected = ListBatch(sectionChanges: changes, reloading: reloaded)
    if expected.isEmpty {
      #expect(list.batchCount == batches, "seed \(seed): no change, no batch")
    } else {
      #expect(list.lastBatch == expected, "seed \(seed)")
    }
    #expect(list.reloadCount == 1, "seed \(seed): the batch was refused")
    #expect(list.numberOfSections == new.count, "seed \(seed)")
    for (index, controller) in old.enumerated() {
      let stays = new.contains { $0 === controller }
      #expect(
        (contexts[index]?.section != nil) == stays,
        "seed \(seed): section \(index) is detached exactly when it leaves")
      if stays { #expect(root.context(for: controller) === contexts[index], "seed \(seed)") }
    }
  }
}
