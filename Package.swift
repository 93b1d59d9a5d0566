// swift-tools-version:6.1
// Flipbook: UIKit's view-animation model, headless, frame-stepped, rendered with Cairo.
//
// Module graph (one-way):
//   FlipbookGeometry                   pure value types, no Foundation, no I/O
//        ↓
//   FlipbookTiming                     pure timing math: curves, springs, keyframes, frame rates
//        ↓
//   Flipbook                           views, windows, the animation engine, presentation snapshots
//        ↓
//   FlipbookTimeline                   the JSON timeline format: parse, validate, run, sample
//        ↓
//   FlipbookRender (+ CCairo, CDeflate) Cairo drawing of snapshots, PNG encoding
//        ↓
//   FlipbookCLI                        the `flipbook` command: the only module that touches files
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "Flipbook",
  products: [
    .library(name: "Flipbook", targets: ["Flipbook"]),
    .library(name: "FlipbookTimeline", targets: ["FlipbookTimeline"]),
    .library(name: "FlipbookRender", targets: ["FlipbookRender"]),
    .library(name: "FlipbookWorkloads", targets: ["FlipbookWorkloads"]),
    .executable(name: "flipbook", targets: ["FlipbookCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .target(name: "FlipbookGeometry", swiftSettings: strict),
    .target(name: "FlipbookTiming", dependencies: ["FlipbookGeometry"], swiftSettings: strict),
    .target(name: "Flipbook", dependencies: ["FlipbookGeometry", "FlipbookTiming"], swiftSettings: strict),
    .target(name: "FlipbookTimeline", dependencies: ["Flipbook"], swiftSettings: strict),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .target(
      name: "FlipbookRender", dependencies: ["Flipbook", "CCairo", "CDeflate"], swiftSettings: strict),
    // Synthetic scenes shared by `flipbook bench` and the Benchmarks package.
    .target(
      name: "FlipbookWorkloads", dependencies: ["Flipbook", "FlipbookGeometry", "FlipbookTiming"],
      swiftSettings: strict),
    .executableTarget(
      name: "FlipbookCLI",
      dependencies: [
        "Flipbook", "FlipbookTimeline", "FlipbookRender", "FlipbookWorkloads",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict),
    .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry"]),
    .testTarget(name: "FlipbookTimingTests", dependencies: ["FlipbookTiming", "FlipbookGeometry"]),
    .testTarget(name: "FlipbookTests", dependencies: ["Flipbook"]),
    .testTarget(name: "FlipbookTimelineTests", dependencies: ["FlipbookTimeline"]),
    .testTarget(
      name: "FlipbookRenderTests", dependencies: ["FlipbookRender", "FlipbookTimeline"], exclude: ["Goldens"]),
    .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI"]),
  ],
  swiftLanguageModes: [.v6]
)
