// swift-tools-version:6.1
// Flipbook's benchmarks, in their own package so that users of the library never pull in package-benchmark.
//
//   swift package --package-path Benchmarks benchmark                 # run everything (release build)
//   swift package --package-path Benchmarks benchmark --target Render # one suite
//   swift package --package-path Benchmarks benchmark thresholds check # compare with Thresholds/
//
// Each suite prints Flipbook's numbers beside a plain C reference doing the same work (Sources/CReference).
// See Documentation/Performance.md.
import PackageDescription

// A path dependency is named after its folder, which is whatever the clone of Flipbook is called.
let flipbook = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "Flipbook"

let suites = ["Interpolation", "Hierarchy", "TimelineDecoding", "Render", "LottieExport", "Preview"]

let package = Package(
  name: "FlipbookBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The same work done the straightforward way in C: WebKit's UnitBezier, Cairo fills, libdeflate PNG.
    .target(
      name: "CReference",
      linkerSettings: [.linkedLibrary("cairo"), .linkedLibrary("deflate"), .linkedLibrary("m")]),
    .target(
      name: "BenchmarkSupport",
      dependencies: [
        "CReference",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Flipbook", package: flipbook),
        .product(name: "FlipbookWorkloads", package: flipbook),
        .product(name: "FlipbookTimeline", package: flipbook),
        .product(name: "FlipbookRender", package: flipbook),
        .product(name: "FlipbookPipeline", package: flipbook),
      ]),
  ]
    + suites.map { suite in
      .executableTarget(
        name: suite,
        dependencies: [
          "BenchmarkSupport", "CReference",
          .product(name: "Benchmark", package: "benchmark"),
          .product(name: "Flipbook", package: flipbook),
          .product(name: "FlipbookWorkloads", package: flipbook),
          .product(name: "FlipbookTimeline", package: flipbook),
          .product(name: "FlipbookRender", package: flipbook),
          .product(name: "FlipbookPipeline", package: flipbook),
          .product(name: "FlipbookLottie", package: flipbook),
        ] + (suite == "Preview" ? [.product(name: "FlipbookPreview", package: flipbook)] : []),
        path: "Benchmarks/\(suite)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
    },
  swiftLanguageModes: [.v6]
)
