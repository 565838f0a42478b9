extension CompositeRouter: ListDataSource {
  /// Applies the turn's pending changes (the composite's ``CompositeController/flushUpdates()``).
  package func finishTurn() {
    if isAttached { composite.flushUpdates() }
  }

  /// The number of sections of the whole tree.
  ///
  /// A host that asks outside a batch is loading (a reload, or its first load): what it loads
  /// shows every request still queued, so those requests are folded into the load, and their
  /// completions run as ``ListBatch/Outcome/reloaded`` at the next flush.
  ///
  /// - Returns: The section count.
  package func numberOfSections() -> Int {
    composite.updater.absorbIntoLoad()
    return table.count
  }

  /// Asks the owning controller for its row count.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The row count.
  /// - Complexity: O(1) plus the controller's own work.
  @inline(__always)
  package func numberOfRows(inSection section: Int) -> Int {
    checkSection(section)
    let route = routes[section]
    routingDepth &+= 1
    let count = route.numberOfRows()
    routingDepth &-= 1
    if count < 0 { negativeRowCount(count, inSection: section) }
    return count
  }

  /// Stops on a controller that answers a negative row count.
  @inline(never)
  func negativeRowCount(_ count: Int, inSection section: Int) -> Never {
    misuse(
      """
      SectionKit: \(table[section].context.controllerName) (section \(section)) has \(count) \
      rows; numberOfRows(in:) must return 0 or more.
      """)
  }

  /// Asks the owning controller for the cell of its local row.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: The cell the controller dequeued and configured.
  /// - Complexity: O(1) plus the controller's own work.
  @inline(__always)
  package func cell(at indexPath: ListIndexPath) -> any Reusable {
    if !isAttached {
      misuse("SectionKit: attach the CompositeController to a host before asking it for cells.")
    }
    let section = indexPath.section
    checkSection(section)
    let route = routes[section]
    let reuse = self.reuse
    guard reuse.isIdle else { return nestedCell(at: indexPath) }
    reuse.beginCellRequest(at: indexPath)
    let cell = route.cell(at: indexPath.row)
    reuse.endCellRequest()
    return cell
  }

  /// Asks a controller for the cell of a row while another request is being answered (a
  /// controller's answer asked the host, which asks again): the outer request is restored
  /// after.
  ///
  /// - Parameter indexPath: The row's position, a section of the list.
  /// - Returns: The cell the controller dequeued and configured.
  @inline(never)
  func nestedCell(at indexPath: ListIndexPath) -> any Reusable {
    let route = routes[indexPath.section]
    return reuse.withRequest(.init(indexPath: indexPath, supplementaryKind: nil)) {
      route.cell(at: indexPath.row)
    }
  }

  /// Asks the owning controller for its header title.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The title, or `nil`.
  /// - Complexity: O(1) plus the controller's own work.
  package func titleForHeader(inSection section: Int) -> String? {
    checkSection(section)
    return routes[section].title(header: true)
  }

  /// Asks the owning controller for its footer title.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The title, or `nil`.
  /// - Complexity: O(1) plus the controller's own work.
  package func titleForFooter(inSection section: Int) -> String? {
    checkSection(section)
    return routes[section].title(header: false)
  }

  /// Whether the list may let the user edit a row: the owning controller's answer, or `true`
  /// when the controller offers swipe actions for the row.
  ///
  /// UIKit asks for a row's swipe actions only when its data source lets the row be edited; a
  /// controller that offers swipe actions and says nothing about editing must still show them.
  /// Such a row gets no editing control (see ``editingStyle(forRowAt:)``).
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: Whether the row is editable.
  package func canEditRow(at indexPath: ListIndexPath) -> Bool {
    route(indexPath, .editing, else: false) { $0.editing!.canEditRow(at: $1, in: $2) }
      || route(indexPath, .swipeActions, else: false) { capabilities, row, context in
        capabilities.swipeActions!.leadingSwipeActions(forRow: row, in: context) != nil
          || capabilities.swipeActions!.trailingSwipeActions(forRow: row, in: context) != nil
      }
  }

  /// Asks the owning controller whether its row can be moved; the only row of a section its
  /// controller lets the user move (``SectionMoving/canMoveSection(in:)``) can be, too.
  ///
  /// - Parameter indexPath: The row's position.
  /// - Returns: Whether the row shows a reorder control.
  package func canMoveRow(at indexPath: ListIndexPath) -> Bool {
    route(indexPath, .reordering, else: false) { $0.reordering!.canMoveRow(at: $1, in: $2) }
      || (indexPath.row == 0 && composite.isMovableSection(leaf(indexPath.section)))
  }

  /// Tells the owning controller that the user committed an edit of its row.
  ///
  /// - Parameters:
  ///   - style: The committed style.
  ///   - indexPath: The row's position.
  package func commit(_ style: EditingStyle, forRowAt indexPath: ListIndexPath) {
    noteUserEdit(inSection: indexPath.section)
    route(indexPath, .editing, else: ()) { $0.editing!.commit(style, forRow: $1, in: $2) }
  }

  /// Counts a user's edit of a section's rows, for `setModels` (``SectionController/userEdits``).
  ///
  /// - Parameter section: The section the user changed.
  func noteUserEdit(inSection section: Int) {
    guard section >= 0, section < leaves.count else { return }
    leaves[section].controller.userEdits &+= 1
  }

  /// Tells the owning controller that the user moved one of its rows, or moves a section whose
  /// only row the user dropped into a sibling's section.
  ///
  /// Moves stay inside one section (see ``targetIndexPathForMove(from:toProposed:)``) but for
  /// those section moves, which the composite applies (`userMovedSection(from:to:)`), and moves
  /// drag and drop accepts, whose models follow as for a drop (`followMovedRow(from:to:)`);
  /// any other move across sections is ignored and fails an assertion in debug builds. The host
  /// is in the middle of the user's move: what the controller asks for meanwhile (a change of
  /// the list of sections, a request) reaches the host after it.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where it is now.
  package func moveRow(at source: ListIndexPath, to destination: ListIndexPath) {
    guard source.section == destination.section else {
      if !composite.canMoveSection(source.section, onto: destination.section),
        acceptsMovedRow(from: source, to: destination)
      {
        followMovedRow(from: source, to: destination)
        selection.followMove(from: source, to: destination, in: table)
        return
      }
      guard composite.canMoveSection(source.section, onto: destination.section) else {
        assertionFailure(
          """
          SectionKit: a row moved from \(source) to \(destination), across sections owned by \
          different controllers; targetIndexPathForMove keeps moves inside one section, but for \
          the only row of a section that can move (canMoveSection(in:)).
          """)
        return
      }
      answeringLayout { composite.userMovedSection(from: source, to: destination) }
      return
    }
    noteUserEdit(inSection: source.section)
    answeringLayout {
      route(source, .reordering, else: ()) {
        $0.reordering!.moveRow(from: $1, to: destination.row, in: $2)
      }
    }
    selection.followMove(from: source, to: destination, in: table)
  }

  /// The titles of the sections' ``SectionController/sectionIndexTitle(in:)``, in section
  /// order; a title equal to the one before it is listed once.
  ///
  /// - Returns: The titles.
  /// - Complexity: O(n), n being the number of sections.
  package func sectionIndexTitles() -> [String] {
    var titles: [String] = []
    var sections: [SectionKey] = []
    for leaf in table.leaves {
      guard let title = leaf.controller.sectionIndexTitle(in: leaf.context), title != titles.last
      else { continue }
      titles.append(title)
      sections.append(leaf.identity)
    }
    indexTitleSections = sections
    return titles
  }

  /// Whether the list's section index may have changed with sections inserted at `inserted`:
  /// it showed titles, or one of the new sections gives one.
  ///
  /// - Parameter inserted: The sections a batch inserted, in the new list.
  /// - Returns: `false` for a list that shows no index and gains no titled section.
  /// - Complexity: O(i), i being the number of sections inserted.
  func sectionIndexMayChange(inserting inserted: Set<Int>) -> Bool {
    if !indexTitleSections.isEmpty { return true }
    for section in inserted {
      guard let leaf = table.leaf(at: section) else { continue }
      if leaf.controller.sectionIndexTitle(in: leaf.context) != nil { return true }
    }
    return false
  }

  /// The section a title of the last ``sectionIndexTitles()`` leads to: the first section
  /// that gave it, wherever that section stands now.
  ///
  /// - Parameters:
  ///   - title: The title tapped.
  ///   - index: Its position in the titles.
  /// - Returns: The section.
  package func section(forSectionIndexTitle title: String, at index: Int) -> Int {
    func current() -> Int? {
      guard indexTitleSections.indices.contains(index) else { return nil }
      return table.byIdentity[indexTitleSections[index]]?.context.tableSection
    }
    if let section = current() { return section }
    // The section that gave the title is gone: the index as the list stands now.
    _ = sectionIndexTitles()
    return current() ?? max(0, min(index, table.count - 1))
  }

  // MARK: Routing

  @inline(__always)
  func leaf(_ section: Int) -> Leaf {
    checkSection(section)
    return leaves[section]
  }

  @inline(__always)
  func route<R>(
    _ indexPath: ListIndexPath, _ body: (SectionController, Int, SectionContext) -> R
  ) -> R {
    let leaf = self.leaf(indexPath.section)
    return body(leaf.controller, indexPath.row, leaf.context)
  }

  @inline(__always)
  func route<R>(section: Int, _ body: (SectionController, SectionContext) -> R) -> R {
    let leaf = self.leaf(section)
    return body(leaf.controller, leaf.context)
  }

  /// Routes a question of a capability to the section of `indexPath`, if its controller adopts
  /// the capability; `fallback` (UIKit's default) otherwise; see ``Route/ask(_:else:_:)``.
  ///
  /// - Parameters:
  ///   - indexPath: The row's position.
  ///   - capability: The capability the question belongs to.
  ///   - fallback: The answer for a section whose controller does not adopt it.
  ///   - body: Asks the controller, given its capabilities, the local row and the context.
  /// - Returns: The controller's answer, or `fallback`.
  @inline(__always)
  func route<R>(
    _ indexPath: ListIndexPath, _ capability: SectionCapabilities.Kind,
    else fallback: @autoclosure () -> R, _ body: (SectionCapabilities, Int, SectionContext) -> R
  ) -> R {
    checkSection(indexPath.section)
    // Not through `Route.ask`: a closure handed on through a second helper is not inlined,
    // and the question's retain comes back (0.26 → 0.33 ms for the questions alone in the
    // `routing` group).
    let route = routes[indexPath.section]
    guard route.adopts(capability) else { return fallback() }
    return route.withCapabilities { capabilities in
      route.withContext { context in body(capabilities, indexPath.row, context) }
    }
  }

  /// Routes a question of a capability to a section, if its controller adopts the capability;
  /// `fallback` (UIKit's default) otherwise; see ``Route/ask(_:else:_:)``.
  @inline(__always)
  func route<R>(
    section: Int, _ capability: SectionCapabilities.Kind,
    else fallback: @autoclosure () -> R, _ body: (SectionCapabilities, SectionContext) -> R
  ) -> R {
    checkSection(section)
    let route = routes[section]
    guard route.adopts(capability) else { return fallback() }
    return route.withCapabilities { capabilities in
      route.withContext { context in body(capabilities, context) }
    }
  }

  @inline(__always)
  func checkSection(_ section: Int) {
    if section < 0 || section >= routes.count {
      misuse("SectionKit: the host asked for section \(section), but the list has \(table.count).")
    }
  }
}
