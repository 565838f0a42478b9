import Foundation
import SectionKit
import SectionKitTestSupport
import Testing

/// The model of a screen: the root's children, each a section or a group of sections (a
/// nested composite), mirrored by the real composites.
@MainActor
final class PipelineModel {
  enum Child {
    case section(ItemsSection)
    case group(CompositeController, [ItemsSection])
  }

  var random: SeededGenerator
  var children: [Child] = []
  let root = CompositeController()
  let list: HeadlessListView
  var counter = 0

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    list = HeadlessListView(
      size: CGSize(width: 320, height: CGFloat(Int.random(in: 1...12, using: &random) * 40)))
    root.onDiagnostic = { _ in }
    root.attach(to: list)
    for _ in 0..<Int.random(in: 0...4, using: &random) { insertChild() }
  }

  func fresh(_ prefix: String) -> String {
    counter += 1
    return "\(prefix)\(counter)"
  }

  func newSection() -> ItemsSection {
    let name = fresh("s")
    return ItemsSection(
      name, (0..<Int.random(in: 0...6, using: &random)).map { _ in fresh(name + ".") })
  }

  var sections: [ItemsSection] {
    children.flatMap { child -> [ItemsSection] in
      switch child {
      case .section(let section): return [section]
      case .group(_, let sections): return sections
      }
    }
  }

  /// What the host must show: every row of every section, in order.
  var expectedRows: [String] { sections.flatMap(\.items) }

  func insertChild() {
    let index = Int.random(in: 0...children.count, using: &random)
    if Bool.random(using: &random) {
      let section = newSection()
      children.insert(.section(section), at: index)
      root.insert(section, at: index)
    } else {
      let sections = (0..<Int.random(in: 0...3, using: &random)).map { _ in newSection() }
      let group = CompositeController(sections)
      children.insert(.group(group, sections), at: index)
      root.insert(group, at: index)
    }
  }

  func step() {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: insertChild()
    case 1 where !children.isEmpty:
      let index = Int.random(in: 0..<children.count, using: &random)
      children.remove(at: index)
      root.remove(at: index)
    case 2 where children.count > 1:
      let from = Int.random(in: 0..<children.count, using: &random)
      let to = Int.random(in: 0..<children.count, using: &random)
      children.insert(children.remove(at: from), at: to)
      root.move(from: from, to: to)
    case 3:
      changeGroup()
    default:
      for section in sections where Int.random(in: 0..<3, using: &random) == 0 {
        changeRows(of: section)
      }
      root.flushUpdates()
    }
    list.scroll(
      toOffset: CGFloat(Int.random(in: 0...max(0, expectedRows.count * 44), using: &random)))
  }

  /// Inserts, removes or moves a section inside a nested composite.
  func changeGroup() {
    guard
      let index = children.indices.filter({ if case .group = children[$0] { true } else { false } })
        .randomElement(using: &random), case .group(let group, var sections) = children[index]
    else { return insertChild() }
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      let section = newSection()
      let at = Int.random(in: 0...sections.count, using: &random)
      sections.insert(section, at: at)
      group.insert(section, at: at)
    case 1 where !sections.isEmpty:
      let at = Int.random(in: 0..<sections.count, using: &random)
      sections.remove(at: at)
      group.remove(at: at)
    default:
      sections.shuffle(using: &random)
      group.setChildren(sections)
    }
    children[index] = .group(group, sections)
  }

  /// Changes a section's rows in one or several requests of the same turn.
  func changeRows(of section: ItemsSection) {
    let context = section.context
    if Bool.random(using: &random), !section.items.isEmpty {
      // Several requests: deletes and reconfigures first, then one request per insert.
      let deleted = Set(
        section.items.indices.filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
      let remaining = section.items.indices.filter { !deleted.contains($0) }
      let reconfigured = remaining.filter { _ in Bool.random(using: &random) }
      context?.performBatch { batch in
        for row in reconfigured { section.items[row] += "'" }
        for row in deleted.sorted(by: >) { section.items.remove(at: row) }
        batch.deleteRows(at: Array(deleted))
        batch.reconfigureRows(at: reconfigured)
      }
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let at = Int.random(in: 0...section.items.count, using: &random)
        let item = fresh(section.name + ".")
        context?.performBatch { batch in
          section.items.insert(item, at: at)
          batch.insertRows(at: [at])
        }
      }
      return
    }
    // One request derived from a diff: deletes, inserts, moves and reloads of changed rows.
    var new = section.items
    new.shuffle(using: &random)
    new.removeLast(Int.random(in: 0...new.count, using: &random) / 2)
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      new.insert(fresh(section.name + "."), at: Int.random(in: 0...new.count, using: &random))
    }
    let changes = Diff.changes(fromIdentities: section.items, to: new)
    let moved = Set(changes.moves.map(\.from))
    let kept = section.items.indices.filter { changes.oldToNew[$0] != nil && !moved.contains($0) }
    let reloaded = kept.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
    context?.performBatch { batch in
      section.items = new
      for old in reloaded {
        if let index = changes.oldToNew[old] ?? nil { section.items[index] += "*" }
      }
      batch.deleteRows(at: changes.deletes)
      batch.insertRows(at: changes.inserts)
      for move in changes.moves { batch.moveRow(from: move.from, to: move.to) }
      batch.reloadRows(at: reloaded)
    }
  }

  /// The rows the host shows, and the rows the model says it must show at the same offset.
  func comparison() -> (shown: [String], expected: [String]) {
    let rows = expectedRows
    let first = Int((list.contentOffset.y / 44).rounded(.down))
    let last = Int(((list.contentOffset.y + list.size.height) / 44).rounded(.up))
    let expected = rows.isEmpty ? [] : Array(rows[min(first, rows.count)..<min(last, rows.count)])
    let shown = list.indexPathsForVisibleRows.compactMap {
      (list.cellForRow(at: $0) as? LabelCell)?.text
    }
    return (shown, expected)
  }
}

@Suite("The update pipeline against a model") @MainActor
struct PipelineModelTests {
  /// 10 × 1,000 seeded sequences of 6 steps each.
  @Test("Random sequences of structure and row changes", arguments: 0..<10 as Range<UInt64>)
  func randomSequences(block: UInt64) {
    for offset in 0..<1_000 as Range<UInt64> {
      let seed = block * 1_000 + offset
      let model = PipelineModel(seed: seed)
      for step in 0..<6 {
        model.step()
        let (shown, expected) = model.comparison()
        guard shown == expected, model.root.diagnostics.isEmpty,
          model.list.rowCounts == model.sections.map(\.items.count),
          model.list.reloadCount == 1
        else {
          Issue.record(
            """
            seed \(seed), step \(step): shown \(shown), expected \(expected), \
            diagnostics \(model.root.diagnostics), reloads \(model.list.reloadCount)
            """)
          return
        }
      }
    }
  }
}
