import Foundation

/// What an ``Updater`` asks of the list whose updates it hands to the host: where the sections
/// that asked stand now, in the list's coordinates, and the changes of the list of sections
/// only the list can apply.
///
/// The source translates and rebuilds; the updater owns the rest: the queue, when a change
/// waits and what it waits for, the batch it builds, its checks, the hand-off and the
/// completions.
@MainActor
protocol UpdateSource: AnyObject {
  /// The data source the host asks, answering with the new state.
  var listDataSource: any ListDataSource { get }

  /// Where a section that asked for updates stands in the list now.
  ///
  /// - Parameter requester: The section, as the source queued it.
  /// - Returns: Its index in the list, or `nil` when it left the list.
  func section(of requester: AnyObject) -> Int?

  /// The sections of the list the host shows whose controllers left the list in the change of
  /// the list of sections that waits in the queue: their requests go no further, and the
  /// change deletes them. Asked only while a change waits.
  ///
  /// - Returns: The sections, in order.
  func sectionsLeaving() -> [Int]

  /// The section at an index of the list, as requests of it are queued.
  ///
  /// - Parameter section: A section index of the list the host shows.
  /// - Returns: The section, or `nil` when there is none.
  func requester(atSection section: Int) -> AnyObject?

  /// The row count a section's controller gives now.
  ///
  /// - Parameter section: A section index of the list.
  /// - Returns: The count.
  func numberOfRows(inSection section: Int) -> Int

  /// The name of the controller that owns a section, for diagnostics.
  ///
  /// - Parameter section: A section index of the list the host shows.
  /// - Returns: The name, or `nil` when no controller owns the section.
  func controllerName(ofSection section: Int) -> String?

  /// Whether a row may be the row a batch keeps in place on screen
  /// (``SectionScrollAnchors``).
  ///
  /// - Parameter indexPath: The row, in the list the host shows after the batch.
  /// - Returns: `false` for a row its section refuses as an anchor.
  func canAnchorScroll(at indexPath: ListIndexPath) -> Bool

  /// Whether a section's controller says which of its rows may hold the scroll position
  /// (adopts ``SectionScrollAnchors``): a row it takes from the top of the screen is taken to
  /// be one that may not (a loading row leaving as the last page lands).
  ///
  /// - Parameter section: A section, in the list the host shows after the batch.
  /// - Returns: Whether the section's controller adopts the capability.
  func decidesScrollAnchors(inSection section: Int) -> Bool

  /// The host is about to be handed a batch or reloaded: the source notes what the host
  /// selects, which the hand-off may drop.
  func willHandOff()

  /// The host applied a batch or reloaded: the source selects again what the host dropped and
  /// it can find by identity.
  func didHandOff()

  /// Whether the host shows a change of the list of sections the requests do not know of yet
  /// (a row the user moved into another section): the change then goes to the host first.
  var hostIsAheadOfRequests: Bool { get }

  /// Applies a change of the list of sections: the source rebuilds its sections and hands
  /// the host the batch of section changes.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - released: What the change took out of the source's tree, which stands on its own once
  ///     the change is applied.
  /// - Returns: How the change reached the list.
  func applyStructure(animated: Bool, released: [AnyObject]) -> ListBatch.Outcome

  /// The host is about to load the list outside a batch (attaching, a reload): the source
  /// forgets what the host did on its own (a row the user moved), which the load replaces.
  func hostWillLoad()

  /// Applies a change of the list of sections that waited, for a load of the host to show: the
  /// source rebuilds its sections and hands the host no batch.
  ///
  /// - Parameter released: What the change took out of the source's tree.
  func applyStructureForLoad(released: [AnyObject])

  /// Whether a host shows the list: the changes of the list of sections of a turn then wait
  /// for its end, and share one batch.
  var isAttached: Bool { get }

  /// Whether the host is in the middle of a question or of its layout: no batch may reach it.
  var isAnsweringHost: Bool { get }

  /// Tells the sections that inserted rows in a batch the host has just applied, before anyone
  /// else hears of the batch: the source asks what VoiceOver reads of them, and posts it.
  ///
  /// - Parameter insertions: Each section's inserted rows, in the order the requests were
  ///   first made; none empty.
  func didInsertRows(_ insertions: [Updater.Insertion])
}
