/// A test element: identity `id`, mutable payload `value`.
struct Item: Hashable, Identifiable, Sendable, CustomStringConvertible {
  var id: Int
  var value: Int

  init(_ id: Int, _ value: Int = 0) {
    self.id = id
    self.value = value
  }

  var description: String { "\(id):\(value)" }
}
