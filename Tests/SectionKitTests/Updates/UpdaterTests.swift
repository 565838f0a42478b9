import Testing

@_spi(Hosting) @testable import SectionKit

/// The updater decides when a change of the list of sections is applied.
///
/// It decides what the change waits for; its source only applies it when told. These tests
/// drive an updater through a source that records what it is told, with no host.
@Suite("Updater: when a change of the list of sections is applied") @MainActor
struct UpdaterTests {
  /// A source that records the changes it is told to apply.
  final class RecordingSource: UpdateSource {
    /// A composite, for its router: the data source a hand-off would give a host.
    let composite = CompositeController()
    var isAttached = false
    var isAnsweringHost = false
    var hostIsAheadOfRequests = false
    /// What the source was told, in order.
    var told: [String] = []

    var listDataSource: any ListDataSource { composite.router }
    func section(of requester: AnyObject) -> Int? { nil }
    func sectionsLeaving() -> [Int] { [] }
    func requester(atSection section: Int) -> AnyObject? { nil }
    func numberOfRows(inSection section: Int) -> Int { 0 }
    func controllerName(ofSection section: Int) -> String? { nil }
    func canAnchorScroll(at indexPath: ListIndexPath) -> Bool { true }
    func decidesScrollAnchors(inSection section: Int) -> Bool { false }
    func willHandOff() {}
    func didHandOff() {}
    func didInsertRows(_ insertions: [Updater.Insertion]) {}

    func applyStructure(animated: Bool, released: [AnyObject]) -> ListBatch.Outcome {
      told.append("apply animated: \(animated), released: \(released.count)")
      return .batched(animated: animated)
    }

    func hostWillLoad() { told.append("host will load") }

    func applyStructureForLoad(released: [AnyObject]) {
      told.append("apply for load, released: \(released.count)")
    }
  }

  /// An updater whose source is `source`.
  static func updater(of source: RecordingSource) -> Updater {
    let updater = Updater()
    updater.source = source
    return updater
  }

  @Test func onAHostTheTurnsChangesWaitAndShareOneApplication() {
    let source = RecordingSource()
    source.isAttached = true
    let updater = Self.updater(of: source)
    var outcomes: [String] = []
    updater.noteStructureChange(animated: false, released: []) { outcomes.append("1: \($0)") }
    updater.noteStructureChange(animated: true, released: []) { outcomes.append("2: \($0)") }
    #expect(updater.isStructureChangeWaiting)
    #expect(updater.hasWaitingChanges)
    #expect(source.told.isEmpty)

    updater.flush()
    #expect(source.told == ["apply animated: true, released: 0"])
    #expect(
      outcomes == [
        "1: \(ListBatch.Outcome.batched(animated: false))",
        "2: \(ListBatch.Outcome.batched(animated: true))",
      ])
    #expect(!updater.isStructureChangeWaiting)
  }

  @Test func onNoHostAChangeAppliesAtOnceWithTheChangesThatWaited() {
    let source = RecordingSource()
    let updater = Self.updater(of: source)
    var order: [Int] = []
    source.isAnsweringHost = true
    updater.noteStructureChange(animated: true, released: []) { _ in order.append(1) }
    #expect(updater.isStructureChangeWaiting, "the host's question comes first")
    source.isAnsweringHost = false
    updater.noteStructureChange(animated: false, released: [source]) { _ in order.append(2) }
    #expect(source.told == ["apply animated: true, released: 1"])
    #expect(order == [1, 2])
    #expect(!updater.isStructureChangeWaiting)
  }

  @Test func aChangeMadeWhileARequestIsBuiltWaitsForIt() {
    let source = RecordingSource()
    let updater = Self.updater(of: source)
    updater.buildingRequest {
      updater.noteStructureChange(animated: true, released: [], completion: nil)
      updater.settleStructure()
      #expect(source.told.isEmpty)
    }
    #expect(updater.isStructureChangeWaiting)
    updater.settleStructure()
    #expect(source.told == ["apply animated: true, released: 0"])
  }

  @Test func aLoadOfTheHostAbsorbsAWaitingChange() {
    let source = RecordingSource()
    source.isAttached = true
    let updater = Self.updater(of: source)
    var outcome: ListBatch.Outcome?
    updater.noteStructureChange(animated: true, released: []) { outcome = $0 }
    updater.absorbIntoLoad()
    #expect(source.told == ["host will load", "apply for load, released: 0"])
    #expect(!updater.isStructureChangeWaiting)
    #expect(outcome == nil, "completed at the next flush")
    updater.flush()
    #expect(outcome == .reloaded)
  }

  @Test func aReloadAskedWhileTheHostAsksWaitsForTheNextFlush() {
    let source = RecordingSource()
    let updater = Self.updater(of: source)
    source.isAnsweringHost = true
    var reloaded = false
    updater.reloadWhenIdle { reloaded = true }
    #expect(!reloaded)
    source.isAnsweringHost = false
    updater.flush()
    #expect(reloaded)
  }
}
