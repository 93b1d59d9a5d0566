import Foundation

/// Which part of a render this process does: shard `index` of `count` renders the frames `k` with
/// `k % count == index`, so shards share the work evenly however it varies over time.
struct ShardSpec: Equatable {
  var index: Int
  var count: Int

  static let whole = ShardSpec(index: 0, count: 1)

  /// Parses `I/N` (0 ≤ I < N), or `auto`, which reads a Kubernetes Indexed Job's `JOB_COMPLETION_INDEX` /
  /// `JOB_COMPLETIONS` or a Slurm array's `SLURM_ARRAY_TASK_ID` / `SLURM_ARRAY_TASK_COUNT`.
  static func parse(_ text: String, environment: [String: String]) throws -> ShardSpec {
    if text == "auto" {
      if let i = environment["JOB_COMPLETION_INDEX"], let n = environment["JOB_COMPLETIONS"] {
        return try make(i, n, source: "JOB_COMPLETION_INDEX/JOB_COMPLETIONS")
      }
      if let i = environment["SLURM_ARRAY_TASK_ID"], let n = environment["SLURM_ARRAY_TASK_COUNT"] {
        // Slurm arrays may start at SLURM_ARRAY_TASK_MIN (often 0 or 1).
        let base = Int(environment["SLURM_ARRAY_TASK_MIN"] ?? "0") ?? 0
        guard let id = Int(i) else { throw ShardError("SLURM_ARRAY_TASK_ID is not a number: '\(i)'") }
        return try make(String(id - base), n, source: "SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT")
      }
      throw ShardError(
        "--shard auto found no JOB_COMPLETION_INDEX and JOB_COMPLETIONS (Kubernetes Indexed Job) "
          + "nor SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT (Slurm array) in the environment")
    }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw ShardError("--shard takes I/N (for example 0/4) or auto, not '\(text)'")
    }
    return try make(String(parts[0]), String(parts[1]), source: "--shard")
  }

  private static func make(_ i: String, _ n: String, source: String) throws -> ShardSpec {
    guard let index = Int(i), let count = Int(n) else {
      throw ShardError("\(source): '\(i)/\(n)' is not two whole numbers")
    }
    guard count >= 1, index >= 0, index < count else {
      throw ShardError("\(source): shard \(index) of \(count) is out of range (need 0 ≤ I < N)")
    }
    return ShardSpec(index: index, count: count)
  }

  func contains(frame: Int) -> Bool { frame % count == index }
}

struct ShardError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
