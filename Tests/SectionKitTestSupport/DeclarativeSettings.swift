import SectionKit
import SectionKitHeadless

/// A Wi-Fi settings screen written with `show { … }`, its state, and a log of what its rows'
/// closures were asked: the same screen runs on `HeadlessListView` and on the UIKit adapters.
///
/// Every closure writes the ``generation`` it was made in, so a test sees whether the closure
/// of the newest evaluation ran, and for which row.
@MainActor
package final class DeclarativeSettings {
  /// Whether Wi-Fi is on (the switch of the first row).
  package var isWiFiOn: Bool
  /// The networks, one row each, in order.
  package var networks: [String]
  /// The network joined, shown with a checkmark.
  package var joined: String?
  /// Bumped by each ``show()``: the closures of that evaluation write it.
  package private(set) var generation = 0
  /// What the closures were asked, in order: `"wifi true (2)"`, `"join Home (1)"`,
  /// `"forget Cafe (3)"`, `"info Home (1)"`, `"share Home (1)"`, `"preview Home (1)"`.
  package var log: [String] = []
  /// The screen's root composite.
  package let screen = CompositeController()

  /// Creates the screen's state; nothing is shown before ``show()``.
  ///
  /// - Parameters:
  ///   - isWiFiOn: Whether Wi-Fi is on.
  ///   - networks: The networks.
  package init(isWiFiOn: Bool = true, networks: [String] = ["Home", "Office", "Cafe"]) {
    self.isWiFiOn = isWiFiOn
    self.networks = networks
  }

  /// Evaluates the screen from the state, as an app does after every change.
  package func show() {
    generation += 1
    let generation = generation
    screen.show {
      ListSection("wifi", header: "Wi-Fi") {
        Row(
          "toggle",
          RowContent(
            "Wi-Fi",
            accessory: .toggle(isOn: isWiFiOn) { [weak self] isOn in
              self?.log.append("wifi \(isOn) (\(generation))")
            }))
      }
      if isWiFiOn {
        ListSection("networks", header: "Networks") {
          for network in networks {
            Row(
              network,
              RowContent(
                network,
                accessory: joined == network
                  ? .checkmark
                  : .detailButton { [weak self] in
                    self?.log.append("info \(network) (\(generation))")
                  })
            ) { [weak self] in self?.log.append("join \(network) (\(generation))") }
            .trailingSwipeActions([
              SwipeAction(identifier: "forget", title: "Forget", style: .destructive) {
                [weak self] done in
                self?.log.append("forget \(network) (\(generation))")
                done(true)
              }
            ])
            .contextMenu(
              ContextMenu(
                identifier: "network",
                actions: [
                  ContextMenu.Action(identifier: "share", title: "Share") { [weak self] in
                    self?.log.append("share \(network) (\(generation))")
                  }
                ], hasPreview: true)
            ) { [weak self] in self?.log.append("preview \(network) (\(generation))") }
          }
        }
      }
      ListSection("about", footer: "Version 1.0") {
        Row("privacy", RowContent("Privacy", accessory: .disclosureIndicator))
          .onSelect(keepsSelection: true) { [weak self] in
            self?.log.append("privacy (\(generation))")
          }
        Row("model", RowContent("Model", detail: "Headless"))
      }
    }
  }
}
