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
public final class FFmpegSink: FrameSink, @unchecked Sendable {
  // Safe to send: `start`, `write`, `finish` and `cancel` are called one at a time (frame order), and the
  // mutable state below is touched only by them.
  /// The file to make.
  public let path: String
  /// Codec, quality and alpha.
  public let settings: VideoSettings
  /// The ffmpeg program used.
  public let executable: String
  /// Frames arrive in order.
  public let order = FrameDeliveryOrder.frameOrder
  /// Raw pixels as the settings say.
  public var encoding: FrameEncoding { settings.encoding }

  private let temporary: String
  private var process: Process?
  private var input: Int32 = -1
  private var log: FileHandle?
  private let logPath: String

  /// Prepares to write `path`; finds ffmpeg on `PATH` unless `executable` is given.
  ///
  /// Throws `FFmpegError.notFound` when there is no ffmpeg, and `FrameOutputError` when the folder of `path`
  /// cannot be made.
  public init(path: String, settings: VideoSettings, executable: String? = nil) throws {
    self.path = path
    self.settings = settings
    guard let found = executable ?? Self.find("ffmpeg") else { throw FFmpegError.notFound }
    self.executable = found
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    if !folder.isEmpty { try FrameFileSink.prepareDirectory(folder) }
    temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid()).part"
    logPath = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid()).ffmpeg-log"
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
    return [
      "-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-y",
      "-f", "rawvideo", "-pix_fmt", pixelFormat, "-video_size", "\(stream.width)x\(stream.height)",
      "-framerate", "\(stream.frameRate.numerator)/\(stream.frameRate.denominator)", "-i", "pipe:0",
    ] + settings.outputArguments(width: stream.width, height: stream.height) + [temporary]
  }

  /// Starts ffmpeg, reading from a socket (so a dead ffmpeg is an error, not a SIGPIPE).
  public func start(_ stream: FrameStream) throws {
    var ends: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else {
      throw FFmpegError.failed(
        path: path, status: -1, log: "cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    shutdown(ends[0], Int32(SHUT_RD))
    _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    let log = FileHandle(forWritingAtPath: logPath)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments(for: stream)
    process.standardInput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = log ?? FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      close(ends[0])
      close(ends[1])
      unlink(logPath)
      throw FFmpegError.notFound
    }
    close(ends[1])
    self.process = process
    self.input = ends[0]
    self.log = log
  }

  /// Sends one frame's pixels to ffmpeg.
  public func write(_ frame: EncodedFrame) throws {
    try frame.bytes.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        let n = send(input, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
        if n < 0 {
          if errno == EINTR { continue }
          throw failure(closing: true)
        }
        sent += n
      }
    }
  }

  /// Ends the input, waits for ffmpeg and renames its file into place.
  public func finish() throws {
    guard let process else { return }
    close(input)
    input = -1
    process.waitUntilExit()
    self.process = nil
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw failure(closing: false, process: process)
    }
    try? log?.close()
    unlink(logPath)
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw FrameOutputError("\(path): cannot rename into place (\(reason))")
    }
  }

  /// Stops ffmpeg and removes its unfinished file.
  public func cancel() {
    if input >= 0 {
      close(input)
      input = -1
    }
    if let process {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
      self.process = nil
    }
    try? log?.close()
    unlink(logPath)
    unlink(temporary)
  }

  /// The error for a failed ffmpeg, with its last log lines; cleans up.
  private func failure(closing: Bool, process: Process? = nil) -> FFmpegError {
    let process = process ?? self.process
    if closing, input >= 0 {
      close(input)
      input = -1
    }
    process?.waitUntilExit()
    self.process = nil
    try? log?.close()
    let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    unlink(logPath)
    unlink(temporary)
    let lines = text.split(separator: "\n").suffix(6).joined(separator: "\n")
    return .failed(path: path, status: process.map { Int($0.terminationStatus) } ?? -1, log: lines)
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
