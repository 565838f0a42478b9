#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import SectionKit
  import SectionKitHeadless
  import SectionKitTestSupport
  import Testing

  /// Not a `HeadlessCell`: a headless host cannot hold it.
  final class ForeignCell: Reusable {}

  final class ForeignCellSection: SectionController {
    override func numberOfRows(in context: SectionContext) -> Int { 1 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: ForeignCell.self, for: row)
    }
  }

  /// Keeps its context and dequeues from outside a cell request.
  final class EagerSection: SectionController {
    var kept: SectionContext?
    override func numberOfRows(in context: SectionContext) -> Int { 1 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(ofType: LabelCell.self, for: row)
    }
    override func didAttach(to context: SectionContext) { kept = context }
  }

  final class ClaimingCellA: HeadlessCell {
    override class var reuseIdentifier: String { "Shared" }
  }
  final class ClaimingCellB: HeadlessCell {
    override class var reuseIdentifier: String { "Shared" }
  }

  final class CollidingSection: SectionController {
    override func numberOfRows(in context: SectionContext) -> Int { 2 }
    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      row == 0
        ? context.dequeueReusableCell(ofType: ClaimingCellA.self, for: row)
        : context.dequeueReusableCell(ofType: ClaimingCellB.self, for: row)
    }
  }

  @Suite("Reuse misuse stops with a message that says how to fix it")
  struct ReuseMisuseExitTests {
    @Test func aTypeTheHostCannotHold() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let root = CompositeController([ForeignCellSection()])
          let host = HeadlessListView()
          root.attach(to: host)
        }
      }
      let message = standardError(result)
      #expect(
        message.contains(
          "ForeignCellSection asked for a cell of type 'SectionKitTests.ForeignCell'"))
      #expect(message.contains("HeadlessListView holds only subclasses of 'HeadlessCell'"))
    }

    @Test func dequeuingOutsideACellRequest() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let section = EagerSection()
          let root = CompositeController([section])
          let host = HeadlessListView()
          root.attach(to: host)
          _ = section.kept?.dequeueReusableCell(ofType: LabelCell.self, for: 0)
        }
      }
      let message = standardError(result)
      #expect(
        message.contains("EagerSection dequeued a cell of type 'SectionKitTestSupport.LabelCell'"))
      #expect(message.contains("outside a request from the host"))
    }

    @Test func twoTypesClaimingOneIdentifier() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let root = CompositeController([CollidingSection()])
          let host = HeadlessListView()
          root.attach(to: host)
        }
      }
      let message = standardError(result)
      #expect(
        message.contains("'SectionKitTests.ClaimingCellB' and 'SectionKitTests.ClaimingCellA'"))
      #expect(message.contains("reuse identifier 'Shared'"))
    }
  }
#endif
