import ArgumentParser

/// `flipbook bench`: measure Flipbook on this machine.
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure interpolation, stepping and rendering speed on this machine.",
    discussion: """
      Each benchmark prints a short table, or with --json one JSON object per
      benchmark on a line of standard output. Build in release mode first
      (swift build -c release): debug builds are many times slower. For the
      side-by-side comparison with a plain C reference, run the Benchmarks
      package (see Documentation/Performance.md):

        swift package --package-path Benchmarks benchmark

      Examples:

        flipbook bench interpolation --properties 1000000 --animations 10000
        flipbook bench hierarchy --views 1000,100000 --depth 1,100 --json
        flipbook bench render --frames 0-59 --jobs 2
        flipbook bench load --views 100000
      """,
    subcommands: [
      InterpolationBenchCommand.self, HierarchyBenchCommand.self, RenderBenchCommand.self,
      LoadBenchCommand.self,
    ])
}
