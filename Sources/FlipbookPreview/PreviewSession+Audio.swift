import FlipbookPipeline
import FlipbookTimeline

extension PreviewSession {
  /// `/audio.wav`: the last good revision's mix, as `flipbook audio FILE -o mix.wav` writes it (48 kHz
  /// stereo float WAV); 404 when the timeline has no sound, 500 with the located errors when a sound file
  /// is missing or cannot be decoded. The page fetches it again on each new revision.
  func audio() -> PreviewResponse {
    guard let good = source.state.good else { return .error(404, "no timeline has loaded yet") }
    guard TimelineAudio.hasSound(good.document) else { return .error(404, "this timeline has no sound") }
    do {
      return .ok(try TimelineAudio.mix(good.document, file: good.file).wav, contentType: "audio/wav")
    } catch {
      return .error(500, "the sound could not be mixed:\n\(error)")
    }
  }
}
