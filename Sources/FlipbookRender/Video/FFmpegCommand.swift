import Foundation

/// One run of the `ffmpeg` program from start to end, its inputs named in its arguments (files, not a pipe):
/// making a file in place (written under a hidden temporary name, renamed when ffmpeg succeeds) or reading
/// what ffmpeg writes (decoding a sound). A failure is an ``FFmpegError`` with ffmpeg's last lines, and
/// nothing is left behind.
///
/// ```swift
/// let ffmpeg = try FFmpegCommand()
/// try ffmpeg.make("clip.mp4", arguments: ["-framerate", "30", "-i", "frames/frame_%06d.png", "-f", "mp4"])
/// let raw = try ffmpeg.output(arguments: ["-i", "click.wav", "-f", "f32le"], describing: "click.wav")
/// ```
public struct FFmpegCommand: Sendable {
  /// The ffmpeg program used.
  public let executable: String

  /// Finds ffmpeg on `PATH` unless `executable` is given; throws `FFmpegError.notFound` when there is none.
  public init(executable: String? = nil) throws {
    guard let found = executable ?? FFmpegSink.find("ffmpeg") else { throw FFmpegError.notFound }
    self.executable = found
  }

  /// The arguments every run starts with: no banner, no prompts, errors only, overwrite.
  static let quiet = ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-y"]

  /// Runs ffmpeg with `arguments` followed by a temporary output name beside `path`, then renames the file
  /// into place: `path` exists only when ffmpeg made all of it.
  public func make(_ path: String, arguments: [String]) throws {
    try OutputPath.prepareFolder(of: path)
    let temporary = OutputPath.temporary(for: path, tag: "part")
    do {
      try run(arguments + [temporary], describing: path)
    } catch {
      unlink(temporary)
      throw error
    }
    try OutputPath.moveIntoPlace(temporary, path)
  }

  /// Runs ffmpeg with `arguments` followed by a temporary file name, and returns that file's bytes (the
  /// file is removed). `subject` names the input in errors.
  public func output(arguments: [String], describing subject: String) throws -> [UInt8] {
    let temporary =
      NSTemporaryDirectory() + "/flipbook-ffmpeg-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    defer { unlink(temporary) }
    try run(arguments + [temporary], describing: subject)
    guard let data = FileManager.default.contents(atPath: temporary) else {
      throw FFmpegError.failed(path: subject, status: 0, log: "ffmpeg wrote nothing")
    }
    return [UInt8](data)
  }

  private func run(_ arguments: [String], describing subject: String) throws {
    let logPath =
      NSTemporaryDirectory() + "/flipbook-ffmpeg-log-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    let process = try ChildProcess(
      executable: executable, arguments: Self.quiet + arguments, standardInput: nil, errorLog: logPath)
    let status = process.wait()
    guard status == 0 else { throw FFmpegError.reading(log: logPath, path: subject, status: status) }
    unlink(logPath)
  }
}

extension FFmpegError {
  /// The error for an ffmpeg that exited with `status`, quoting the last lines of its log (then removed).
  static func reading(log logPath: String, path: String, status: Int) -> FFmpegError {
    let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    unlink(logPath)
    let lines = text.split(separator: "\n").suffix(6).joined(separator: "\n")
    return .failed(path: path, status: status, log: lines)
  }
}
