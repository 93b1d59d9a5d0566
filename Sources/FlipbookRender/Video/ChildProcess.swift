import Foundation

/// A program started with `posix_spawn`, its standard input a given descriptor (or `/dev/null`), its output
/// discarded and its errors written to a file; waited for with a blocking `waitpid` (Foundation's `Process.waitUntilExit` polls
/// a run loop on Linux and burns a core while a long encode finishes).
struct ChildProcess {
  let pid: pid_t

  /// Starts `executable` with `arguments`. Throws `FFmpegError.notFound` if it cannot be started.
  init(executable: String, arguments: [String], standardInput: Int32?, errorLog: String) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let standardInput {
      posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for arg in argv { free(arg) } }
    // The program starts with default signal handling and nothing blocked, whatever this process ignores
    // (the render ignores SIGINT and SIGTERM while it runs): `terminate()` must be able to stop it.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    guard status == 0 else { throw FFmpegError.notFound }
    self.pid = pid
  }

  /// Waits for the program to end: its exit status, or `128 + signal` if a signal ended it.
  func wait() -> Int {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return -1 }
    }
    let signal = status & 0x7F
    return signal == 0 ? Int((status >> 8) & 0xFF) : 128 + Int(signal)
  }

  /// Asks the program to stop (SIGTERM).
  func terminate() { kill(pid, SIGTERM) }
}
