import SectionKitTestSupport
import Testing

@testable import SectionKit

/// The table keyed by objects (the display ledger's cells on screen, the section table's
/// controllers) answers as a dictionary would, through growth, wrap-around and removals in the
/// middle of a run of colliding objects.
@Suite("Object table: an open-addressed table that answers as a dictionary does")
struct ObjectTableTests {
  /// Objects whose identities are the table's keys.
  final class Cell {}

  @Test(arguments: [1 as UInt64, 2, 3, 0xC0FFEE])
  func randomInsertsAndRemovalsMatchADictionary(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let cells = (0..<300).map { _ in Cell() }
    // Two slots at first: it grows seven times, and every run wraps around its end.
    var table = ObjectTable<Int>(capacity: 2)
    var model: [ObjectIdentifier: Int] = [:]
    for step in 0..<20_000 {
      let cell = ObjectIdentifier(cells[Int.random(in: 0..<cells.count, using: &random)])
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        let value = Int.random(in: 0..<1_000, using: &random)
        let replaced = table.updateValue(value, forObject: cell)
        #expect(replaced == model.updateValue(value, forKey: cell), "seed \(seed), step \(step)")
      case 1:
        let removed = table.removeValue(forObject: cell)
        #expect(removed == model.removeValue(forKey: cell), "seed \(seed), step \(step)")
      case 2:
        // Set through the subscript, as the section table files its leaves: `nil` removes.
        let value = Bool.random(using: &random) ? Int.random(in: 0..<1_000, using: &random) : nil
        table[cell] = value
        model[cell] = value
      default:
        #expect(table[cell] == model[cell], "seed \(seed), step \(step)")
      }
      #expect(table.count == model.count, "seed \(seed), step \(step)")
    }
    for cell in cells.map(ObjectIdentifier.init) {
      #expect(table[cell] == model[cell], "seed \(seed): after the run")
    }
  }

  @Test func removingEveryCellEmptiesTheTable() {
    let cells = (0..<100).map { _ in Cell() }
    var table = ObjectTable<Int>()
    for (index, cell) in cells.enumerated() { table.updateValue(index, forObject: .init(cell)) }
    #expect(table.count == 100)
    for (index, cell) in cells.enumerated().reversed() {
      #expect(table.removeValue(forObject: .init(cell)) == index)
    }
    #expect(table.count == 0)
    #expect(cells.allSatisfy { table[ObjectIdentifier($0)] == nil })
  }

  @Test func reservingCapacityKeepsWhatTheTableHolds() {
    let cells = (0..<1_000).map { _ in Cell() }
    var table = ObjectTable<Int>(capacity: 2)
    for (index, cell) in cells.prefix(3).enumerated() { table[ObjectIdentifier(cell)] = index }
    table.reserveCapacity(cells.count)
    #expect(table.count == 3)
    for (index, cell) in cells.enumerated() { table[ObjectIdentifier(cell)] = index }
    #expect(table.count == cells.count)
    #expect(cells.enumerated().allSatisfy { table[ObjectIdentifier($1)] == $0 })
  }

  @Test func removeAllForgetsEveryCell() {
    let cells = (0..<10).map { _ in Cell() }
    var table = ObjectTable<Int>()
    for cell in cells { table.updateValue(1, forObject: .init(cell)) }
    table.removeAll()
    #expect(table.count == 0)
    #expect(cells.allSatisfy { table[ObjectIdentifier($0)] == nil })
    table.updateValue(2, forObject: .init(cells[0]))
    #expect(table[ObjectIdentifier(cells[0])] == 2)
  }
}

/// The table's memory: a copy of a copyable table changes alone, and the values of a table
/// that goes away are released.
@Suite("Object table: copies and lifetimes")
struct ObjectTableLifetimeTests {
  final class Cell {}
  final class Value {}

  @Test func aCopyChangesAlone() {
    let cells = (0..<40).map { _ in Cell() }
    var table = ObjectTable<Int>(capacity: 2)
    for (index, cell) in cells.enumerated() { table[ObjectIdentifier(cell)] = index }
    var copy = table
    copy.removeValue(forObject: ObjectIdentifier(cells[0]))
    copy[ObjectIdentifier(cells[1])] = -1
    table[ObjectIdentifier(cells[2])] = -2
    #expect(table.count == 40 && copy.count == 39)
    #expect(table[ObjectIdentifier(cells[0])] == 0 && copy[ObjectIdentifier(cells[0])] == nil)
    #expect(table[ObjectIdentifier(cells[1])] == 1 && copy[ObjectIdentifier(cells[1])] == -1)
    #expect(table[ObjectIdentifier(cells[2])] == -2 && copy[ObjectIdentifier(cells[2])] == 2)
  }

  @Test func aTableThatFillsGoesStraightToTheRoomItWasGiven() {
    let cells = (0..<200).map { _ in Cell() }
    var slots = ObjectSlots<Int>(capacity: 2, onceGrown: 256)
    slots.updateValue(0, forObject: ObjectIdentifier(cells[0]))
    #expect(slots.capacity == 2, "one object fits in two slots, half full")
    for (index, cell) in cells.enumerated() { slots.updateValue(index, forObject: .init(cell)) }
    #expect(slots.capacity == 512, "256 at the first growth, doubled past 128 objects")
    #expect(cells.enumerated().allSatisfy { slots.value(forObject: .init($1)) == $0 })
  }

  @Test func valuesAreReleasedWithTheTableAndWhenRemoved() {
    let cells = (0..<100).map { _ in Cell() }
    weak var removed: Value?
    weak var kept: Value?
    weak var replaced: Value?
    do {
      var slots = ObjectSlots<Value>(capacity: 2)
      for cell in cells { slots.updateValue(Value(), forObject: ObjectIdentifier(cell)) }
      removed = slots.value(forObject: ObjectIdentifier(cells[0]))
      kept = slots.value(forObject: ObjectIdentifier(cells[1]))
      replaced = slots.value(forObject: ObjectIdentifier(cells[2]))
      slots.removeValue(forObject: ObjectIdentifier(cells[0]))
      slots.updateValue(Value(), forObject: ObjectIdentifier(cells[2]))
      #expect(removed == nil, "a removed value is released")
      #expect(replaced == nil, "a replaced value is released")
      #expect(kept != nil && slots.count == 99)
    }
    #expect(kept == nil, "the values of a table that went away are released")
  }
}
