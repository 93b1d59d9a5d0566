import Flipbook
import FlipbookGeometry
import Testing

/// A window that registers itself with the running test when the test has the `.checksEngineInvariants`
/// trait, so the engine's invariants are checked on it after the test body (swift-collections'
/// `_checkInvariants` habit).
///
/// ```swift
/// @Suite(.checksEngineInvariants) struct MyEngineTests {
///   @Test func fade() { let window = TestWindow(frame: …); … }   // checked after the test
/// }
/// ```
@MainActor
public final class TestWindow: Window {
  /// Creates a window and registers it for the invariant check of the running test, if any.
  public override init(frame: Rect) {
    super.init(frame: frame)
    WindowRegistry.current?.windows.append(self)
  }
}

/// The windows a test made, for the check after it.
@MainActor
public final class WindowRegistry: Sendable {
  var windows: [Window] = []
  nonisolated init() {}

  /// The registry of the running test.
  @TaskLocal public static var current: WindowRegistry?
}

/// Runs `Window._checkInvariants()` on every `TestWindow` a test made, after the test body.
public struct EngineInvariantsTrait: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    let registry = WindowRegistry()
    try await WindowRegistry.$current.withValue(registry) { try await function() }
    await MainActor.run {
      for window in registry.windows {
        window.step(to: window.time)  // drop ended tracks, as the next frame would
        window._checkInvariants()
      }
    }
  }
}

extension Trait where Self == EngineInvariantsTrait {
  /// Checks the engine's track and group tables after each test (see ``TestWindow``).
  public static var checksEngineInvariants: Self { EngineInvariantsTrait() }
}
