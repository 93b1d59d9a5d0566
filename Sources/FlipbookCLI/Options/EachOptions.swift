import ArgumentParser
import FlipbookTimeline
import Foundation

/// `--each DATA.json` on `render`, `still` and `export`: one output per record of a JSON list, each record
/// laid over the props and naming its output (`-o 'out/${slug}.mp4'`).
struct EachOptions: ParsableArguments {
  @Option(
    name: .customLong("each"),
    help: ArgumentHelp(
      "A JSON list of records (objects of props): one output per record, each laid over the props, with "
        + "-o expanded from it ('out/${slug}.mp4').", valueName: "data.json"))
  var data: String?

  /// Runs `body` once per output: with `--each`, once per record, with the record laid over the props and
  /// `output` expanded from it; else once with the props and `output` as given.
  ///
  /// A record that fails is reported by its index and the others still run; then a summary line (`verb`,
  /// such as "rendered") is printed unless `quiet`, and the status is 1 if any failed. Problems that stop
  /// every record (the data file, output names, two records naming one output) are reported before
  /// anything runs. `body` reports its own errors and throws ``ExitCodeError/failure`` (or `ExitCode`).
  @MainActor
  func run(
    output: String, props propsOptions: PropsOptions, verb: String, quiet: Bool,
    _ body: (_ props: TimelineProps, _ output: String, _ isLast: Bool) async throws -> Void
  ) async throws {
    guard let data else {
      do { try await body(try propsOptions.load(), output, true) } catch ExitCodeError.failure {
        throw ExitCode(1)
      }
      return
    }
    let props = try Self.failing { try propsOptions.load() }
    let records = try Self.failing { try load(data, outputPattern: output) }
    var failed: [Int] = []
    for (position, record) in records.records.enumerated() {
      var recordProps = props
      recordProps.lay(record)
      do {
        try await body(recordProps, record.output, position == records.records.count - 1)
      } catch {
        failed.append(record.index)
        Diagnostics.error("\(record.name): error: \(record.output) was not written (the errors above)")
      }
    }
    if !quiet || !failed.isEmpty {
      let count = records.records.count
      let summary = "\(verb) \(count - failed.count) of \(count) record\(count == 1 ? "" : "s")"
      printStatus(failed.isEmpty ? summary : "\(summary); \(failed.count) failed")
    }
    if !failed.isEmpty { throw ExitCode(1) }
  }

  /// The records of the data file, with their outputs; every problem reported before anything renders.
  private func load(_ path: String, outputPattern: String) throws -> DataRecords {
    guard let bytes = FileManager.default.contents(atPath: path) else {
      Diagnostics.error("\(path): error: cannot read the --each data file")
      throw ExitCodeError.failure
    }
    do {
      return try DataRecords.load(file: path, bytes: [UInt8](bytes), outputPattern: outputPattern)
    } catch {
      Diagnostics.error(error.description)
      throw ExitCodeError.failure
    }
  }

  /// `work`'s value; an already reported failure becomes exit status 1.
  private static func failing<T>(_ work: () throws -> T) throws -> T {
    do { return try work() } catch ExitCodeError.failure { throw ExitCode(1) }
  }
}
