import FlipbookTiming
import Foundation

/// Streams frames, in frame order, as raw pixels into the `ffmpeg` program, which writes one video or
/// animated image; never by way of PNG files.
///
/// ffmpeg writes to a hidden temporary name beside the output; `finish()` waits for it and renames the file
/// into place, so the output exists only when complete. If ffmpeg is missing, fails, or the render is
/// cancelled, the temporary file is removed and the error says why (with ffmpeg's own last lines).
///
/// ```swift
/// let settings = VideoSettings(format: .mp4, transparent: document.canvas.background == nil)
/// let sink = try FFmpegSink(path: "intro.mp4", settings: settings)
/// try await FrameRenderer(renderer: renderer).render(frames: frames, from: player, to: sink)
/// ```
///
/// `cancel()` may run on another thread (a signal handler's queue) while `write` is sending: the process and
/// the socket are behind a mutex, a send runs outside it, and `cancel` shuts the socket down (which ends a
/// blocked send) and leaves closing it to the write in flight, so a descriptor is never closed while in use.
public final class FFmpegSink: FrameSink, Sendable {
  /// The file to make.
  public let path: String
  /// Codec, quality and alpha.
  public let settings: VideoSettings
  /// The ffmpeg program used.
  public let executable: String
  /// A sound file muxed in, starting with frame 0 (nil, or a format that carries no sound: none).
  public let audio: String?
  /// Frames arrive in order.
  public let order = FrameDeliveryOrder.frameOrder
  /// Raw pixels as the settings say.
  public var encoding: FrameEncoding { settings.encoding }

  private let temporary: String
  private let logPath: String
  private let state = Locked(State())

  /// What `start`, `write`, `finish` and `cancel` share.
  private struct State {
    var process: ChildProcess?
    /// The writing end of ffmpeg's input, or -1.
    var input: Int32 = -1
    /// Whether a `write` is sending on `input` now (outside the lock).
    var isSending = false
    /// Set by `cancel()`: writes stop, and a write in flight closes `input` when its send returns.
    var isCancelled = false

    mutating func closeInput() {
      if input >= 0 {
        close(input)
        input = -1
      }
    }
  }

  /// Prepares to write `path`; finds ffmpeg on `PATH` unless `executable` is given.
  ///
  /// Throws `FFmpegError.notFound` when there is no ffmpeg, and `FrameOutputError` when the folder of `path`
  /// cannot be made.
  ///
  /// `audio` names a sound file (a timeline's mix) to carry, encoded as the format's
  /// ``VideoFormat/audioArguments`` say and starting with frame 0; formats without sound ignore it.
  public init(path: String, settings: VideoSettings, audio: String? = nil, executable: String? = nil) throws {
    self.path = path
    self.settings = settings
    self.audio = settings.format.audioArguments == nil ? nil : audio
    guard let found = executable ?? Self.find("ffmpeg") else { throw FFmpegError.notFound }
    self.executable = found
    try OutputPath.prepareFolder(of: path)
    temporary = OutputPath.temporary(for: path, tag: "part")
    logPath = OutputPath.temporary(for: path, tag: "ffmpeg-log")
  }

