import Foundation

/// Writes files whole or not at all, durably, and can be interrupted cleanly.
///
/// Each file is written to a temporary name beside it, `.NAME.HOST.PID.tmp`, flushed to disk (`fsync`),
/// renamed into place, and the folder is flushed too, so that after a crash or power loss a frame's name
/// holds either nothing or the complete file. ``interrupt()`` (called when the render is cancelled or
/// receives SIGINT/SIGTERM) waits for writes in progress, removes every temporary file, and makes further
/// writes fail. ``removeStaleTemporaries(in:)`` removes temporary files that a killed run on this host left.
///
/// ```swift
/// let writer = AtomicFileWriter()
/// try writer.write(png, to: "out/frame_000001.png")
/// ```
public final class AtomicFileWriter: Sendable {
  private struct State {
    var inFlight: Set<String> = []
    var writing = 0
    var interrupted = false
  }

  private let state = Locked(State())
  private let host = AtomicFileWriter.hostName()

  /// Creates a writer.
  public init() {}

  /// The temporary name used for `path` by this process.
  public func temporaryPath(for path: String) -> String {
    let (folder, name) = Self.split(path)
    return folder + "/.\(name).\(host).\(getpid()).tmp"
  }

  /// Writes `bytes` to `path` atomically and durably; throws a `FrameOutputError` naming the file, or
  /// `CancellationError` once ``interrupt()`` was called.
  public func write(_ bytes: [UInt8], to path: String) throws {
    let temporary = temporaryPath(for: path)
    try state.withLock { (state) throws -> Void in
      if state.interrupted { throw CancellationError() }
      state.inFlight.insert(temporary)
      state.writing += 1
    }
    let written = Self.writeAndSync(bytes, to: temporary)
    let interrupted = state.withLock { state in
      state.writing -= 1
      return state.interrupted
    }
    if interrupted || written != nil {
      unlink(temporary)
      state.withLock { _ = $0.inFlight.remove(temporary) }
      if interrupted { throw CancellationError() }
      throw FrameOutputError("\(path): cannot write (\(written!))")
    }
    defer { state.withLock { _ = $0.inFlight.remove(temporary) } }
    try OutputPath.moveIntoPlace(temporary, path)
    Self.syncFolder(of: path)
  }

  /// Stops all writing: waits (up to 5 s) for files being written, removes every temporary file of this
  /// writer, and makes later writes throw `CancellationError`. Safe to call from any thread, more than once.
  public func interrupt() {
    state.withLock { $0.interrupted = true }
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    while state.withLock({ $0.writing }) > 0 && clock.now < deadline {
      usleep(5_000)
    }
    let leftovers = state.withLock { state in
      defer { state.inFlight = [] }
      return state.inFlight
    }
    for temporary in leftovers { unlink(temporary) }
  }

  /// Removes the temporary files in `folder` left by processes of this host that no longer run (and those
  /// of older versions, `.NAME.PID.tmp`); returns their paths. Files of running processes, or of other
  /// hosts (shards on a shared file system), are kept.
  @discardableResult
  public func removeStaleTemporaries(in folder: String) -> [String] {
    let folder = folder.isEmpty ? "." : folder
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var removed: [String] = []
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count >= 3, let pid = Int32(parts[parts.count - 1]), pid > 0 else { continue }
      let rest = parts.dropLast().joined(separator: ".")
      let ours = rest.hasSuffix("." + host)
      let legacy = rest.hasSuffix(".png")
      guard ours || legacy, !Self.isRunning(pid) else { continue }
      let path = folder + "/" + name
      if unlink(path) == 0 { removed.append(path) }
    }
    return removed
  }

  // MARK: Helpers

  /// Writes, flushes and closes; returns the reason on failure.
  private static func writeAndSync(_ bytes: [UInt8], to path: String) -> String? {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return String(cString: strerror(errno)) }
    var failure: String?
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let count = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += count
      }
    }
    if failure == nil && fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
    if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
    return failure
  }

  /// Flushes the folder holding `path`, so that the rename itself survives a power loss.
  private static func syncFolder(of path: String) {
    let fd = open(split(path).folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  /// `OutputPath.split`, with "." for a bare name's folder.
  private static func split(_ path: String) -> (folder: String, name: String) {
    let (folder, name) = OutputPath.split(path)
    return (folder.isEmpty ? "." : folder, name)
  }

  private static func isRunning(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  private static func hostName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
    let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.isEmpty ? "localhost" : name.replacingOccurrences(of: "/", with: "_")
  }
}
