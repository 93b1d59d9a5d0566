// swift-tools-version:6.1
// Flipbook: UIKit's view-animation model, headless, frame-stepped, rendered with Cairo.
//
// Module graph (one-way):
//   FlipbookGeometry          pure value types, no Foundation, no I/O
//        ↓
//   FlipbookTiming            pure timing math: curves, springs, keyframes, frame rates
//        ↓
//   Flipbook                  views, windows, the animation engine, presentation snapshots
//        ↓                         ↓
//   FlipbookTimeline          FlipbookRender (+ CCairo, CDeflate, CPango, CTurboJPEG)
//   the JSON timeline format: Cairo drawing of snapshots, text and images, PNG encoding, the parallel
//   parse, validate, run,     frame renderer and its sinks (PNG files, the ffmpeg pipe); knows nothing
//   sample                    of the JSON format
//        ↓                         ↓
//   FlipbookPipeline          timelines to frames: the player as a frame source, image files for timelines,
//                             frame lists and shards, manifests and state hashes, plot sampling
//        ↓
//   FlipbookLottie            `flipbook export`: a timeline as a Lottie animation (from FlipbookTimeline; its
//                             pictures from FlipbookRender)
//   FlipbookPreview           `flipbook preview`: the HTTP server (SwiftNIO), the page, file watching, the
//        ↓                    frame cache; the only module that links an HTTP server
//   FlipbookCLI               the `flipbook` command (swift-argument-parser)
//
// Only the edges touch files, Foundation, C libraries or other programs: FlipbookRender (its libraries,
// image files, frame files, ffmpeg), FlipbookPipeline (manifests), FlipbookLottie (the pictures it embeds),
// FlipbookPreview (sockets, the watched files) and FlipbookCLI.
//
// Beside them: FlipbookWorkloads (pure Swift synthetic scenes for `flipbook bench` and Benchmarks/) and
// FlipbookFuzzing (the fuzz targets' bodies as a library, so the tests replay past crashes).
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  // A file sees only the members of the modules it imports itself (SE-0444).
  .enableUpcomingFeature("MemberImportVisibility"),
]

// The farm binary (Scripts/static-build.sh) leaves out `flipbook preview` and its HTTP server: a render farm's
// nodes serve no pages, and the binary stays smaller.
let includesPreview = Context.environment["FLIPBOOK_NO_PREVIEW"] != "1"

