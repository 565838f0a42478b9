import Foundation
import SectionKitTestSupport
import Testing

/// The updater's queue is the updater's own: the rest of the core says what it wants through
/// the updater's methods ("note a change of the list of sections", "reload when idle"), never
/// by reaching into the queue.
///
/// The compiler keeps the queue `private` to `Updates/Updater.swift`; this check also keeps
/// the queue's type out of every other room, since Swift cannot hide a type from the rest of
/// its module.
@Suite("Architecture: the updater owns its queue")
struct UpdaterQueueTests {
  /// The uses of the queue outside `Updates/`, as `Room/File: what`.
  ///
  /// - Parameter files: Each file's room, name and source.
  /// - Returns: The breaches, in the files' order.
  static func breaches(in files: [(room: String, name: String, text: String)]) -> [String] {
    var breaches: [String] = []
    for file in files where file.room != "Updates" {
      let code = Sources.strippingCommentsAndStrings(file.text)
      if code.contains(".queue.") || code.contains("updater.queue") {
        breaches.append("\(file.room)/\(file.name): reaches into the updater's queue")
      }
      if Sources.names(in: code).contains("UpdateQueue") {
        breaches.append("\(file.room)/\(file.name): names UpdateQueue")
      }
    }
    return breaches
  }

  @Test func noRoomButUpdatesReachesTheQueue() throws {
    let manager = FileManager.default
    var files: [(room: String, name: String, text: String)] = []
    let rooms = try manager.contentsOfDirectory(atPath: Sources.root.path)
    for room in rooms.sorted() where !room.hasSuffix(".docc") {
      let folder = Sources.root.appendingPathComponent(room)
      guard let enumerator = manager.enumerator(atPath: folder.path) else { continue }
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        files.append((room, (path as NSString).lastPathComponent, text))
      }
    }
    try #require(files.count > 100, "\(files.count) files found at \(Sources.root.path)")
    let breaches = Self.breaches(in: files)
    #expect(breaches.isEmpty, "\(breaches.joined(separator: "\n"))")
  }

  @Test func theCheckSeesAReachIntoTheQueue() {
    let files: [(room: String, name: String, text: String)] = [
      ("Composition", "A.swift", "func f() { root.updater.queue.structure = nil }"),
      ("Composition", "B.swift", "func g(_ s: UpdateQueue.Structure) {}"),
      ("Composition", "C.swift", "// updater.queue.structure, in a comment\nlet queue = 1"),
      ("Updates", "Updater.swift", "func h() { self.queue.structure = nil }"),
    ]
    #expect(
      Self.breaches(in: files) == [
        "Composition/A.swift: reaches into the updater's queue",
        "Composition/B.swift: names UpdateQueue",
      ])
  }
}
