import Foundation
import SectionKit
import SectionKitHeadless
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
  /// Every section ever made, removed ones included: each must have ended every display.
  var everySection: [ItemsSection] = []
  /// The reloads the steps asked the host for (the first load included).
  var expectedReloads = 1

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

  func newSection(named name: String? = nil) -> ItemsSection {
    let name = name ?? fresh("s")
    let section = ItemsSection(
      name, (0..<Int.random(in: 0...6, using: &random)).map { _ in fresh(name + ".") })
    everySection.append(section)
    return section
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
    switch Int.random(in: 0..<16, using: &random) {
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
    case 4 where !children.isEmpty:
      replaceUnderTheSameIdentity()
    case 5:
      requestFromACompletion()
    case 6:
      // A load of the host while requests are queued: it shows them, nothing is applied twice.
      for section in sections where Bool.random(using: &random) { changeRows(of: section) }
      list.reloadData()
      expectedReloads += 1
    case 7:
      tapARow()
    case 8:
      // Requests from display callbacks: the next display of a row of the section appends one.
      for section in sections where Bool.random(using: &random) {
        section.onWillDisplay = { [unowned self, unowned section] _ in
          section.onWillDisplay = nil
          appendRow(to: section)
        }
      }
    case 9:
      // A change of the list of sections from a completion, after a request of another.
      if let section = sections.randomElement(using: &random) {
        section.context.performBatch(
          updates: { _ in }, completion: { [unowned self] _ in insertChild() })
      } else {
        insertChild()
      }
    default:
      for section in sections where Int.random(in: 0..<3, using: &random) == 0 {
        changeRows(of: section)
      }
    }
    root.flushUpdates()
    list.scroll(
      toOffset: CGFloat(Int.random(in: 0...max(0, expectedRows.count * 44), using: &random)))
    // Requests from display callbacks of the last batch wait for the end of the turn; the
    // hooks fire once, so a few flushes settle the list.
    for _ in 0..<8 { root.flushUpdates() }
  }

  /// Appends a row to a section through a request.
  func appendRow(to section: ItemsSection) {
    let item = fresh(section.name + ".")
    section.context.performBatch { batch in
      section.items.append(item)
      batch.insertRows(at: [section.items.count - 1])
    }
  }

  /// A new controller instance under the identity of an old one: the section is reloaded.
  func replaceUnderTheSameIdentity() {
    let index = Int.random(in: 0..<children.count, using: &random)
    switch children[index] {
    case .section(let old):
      let new = newSection(named: old.name)
      children[index] = .section(new)
      root.replace(at: index, with: new)
    case .group(let group, var members):
      guard let at = members.indices.randomElement(using: &random) else { return }
      let new = newSection(named: members[at].name)
      members[at] = new
      group.replace(at: at, with: new)
      children[index] = .group(group, members)
    }
  }

  /// A request whose completion asks for another, in another section.
  func requestFromACompletion() {
    guard let first = sections.randomElement(using: &random),
      let second = sections.randomElement(using: &random)
    else { return insertChild() }
    let item = fresh(first.name + ".")
    first.context.performBatch(
      updates: { batch in
        first.items.insert(item, at: 0)
        batch.insertRows(at: [0])
      }, completion: { [unowned self] _ in appendRow(to: second) })
  }

  /// A user taps a visible row; a top-level section may remove itself when tapped.
  func tapARow() {
    guard let path = list.indexPathsForVisibleRows.randomElement(using: &random) else { return }
    let tapped = sections[path.section]
    if Bool.random(using: &random),
      let index = children.firstIndex(where: {
        if case .section(let section) = $0 { section === tapped } else { false }
      })
    {
      tapped.onSelect = { [unowned self] _ in
        children.remove(at: index)
        root.remove(at: index)
      }
    }
    try? list.tapRow(at: path)
    tapped.onSelect = nil
  }

  /// What broke the pairing of display events: errors the controllers saw, removed sections
  /// that still count cells as displayed, and cells on screen no controller counts.
  func pairingProblems() -> [String] {
    var problems = everySection.flatMap(\.pairingErrors)
    let current = Set(sections.map(ObjectIdentifier.init))
    for section in everySection where !current.contains(ObjectIdentifier(section)) {
      if !section.displayedCells.isEmpty {
        problems.append("\(section.name) was removed with \(section.displayedCells.count) cells")
      }
    }
    let onScreen = Set(list.visibleCellsInOrder.map(ObjectIdentifier.init))
    let counted = sections.reduce(into: Set<ObjectIdentifier>()) { $0.formUnion($1.displayedCells) }
    if onScreen != counted {
      problems.append("\(onScreen.count) cells on screen, \(counted.count) counted as displayed")
    }
    return problems
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
      context.performBatch { batch in
        for row in reconfigured { section.items[row] += "'" }
        for row in deleted.sorted(by: >) { section.items.remove(at: row) }
        batch.deleteRows(at: Array(deleted))
        batch.reconfigureRows(at: reconfigured)
      }
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let at = Int.random(in: 0...section.items.count, using: &random)
        let item = fresh(section.name + ".")
        context.performBatch { batch in
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
    let changes = Changeset(fromIdentities: section.items, to: new)
    let moved = Set(changes.moves.map(\.from))
    let kept = section.items.indices.filter { changes.oldToNew[$0] != nil && !moved.contains($0) }
    let reloaded = kept.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
    context.performBatch { batch in
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
  /// 10 × 500 seeded sequences of 8 steps each: 40,000 steps.
  ///
  /// Structure changes (inserts,
  /// deletes, moves, replacements under the same identity, nested changes), row requests
  /// (single and several per turn), requests from completions and from display callbacks, a
  /// change of the list of sections from a completion, loads of the host with requests queued,
  /// taps (a section may remove itself) and scrolling. After every step the host shows the
  /// model, every display began at a controller ended at that controller, and nothing fell
  /// back to a reload.
  @Test("Random sequences of structure and row changes", arguments: 0..<10 as Range<UInt64>)
  func randomSequences(block: UInt64) {
    for offset in 0..<500 as Range<UInt64> {
      let seed = block * 500 + offset
      let model = PipelineModel(seed: seed)
      for step in 0..<8 {
        model.step()
        let (shown, expected) = model.comparison()
        let pairing = model.pairingProblems()
        guard shown == expected, model.root.diagnostics.isEmpty, pairing.isEmpty,
          model.list.rowCounts == model.sections.map(\.items.count),
          model.list.reloadCount == model.expectedReloads
        else {
          Issue.record(
            """
            seed \(seed), step \(step): shown \(shown), expected \(expected), \
            diagnostics \(model.root.diagnostics), display pairing \(pairing), \
            reloads \(model.list.reloadCount) (expected \(model.expectedReloads))
            """)
          return
        }
      }
    }
  }
}
