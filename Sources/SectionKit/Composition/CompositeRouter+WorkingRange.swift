import Foundation

/// The working range, measured from the host's geometry and told to the section controllers.
extension CompositeRouter {
  /// Measures the working range again when the host's viewport or layout changed.
  package func viewportDidChange() {
    measureWorkingRange()
    tellViewportObservers()
  }

  /// Calls the sections that watch the viewport (a paged section measuring its end), in no
  /// particular order; a change of the list they ask for waits, as during layout.
  ///
  /// - Complexity: O(w), w being the number of watching sections.
  private func tellViewportObservers() {
    guard isAttached, !viewportObservers.isEmpty else { return }
    let observers = Array(viewportObservers.values)
    answeringLayout {
      for observer in observers { observer() }
    }
  }

  /// Asks the host which sections are within the working range and tells the controllers that
  /// left it, then those that came.
  ///
  /// Nothing happens while the range is off, the composite is not attached, or the host's list
  /// is not the composite's (a host behind a change of the list of sections is measured again
  /// once it applied it).
  ///
  /// - Complexity: The host's measure, plus O(m + s log s) (see ``WorkingRange``).
  func measureWorkingRange() {
    guard workingRange.isOn, isAttached, let host = composite.host,
      host.numberOfSections == table.count
    else { return }
    let near = host.sections(nearViewport: workingRange.screens).compactMap { table.leaf(at: $0) }
    let (exited, entered) = workingRange.measure(near: near, shown: ledger.shownLeaves)
    answeringLayout {
      for leaf in exited { leaf.capabilities.workingRange?.didExitWorkingRange(in: leaf.context) }
      for leaf in entered {
        leaf.capabilities.workingRange?.willEnterWorkingRange(in: leaf.context)
      }
    }
  }

  /// Tells every controller in the working range that it exited, and empties it: the range was
  /// turned off or the composite is detached.
  func leaveWorkingRange() {
    let exited = workingRange.removeAll()
    answeringLayout {
      for leaf in exited { leaf.capabilities.workingRange?.didExitWorkingRange(in: leaf.context) }
    }
  }

  /// Enters a section into the working range before its section display begins, if it was not
  /// in it (a jump, or a host that measured nothing yet).
  func enterWorkingRange(beforeDisplaying leaf: Leaf) {
    guard workingRange.isOn, workingRange.enter(leaf) else { return }
    leaf.capabilities.workingRange?.willEnterWorkingRange(in: leaf.context)
  }

  /// Takes a section out of the working range after its section display ended, unless the host
  /// last measured it within the range.
  func leaveWorkingRange(afterDisplaying leaf: Leaf) {
    guard workingRange.isOn, workingRange.leaveUnlessMeasured(leaf) else { return }
    leaf.capabilities.workingRange?.didExitWorkingRange(in: leaf.context)
  }
}
