/// Watches the preview's files by polling every `interval` (0.2 s): a change of any file's modification
/// time, size or inode (editors often save by writing a new file and renaming it over the old one), or its
/// appearing or disappearing, reloads the session, which tells every page.
///
/// ```swift
/// let watcher = PreviewWatcher(session: session)
/// Task { await watcher.run() }
/// ```
@MainActor
public final class PreviewWatcher {
  /// The session reloaded on a change.
  public let session: PreviewSession
  /// How long between two looks at the files.
  public let interval: Duration
  private var seen: [String: FileStamp?] = [:]

  /// Creates a watcher of `session`'s files; at most 0.25 s between looks keeps a save visible within a
  /// second.
  public init(session: PreviewSession, interval: Duration = .milliseconds(200)) {
    self.session = session
    self.interval = interval
    self.seen = Self.stamps(of: session.source.watchedFiles)
  }

  /// Looks once: reloads when a watched file changed. Returns whether it did.
  @discardableResult
  public func check() -> Bool {
    let now = Self.stamps(of: session.source.watchedFiles)
    guard now != seen else { return false }
    session.reload()
    seen = Self.stamps(of: session.source.watchedFiles)
    return true
  }

  /// Looks every `interval` until the task is cancelled, with a keep-alive to the pages every 10 s.
  public func run() async {
    var looks = 0
    let keepAliveEvery = max(1, Int(Duration.seconds(10) / interval))
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      check()
      looks += 1
      if looks % keepAliveEvery == 0 { session.keepAlive() }
    }
  }

  private static func stamps(of files: [String]) -> [String: FileStamp?] {
    Dictionary(uniqueKeysWithValues: files.map { ($0, FileStamp(path: $0)) })
  }
}
