import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// The sound of a timeline for `render` and `audio`: mixed, its warnings printed, its errors printed
/// (then exit 1), and for a video written to a hidden WAV file beside the output until ffmpeg is done.
enum TimelineSound {
  /// The document's mix; prints its warnings, and its errors before throwing `ExitCodeError.failure`.
  @MainActor
  static func mix(_ document: TimelineDocument, file: String) throws -> TimelineAudio {
    do {
      let audio = try TimelineAudio.mix(document, file: file, name: TimelineInput.displayName(file))
      if !audio.warnings.isEmpty {
        Diagnostics.error(TimelineErrors(diagnostics: audio.warnings).description)
      }
      return audio
    } catch let errors as TimelineErrors {
      Diagnostics.error(errors.description)
      throw ExitCodeError.failure
    }
  }

  /// For a video of `document`: the path of a temporary WAV file beside `output` holding the mix, or nil
  /// when there is nothing to carry (no sound, `--no-audio`, or a format without sound, which is said
  /// once). The caller removes the file.
  @MainActor
  static func temporaryMix(
    of document: TimelineDocument, file: String, output: String, format: VideoFormat, enabled: Bool
  ) throws -> String? {
    guard enabled, TimelineAudio.hasSound(document) else { return nil }
    guard format.audioArguments != nil else {
      Diagnostics.error(
        "flipbook render: note: .\(format.rawValue) carries no sound; the timeline's sounds are left out")
      return nil
    }
    let audio = try mix(document, file: file)
    let path = OutputPath.temporary(for: output, tag: "mix.wav")
    try OutputPath.prepareFolder(of: output)
    try AtomicFileWriter().write(audio.wav, to: path)
    return path
  }
}
