@_spi(Hosting) import SectionKit

/// The registrations and the idle views of one kind of reusable view of ``HeadlessListView``:
/// classes by identifier, and views waiting to be handed out again.
@MainActor
struct ReusePool<View: HeadlessView> {
  /// UIKit's wording for the view kind in "unable to dequeue a … with identifier …".
  let noun: String
  private var classes: [String: View.Type] = [:]
  private var idle: [String: [View]] = [:]
  /// How many views the pool has created.
  private(set) var createdCount = 0
  /// How many views wait to be reused.
  private(set) var idleCount = 0

  init(noun: String) { self.noun = noun }

  /// The identifiers registered.
  var identifiers: Set<String> { Set(classes.keys) }

  mutating func register(_ type: View.Type, identifier: String) {
    classes[identifier] = type
  }

  /// An idle view after `prepareForReuse()`, or a new one.
  mutating func dequeue(_ identifier: String) throws(HostError) -> View {
    // No lookup while nothing waits: a list's first layout makes every view it shows.
    if idleCount > 0, let view = idle[identifier]?.popLast() {
      idleCount -= 1
      view.reuseCount += 1
      view.prepareForReuse()
      return view
    }
    guard let viewClass = classes[identifier] else {
      throw HostError(
        """
        unable to dequeue a \(noun) with identifier \(identifier) - must register a nib or a \
        class for the identifier or connect a prototype cell in a storyboard
        """)
    }
    createdCount += 1
    let view = viewClass.init()
    view.reuseIdentifier = identifier
    return view
  }

  /// Puts a view back, to be handed out by the next dequeue of its identifier.
  mutating func enqueue(_ view: View) {
    guard let identifier = view.reuseIdentifier else { return }
    idle[identifier, default: []].append(view)
    idleCount += 1
  }
}
