import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// Random trees, and random taps of disclosures, expansions set in code and new trees: the list
/// shows what a model of the outline says, reached by inserts, deletes, moves and reconfigures.
@Suite("Outline section: random trees against a model") @MainActor
struct OutlineSectionPropertyTests {
  struct Node: Identifiable, Sendable {
    var id: Int
    var name: String
    var children: [Node]
  }

  /// What the outline shows, worked out from scratch.
  struct Model {
    var roots: [Node]
    var expanded: Set<Int> = []

    /// Each row as the headless host writes it: two spaces a level, the name, the disclosure.
    var lines: [String] {
      var lines: [String] = []
      func append(_ nodes: [Node], depth: Int) {
        for node in nodes {
          let indent = String(repeating: "  ", count: depth)
          let mark = node.children.isEmpty ? "" : expanded.contains(node.id) ? " ▾" : " ▸"
          lines.append(indent + node.name + mark)
          if expanded.contains(node.id) { append(node.children, depth: depth + 1) }
        }
      }
      append(roots, depth: 0)
      return lines
    }

    var ids: Set<Int> {
      var ids: Set<Int> = []
      func collect(_ nodes: [Node]) {
        for node in nodes {
          ids.insert(node.id)
          collect(node.children)
        }
      }
      collect(roots)
      return ids
    }
  }

  /// Makes random trees and changes them, with identities never given twice.
  struct Forest {
    var random: SeededGenerator
    var lastID = 0

    mutating func tree(depth: Int = 0) -> [Node] {
      guard depth < 4 else { return [] }
      return (0..<Int.random(in: 0...3, using: &random)).map { _ in
        lastID += 1
        let id = lastID
        let children = Bool.random(using: &random) ? tree(depth: depth + 1) : []
        return Node(id: id, name: "n\(id)", children: children)
      }
    }

    /// Removes, renames, adds and moves nodes, a moved subtree possibly under another parent.
    mutating func changed(_ roots: [Node]) -> [Node] {
      var loose: [Node] = []
      var changed = changed(roots, depth: 0, loose: &loose)
      for node in loose {
        changed.insert(node, at: Int.random(in: 0...changed.count, using: &random))
      }
      return changed
    }

    private mutating func changed(_ nodes: [Node], depth: Int, loose: inout [Node]) -> [Node] {
      var result: [Node] = []
      for var node in nodes {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: continue
        case 1:
          loose.append(node)
          continue
        case 2: node.name += "'"
        default: break
        }
        node.children = changed(node.children, depth: depth + 1, loose: &loose)
        result.append(node)
      }
      if Int.random(in: 0..<3, using: &random) == 0 {
        let index = Int.random(in: 0...result.count, using: &random)
        result.insert(contentsOf: tree(depth: depth + 1), at: index)
      }
      if !loose.isEmpty, Bool.random(using: &random) {
        result.insert(loose.removeLast(), at: Int.random(in: 0...result.count, using: &random))
      }
      if result.count > 1, Int.random(in: 0..<4, using: &random) == 0 {
        let moved = result.remove(at: Int.random(in: 0..<result.count, using: &random))
        result.insert(moved, at: Int.random(in: 0...result.count, using: &random))
      }
      return result
    }
  }

  @Test("Random expansions and trees show the model's rows", arguments: 0..<100 as Range<UInt64>)
  func randomOutlines(seed: UInt64) throws {
    var forest = Forest(random: SeededGenerator(seed: seed))
    var model = Model(roots: forest.tree())
    let outline = OutlineSection(roots: model.roots, children: \.children) { node in
      RowContent(node.name)
    }
    let root = CompositeController([ContentSection([RowContent("Above")]), outline])
    let list = HeadlessListView(size: CGSize(width: 320, height: 100_000))
    root.attach(to: list)

    var batchesSeen = list.recentBatches.count
    for step in 0..<16 {
      let shown = model.lines
      switch Int.random(in: 0..<4, using: &forest.random) {
      case 0, 1:
        // The user taps the disclosure of a row that has one.
        let rows = shown.indices.filter { shown[$0].hasSuffix("▸") || shown[$0].hasSuffix("▾") }
        guard let row = rows.randomElement(using: &forest.random) else { continue }
        let id = outline.visibleNodes[row].id
        try list.tapOutlineDisclosure(at: ListIndexPath(row: row, section: 1))
        if model.expanded.contains(id) {
          model.expanded.remove(id)
        } else {
          model.expanded.insert(id)
        }
      case 2:
        // Code expands or collapses any node, shown or beneath a collapsed one.
        guard let id = model.ids.randomElement(using: &forest.random) else { continue }
        let isExpanded = Bool.random(using: &forest.random)
        outline.setExpanded(isExpanded, for: id)
        if isExpanded { model.expanded.insert(id) } else { model.expanded.remove(id) }
      default:
        model.roots = forest.changed(model.roots)
        model.expanded.formIntersection(model.ids)
        outline.setRoots(model.roots)
      }
      root.flushUpdates()
      let lines = list.indexPathsForVisibleRows.filter { $0.section == 1 }.map {
        (list.cellForRow(at: $0) as? HeadlessContentCell)?.textDescription ?? "?"
      }
      #expect(lines == model.lines, "seed \(seed), step \(step)")
      #expect(outline.expandedIDs == model.expanded, "seed \(seed), step \(step)")
      #expect(root.diagnostics.isEmpty, "seed \(seed), step \(step): \(root.diagnostics)")
      let reloads = list.recentBatches.dropFirst(batchesSeen).filter {
        !$0.reloadedSections.isEmpty || !$0.reloadedRows.isEmpty
      }
      #expect(reloads.isEmpty, "seed \(seed), step \(step): \(reloads)")
      batchesSeen = list.recentBatches.count
      guard lines == model.lines else { return }
    }
  }
}
