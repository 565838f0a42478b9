/// Attaching a composite to a host, one composite per host and one host per composite.
extension CompositeController {
  /// The composite attached to each host, to detach it when another one is attached there.
  private static var attachedByHost: [ObjectIdentifier: WeakComposite] = [:]

  /// Makes this composite the data source and delegate of a host, and loads it.
  ///
  /// Only a root composite can be attached; the composite holds the host weakly. A composite
  /// drives one host at a time: attaching it to another host detaches it from the first, which
  /// then shows nothing. A host shows one composite at a time: attaching another composite to
  /// it detaches the one it showed (whose contexts then act on no list). Requests queued before
  /// are shown by the load, not applied again.
  ///
  /// - Parameter host: The list host.
  public func attach(to host: any ListHost) {
    if parent != nil {
      misuse(
        "SectionKit: attach the root CompositeController to a host, not one nested in another.")
    }
    if needsTable { rebuildTable() }
    detach()
    let id = ObjectIdentifier(host)
    if let previous = Self.attachedByHost[id]?.composite, previous !== self {
      // One list, one data source: the composite that showed it lets go.
      previous.detach()
    }
    Self.attachedByHost[id] = WeakComposite(self)
    self.host = host
    updater.host = host
    reuse.bind(to: host.reuseHost)
    router.isAttached = true
    host.connect(dataSource: router, delegate: router)
    host.emptyState = shownWhenEmpty
    host.listHeader = shownAroundSections.header
    host.listFooter = shownAroundSections.footer
    handSelectionMode(to: host)
  }

  /// Disconnects the composite from its host.
  public func detach() {
    if let host {
      let id = ObjectIdentifier(host)
      if Self.attachedByHost[id]?.composite === self { Self.attachedByHost[id] = nil }
    }
    host?.emptyState = nil
    host?.listHeader = nil
    host?.listFooter = nil
    // The host ends no display when it is disconnected, but the working range is the
    // composite's own: every section in it exits.
    router.leaveWorkingRange()
    host?.connect(dataSource: nil, delegate: nil)
    router.ledger.removeAll()
    if !router.isAnswering { router.ledger.releaseRetired() }
    router.indexTitleSections = []
    router.selection.forget()
    router.multipleSelection = nil
    host = nil
    updater.host = nil
    router.isAttached = false
    reuse.bind(to: nil)
  }
}

/// A composite held weakly, in the registries that tie a host or a controller to one tree.
struct WeakComposite {
  weak var composite: CompositeController?
  init(_ composite: CompositeController) { self.composite = composite }
}