let package = Package(
  name: "Flipbook",
  products: [
    .library(name: "FlipbookGeometry", targets: ["FlipbookGeometry"]),
    .library(name: "FlipbookTiming", targets: ["FlipbookTiming"]),
    .library(name: "Flipbook", targets: ["Flipbook"]),
    .library(name: "FlipbookTimeline", targets: ["FlipbookTimeline"]),
    .library(name: "FlipbookRender", targets: ["FlipbookRender"]),
    .library(name: "FlipbookLottie", targets: ["FlipbookLottie"]),
    .library(name: "FlipbookPipeline", targets: ["FlipbookPipeline"]),
    .library(name: "FlipbookWorkloads", targets: ["FlipbookWorkloads"]),
    .library(name: "FlipbookPreview", targets: ["FlipbookPreview"]),
    .executable(name: "flipbook", targets: ["FlipbookCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // SHA-256 for render manifests and `flipbook verify`.
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    // `flipbook preview`'s HTTP server: SwiftNIO's HTTP/1 codec bounds what it parses (request line,
    // each header, all headers, their count) and answers in linear time, and its listener backs off
    // instead of closing at the descriptor limit.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
  ],
  targets: [
    .target(name: "FlipbookGeometry", swiftSettings: strict),
    .target(name: "FlipbookTiming", dependencies: ["FlipbookGeometry"], swiftSettings: strict),
    .target(name: "Flipbook", dependencies: ["FlipbookGeometry", "FlipbookTiming"], swiftSettings: strict),
    .target(name: "FlipbookTimeline", dependencies: ["Flipbook"], swiftSettings: strict),
    // Cairo and pixman, its pixel library (header found through cairo's pkg-config flags; CCairo links it).
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev", "libpixman-1-dev"])]),
    .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    // Declares the few Pango calls it needs itself (see its shim.h); Debian's libpango1.0-dev provides them.
    .systemLibrary(name: "CPango", providers: [.apt(["libpango1.0-dev"])]),
    // JPEG decoding (TurboJPEG: errors are return codes, no longjmp through Swift frames).
    .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    .target(
      name: "FlipbookRender",
      dependencies: ["Flipbook", "CCairo", "CDeflate", "CPango", "CTurboJPEG"],
      swiftSettings: strict),
    // The glue from timelines to frames, so that the renderer does not depend on the JSON format.
    .target(
      name: "FlipbookPipeline",
      dependencies: [
        "Flipbook", "FlipbookTimeline", "FlipbookRender", .product(name: "Crypto", package: "swift-crypto"),
      ],
      swiftSettings: strict),
    // `flipbook export`: timelines as Lottie animations (pictures of what shapes cannot say come from FlipbookRender).
    .target(
      name: "FlipbookLottie",
      dependencies: ["Flipbook", "FlipbookTimeline", "FlipbookRender"],
      swiftSettings: strict),
    // Synthetic scenes shared by `flipbook bench` and the Benchmarks package.
    .target(
      name: "FlipbookWorkloads", dependencies: ["Flipbook", "FlipbookGeometry", "FlipbookTiming"],
      swiftSettings: strict),
    .target(
      name: "FlipbookPreview",
      dependencies: [
        "Flipbook", "FlipbookGeometry", "FlipbookTimeline", "FlipbookRender", "FlipbookPipeline",
        .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ],
      swiftSettings: strict),
    .executableTarget(
      name: "FlipbookCLI",
      dependencies: [
        "Flipbook", "FlipbookTimeline", "FlipbookRender", "FlipbookPipeline", "FlipbookLottie",
        "FlipbookWorkloads", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ] + (includesPreview ? ["FlipbookPreview"] : []),
      swiftSettings: strict + (includesPreview ? [.define("FLIPBOOK_PREVIEW")] : [])),
    // Shared test helpers (swift-collections' _CollectionsTestSupport): one tolerance helper, one seeded
    // generator, golden files whose record mode fails, law checkers, engine invariant checks.
    .target(
      name: "FlipbookTestSupport", dependencies: ["Flipbook", "FlipbookWorkloads"],
      path: "Tests/FlipbookTestSupport",
      swiftSettings: strict),
    .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry", "FlipbookTestSupport"]),
    .testTarget(name: "FlipbookTimingTests", dependencies: ["FlipbookTiming", "FlipbookTestSupport"]),
    .testTarget(name: "FlipbookTests", dependencies: ["Flipbook", "FlipbookTestSupport"]),
    .testTarget(name: "FlipbookTimelineTests", dependencies: ["FlipbookTimeline", "FlipbookTestSupport"]),
    .testTarget(
      name: "FlipbookRenderTests",
      dependencies: ["FlipbookRender", "FlipbookTimeline", "FlipbookPipeline", "FlipbookTestSupport"],
      exclude: ["Goldens", "StyleGoldens", "Images"]),
    .testTarget(
      name: "FlipbookLottieTests",
      dependencies: [
        "FlipbookLottie", "FlipbookRender", "FlipbookTimeline", "FlipbookTiming", "FlipbookTestSupport",
      ]),
    .testTarget(
      name: "FlipbookPipelineTests",
      dependencies: ["FlipbookPipeline", "FlipbookTimeline", "FlipbookTestSupport"]),
    .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI", "FlipbookTestSupport"]),
    .testTarget(
      name: "FlipbookPreviewTests",
      dependencies: [
        "FlipbookPreview", "FlipbookPipeline", "FlipbookRender", "FlipbookTimeline", "FlipbookTestSupport",
      ]),
    // What the fuzz targets run, as a library so that the tests replay seeds and past crashes.
    .target(
      name: "FlipbookFuzzing",
      dependencies: [
        "Flipbook", "FlipbookTimeline", "FlipbookRender", "FlipbookPipeline", "FlipbookWorkloads",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "FlipbookFuzzingTests",
      dependencies: ["FlipbookFuzzing", "FlipbookPipeline", "FlipbookTestSupport"],
      exclude: ["Regressions"]),
  ],
  swiftLanguageModes: [.v6]
)

// libFuzzer targets (Scripts/fuzz.sh, Documentation/Fuzzing.md): only with FLIPBOOK_FUZZ=1, since they call
// libFuzzer's driver and so link only with `-sanitize=fuzzer`:
//   FLIPBOOK_FUZZ=1 swift build --scratch-path .build-fuzz --product FuzzLoad -Xswiftc -sanitize=fuzzer,address
if Context.environment["FLIPBOOK_FUZZ"] == "1" {
  package.targets.append(.target(name: "CFuzzDriver"))
  for name in ["FuzzLoad", "FuzzPlay"] {
    package.targets.append(
      .executableTarget(name: name, dependencies: ["CFuzzDriver", "FlipbookFuzzing"], swiftSettings: strict))
  }
}