  /// The first executable called `name` in the `PATH` folders, or nil.
  public static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"])
    -> String?
  {
    for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
      let candidate = folder + "/" + name
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// ffmpeg's arguments for a stream (without the program name).
  public func arguments(for stream: FrameStream) -> [String] {
    let pixelFormat = settings.encoding == .straightRGBA ? "rgba" : "bgra"
    return FFmpegCommand.quiet + [
      "-f", "rawvideo", "-pix_fmt", pixelFormat, "-video_size", "\(stream.width)x\(stream.height)",
      "-framerate", "\(stream.frameRate.numerator)/\(stream.frameRate.denominator)", "-i", "pipe:0",
    ] + settings.soundArguments(audio) + settings.outputArguments(width: stream.width, height: stream.height)
      + [temporary]
  }

  /// Starts ffmpeg, reading from a socket (so a dead ffmpeg is an error, not a SIGPIPE).
  public func start(_ stream: FrameStream) throws {
    var ends: [Int32] = [-1, -1]
    // Both ends close on exec; the child gets its own copy of one end as standard input (dup2 clears the
    // flag), so ffmpeg never holds the writing end and sees the end of input when we close it.
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0
    else {
      throw FFmpegError.failed(
        path: path, status: -1, log: "cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    shutdown(ends[0], Int32(SHUT_RD))
    defer { close(ends[1]) }
    let process: ChildProcess
    do {
      process = try ChildProcess(
        executable: executable, arguments: arguments(for: stream), standardInput: ends[1], errorLog: logPath)
    } catch {
      close(ends[0])
      unlink(logPath)
      throw error
    }
    state.withLock {
      $0.process = process
      $0.input = ends[0]
    }
  }

  /// Sends one frame's pixels to ffmpeg. Throws `CancellationError` once `cancel()` has run.
  public func write(_ frame: EncodedFrame) throws {
    let input = try state.withLock { state throws(CancellationError) in
      guard !state.isCancelled else { throw CancellationError() }
      state.isSending = true
      return state.input
    }
    var sendError: Int32 = 0
    frame.bytes.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        let n = send(input, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
        if n < 0 {
          if errno == EINTR { continue }
          sendError = errno
          return
        }
        sent += n
      }
    }
    let cancelled = state.withLock { state in
      state.isSending = false
      if state.isCancelled { state.closeInput() }
      return state.isCancelled
    }
    if cancelled { throw CancellationError() }
    if sendError != 0 { throw failure() }
  }

  /// Ends the input, waits for ffmpeg and renames its file into place.
  public func finish() throws {
    let process = state.withLock { state in
      state.closeInput()
      defer { state.process = nil }
      return state.process
    }
    guard let process else { return }
    let status = process.wait()
    guard status == 0 else { throw failure(status: status) }
    unlink(logPath)
    try OutputPath.moveIntoPlace(temporary, path)
  }

  /// Stops ffmpeg and removes its unfinished file. Safe from any thread, while a `write` runs too: a send
  /// in flight ends (the socket is shut down) and that write closes the socket and throws.
  public func cancel() {
    let process = state.withLock { state in
      state.isCancelled = true
      if state.isSending {
        if state.input >= 0 { shutdown(state.input, Int32(SHUT_RDWR)) }
      } else {
        state.closeInput()
      }
      defer { state.process = nil }
      return state.process
    }
    if let process {
      process.terminate()
      _ = process.wait()
    }
    unlink(logPath)
    unlink(temporary)
  }

  /// The error for a failed ffmpeg, with its last log lines; waits for it if needed and cleans up.
  private func failure(status known: Int? = nil) -> FFmpegError {
    let process = state.withLock { state in
      state.closeInput()
      defer { state.process = nil }
      return state.process
    }
    let status = known ?? process?.wait() ?? -1
    unlink(temporary)
    return .reading(log: logPath, path: path, status: status)
  }
}

/// ffmpeg could not be run or did not make the file.
public enum FFmpegError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No `ffmpeg` program on `PATH`.
  case notFound
  /// ffmpeg exited with `status`; `log` holds its last error lines.
  case failed(path: String, status: Int, log: String)

  /// What happened and what to do.
  public var description: String {
    switch self {
    case .notFound:
      "video and animated image output needs the ffmpeg program, which was not found on PATH; install it "
        + "(Debian/Ubuntu: sudo apt-get install ffmpeg; macOS: brew install ffmpeg) or write PNG frames"
    case .failed(let path, let status, let log):
      "\(path): ffmpeg failed (exit status \(status)); nothing was written"
        + (log.isEmpty ? "" : ". ffmpeg said:\n" + log)
    }
  }
}
