import ArgumentParser
import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import FlipbookWorkloads
import Foundation

/// `flipbook verify FILE DIR [--sample K] [--no-alone]`: the determinism checker.
struct VerifyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract:
      "Re-render frames in a shuffled order with several job counts, and each alone, and compare them with a render.",
    discussion: """
      DIR is a folder of PNG frames made by 'flipbook render FILE -o DIR' (with the same --scale and
      --motion-blur). The frames DIR's manifests (manifest*.jsonl) or files name are shuffled, split
      into groups, and each group is rendered by a fresh player with its own job count (1, 2 and
      --jobs, default all cores); each frame's PNG must hash to the manifest's SHA-256 and to the
      file in DIR, and its evaluated state to the manifest's state hash. Each of those frames is also
      rendered alone, by a player made for it (as a single '--frames K' render or a still computes
      it), and must give the same PNG and state hash as in its group: a frame is a function of the
      document and its number only (--no-alone skips this pass). Prints every frame that differs and
      exits 1 if any does; exits 0 when all are identical.

      DIR may also be a video or animated image made with --manifest: its frames (the raw pixels
      piped into ffmpeg) are checked against the manifest.jsonl beside it.

        flipbook render intro.json -o out --manifest
        flipbook verify intro.json out --sample 50
        flipbook render intro.json -o intro.mp4 --manifest
        flipbook verify intro.json intro.mp4
      """)

  @Argument(help: "The timeline JSON file ('-' for standard input).")
  var file: String

  @OptionGroup var propsOptions: PropsOptions

  @Argument(help: "The folder of rendered frames (and manifests), or the video, to check.")
  var directory: String

  @Option(help: "Check K frames chosen at random (default: every frame DIR holds).")
  var sample: Int?

  @Option(help: "The seed of the shuffle (the same seed checks the same frames in the same order).")
  var seed: UInt64 = 1

  @Flag(
    inversion: .prefixedNo,
    help: "Also render each checked frame alone, with a player of its own, and compare (default: on).")
  var alone = true

  @OptionGroup var rendering: RenderingOptions

  func validate() throws {
    if let sample, sample < 1 { throw ValidationError("--sample must be at least 1, not \(sample)") }
  }

  @MainActor
  func run() async throws {
    do {
      try await verify()
    } catch ExitCodeError.failure {
      throw ExitCode(1)
    } catch let error as ExitCode {
      throw error
    } catch {
      Diagnostics.error("flipbook verify: error: \(error)")
      throw ExitCode(1)
    }
  }

  /// What a render left to check: its manifest, its frame files (none for a video) and how its frames
  /// were hashed.
  struct Target {
    var manifest: [Int: FrameManifest.Entry]
    var files: [Int: String]
    /// Whether each frame has a file of its own (a folder), so a frame the manifest lists must have one.
    var hasFrameFiles: Bool
    /// How re-rendered frames are encoded before hashing: PNG for frame files, the raw pixels piped into
    /// ffmpeg for a video.
    var encoding: FrameEncoding
    /// What the manifest's digests are of, for messages.
    var digestName: String
    /// The name a differing frame is reported under.
    var name: (Int) -> String
  }

  /// A folder of frames (and manifests), or a video with the manifest beside it.
  @MainActor
  private func target(for document: TimelineDocument) throws -> Target {
    if case .video(let path, let format) = try RenderOutput.parse(directory) {
      guard FileManager.default.fileExists(atPath: path) else { throw OutputError("\(path): no such file") }
      let manifestPath = OutputPath.beside(path, FrameManifest.fileName())
      guard let manifest = try FrameManifest.read(path: manifestPath) else {
        throw OutputError(
          "\(path): no \(manifestPath) beside it to compare with (render it with --manifest); a video's "
            + "frames are lossy, so they are checked against the manifest, not decoded")
      }
      let settings = VideoSettings(format: format, transparent: PNGColorType.isTransparent(document))
      return Target(
        manifest: manifest, files: [:], hasFrameFiles: false, encoding: settings.encoding,
        digestName: "raw pixels' sha256",
        name: { "\(path): frame \($0)" })
    }
    let naming = FrameFileNaming.folder(directory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var files: [Int: String] = [:]
    for name in names {
      if let frame = naming.frame(ofFileName: name) { files[frame] = directory + "/" + name }
    }
    return Target(
      manifest: try FrameManifest.readAll(in: directory), files: files, hasFrameFiles: true,
      encoding: .png(PNGColorType.frames(of: document)), digestName: "PNG sha256",
      name: { "\(naming.path(frame: $0)): frame \($0)" })
  }

  @MainActor
  private func verify() async throws {
    let document = try TimelineInput.load(file, props: try propsOptions.load())
    let target = try target(for: document)
    let (manifest, files) = (target.manifest, target.files)
    let known = Set(manifest.keys).union(files.keys)
    guard !known.isEmpty else {
      throw OutputError("\(directory): holds no frame files and no manifest*.jsonl to compare with")
    }
    if let outside = known.first(where: { $0 >= document.frameCount }) {
      throw OutputError(
        "\(directory): frame \(outside) is beyond the timeline's \(document.frameCount) frames")
    }
    var random = SeededGenerator(seed: seed)
    var frames = known.sorted()
    frames.shuffle(using: &random)
    if let sample { frames = Array(frames.prefix(sample)) }

    let most = rendering.jobs ?? FrameRenderOptions.processorCount
    let jobCounts = Array(Set([1, 2, most])).sorted()
    let groups = jobCounts.indices.map { group in
      stride(from: group, to: frames.count, by: jobCounts.count).map { frames[$0] }
    }
    var digests: [Int: String] = [:]
    var states: [Int: String] = [:]
    var renderer = try rendering.frameRenderer(for: document)
    for (jobs, group) in zip(jobCounts, groups) where !group.isEmpty {
      renderer.options.jobs = jobs
      let player = TimelinePlayer(document: document, file: TimelineInput.displayName(file))
      let source = StateHashingSource(player)
      let sink = ManifestSink(DiscardingSink(encoding: target.encoding))
      try await renderer.render(frames: group, from: source, to: sink)
      digests.merge(sink.digests) { $1 }
      states.merge(source.stateHashes) { $1 }
    }
    var aloneDigests: [Int: String] = [:]
    var aloneStates: [Int: String] = [:]
    if alone {
      renderer.options.jobs = most
      let source = StateHashingSource(
        FreshPlayerSource(document: document, file: TimelineInput.displayName(file)))
      let sink = ManifestSink(DiscardingSink(encoding: target.encoding))
      try await renderer.render(frames: frames, from: source, to: sink)
      (aloneDigests, aloneStates) = (sink.digests, source.stateHashes)
    }

    var differing = 0
    for frame in frames.sorted() {
      let digest = digests[frame] ?? ""
      var reasons: [String] = []
      if let expected = manifest[frame] {
        if expected.sha256 != digest {
          reasons.append("\(target.digestName) \(digest), manifest says \(expected.sha256)")
        }
        if let state = expected.state, state != states[frame] {
          reasons.append("state hash \(states[frame] ?? "none"), manifest says \(state)")
        }
      }
      if alone, aloneDigests[frame] != digest {
        reasons.append(
          "computed alone its \(target.digestName) is \(aloneDigests[frame] ?? "none"), in sequence \(digest)"
        )
      }
      if alone, aloneStates[frame] != states[frame] {
        reasons.append(
          "computed alone its state hash is \(aloneStates[frame] ?? "none"), in sequence \(states[frame] ?? "none")"
        )
      }
      if let path = files[frame] {
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        let actual = FrameManifest.sha256(of: bytes)
        if actual != digest { reasons.append("the file's sha256 is \(actual), a new render gives \(digest)") }
      } else if target.hasFrameFiles, manifest[frame] != nil {
        reasons.append("the manifest lists it but the file is missing")
      }
      guard !reasons.isEmpty else { continue }
      differing += 1
      Diagnostics.error("\(target.name(frame)) differs: " + reasons.joined(separator: "; "))
    }
    let counts = jobCounts.map(String.init).joined(separator: ", ")
    let what = "\(frames.count) frame\(frames.count == 1 ? "" : "s") of \(TimelineInput.displayName(file))"
    if differing > 0 {
      Diagnostics.error("flipbook verify: \(differing) of \(what) differ from \(directory)")
      throw ExitCode(1)
    }
    let how = alone ? " and each alone" : ""
    printStatus(
      "verified \(what) against \(directory) in a shuffled order with \(counts) jobs\(how): all identical")
  }
}
