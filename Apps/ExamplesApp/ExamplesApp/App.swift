import ExampleAppUIKit
import UIKit

/// The app: each scene shows SectionKit's example screens, from the package's `ExampleAppUIKit`
/// library (its scene delegate, `ExampleSceneDelegate`, and its screens).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    ExampleApp.sceneConfiguration(for: connectingSceneSession)
  }
}
