/// Objects a command is done with that the process keeps until it exits.
///
/// Freeing a large timeline's views, animations and document goes an object at a time, while exiting returns
/// the memory at once. Only what a command holds at its very end goes here, so no memory is held longer.
///
/// ```swift
/// let check = try TimelineInput.startChecking(file)
/// ProcessExit.keep(check)   // never freed: the command ends after this file
/// ```
@MainActor
enum ProcessExit {
  private static var kept: [Any] = []

  /// Keeps `value` alive until the process exits.
  static func keep(_ value: Any) { kept.append(value) }
}
