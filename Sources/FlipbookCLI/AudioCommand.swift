import ArgumentParser
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// `flipbook audio FILE -o mix.wav`: the timeline's sound alone.
struct AudioCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audio",
    abstract: "Write a timeline's sound (its audio tracks and sound steps, mixed) to a WAV file.",
    discussion: """
      The mix is 48 kHz stereo, 32-bit float, as long as the timeline: each sound starts at sample
      round(t × 48000) of its time t, with its volume, fades, trim and loop, and the sum is clipped to
      [-1, 1] only at the end. The same timeline gives the same bytes on every run. Sound files are
      decoded by ffmpeg (WAV, FLAC, MP3, Ogg/Opus, AAC, …) and are relative to the timeline's folder.

        flipbook audio intro.json -o mix.wav
        flipbook encode frames/ -o intro.mp4 --audio mix.wav
      """)

  @Argument(help: "The timeline JSON file ('-' for standard input).")
  var file: String

  @OptionGroup var propsOptions: PropsOptions

  @Option(name: [.short, .customLong("output")], help: "The .wav file to write.")
  var output: String

  @Flag(name: [.short, .long], help: "Print nothing but errors.")
  var quiet = false

  func validate() throws {
    guard OutputPath.fileExtension(of: output) == "wav" else {
      throw ValidationError("-o must name a .wav file, not '\(output)'")
    }
  }

  @MainActor
  func run() async throws {
    do {
      let document = try TimelineInput.load(file, props: try propsOptions.load())
      let audio = try TimelineSound.mix(document, file: file)
      try AtomicFileWriter().write(audio.wav, to: output)
      if !quiet {
        let seconds = Double(audio.samples.count / 2) / Double(AudioMixer.sampleRate)
        printStatus(
          "mixed \(audio.soundCount) sound(s) of \(TimelineInput.displayName(file)) "
            + "into \(output) (\(audio.samples.count / 2) samples, \(seconds) s at 48 kHz stereo; decoding "
            + String(format: "%.3f s, mixing %.3f s)", audio.decodeTime.inSeconds, audio.mixTime.inSeconds))
      }
    } catch ExitCodeError.failure {
      throw ExitCode(1)
    } catch let error as ExitCode {
      throw error
    } catch {
      Diagnostics.error("flipbook audio: error: \(error)")
      throw ExitCode(1)
    }
  }
}
