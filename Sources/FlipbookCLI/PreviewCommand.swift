#if FLIPBOOK_PREVIEW
  import ArgumentParser
  import Dispatch
  import FlipbookPreview
  import FlipbookTimeline
  import Foundation

  /// `flipbook preview FILE [--port N] [--host H] [--scale S] [--props FILE] [--prop K=V]`: a live preview in
  /// the browser.
  struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "preview",
      abstract: "Serve a live preview of a timeline: scrub, play, step, inspect; reloads on save.",
      discussion: """
        Prints 'Preview: http://HOST:PORT/' as its first line, then serves until interrupted (Ctrl-C or
        SIGTERM end it at once with status 0). Open the address in a browser. Keys: space plays and pauses,
        left and right arrows step one frame, Home and End go to the first and last frame. Click the picture
        to inspect the view under the pointer. Saving the file (or an image it uses) updates the page within
        a second; a broken save shows its errors and keeps the last good picture. Frames are byte for byte
        what 'flipbook still FILE --frame K' writes with the same --scale, --props and --prop (props files
        are read once, at start).
        """)

    @Argument(help: "The timeline JSON file (watched for changes).")
    var file: String

    @Option(help: "The port to listen on (0: a free one).")
    var port: Int = 0

    @Option(help: "The IP address to listen on. Anything but loopback lets other machines see the preview.")
    var host = "127.0.0.1"

    @Option(help: "Pixels per point (default: the canvas's scale, else 1).")
    var scale: Double?

    @Option(name: .customLong("cache-mb"), help: "Megabytes of rendered frames kept in memory.")
    var cacheMegabytes = 256

    @OptionGroup var props: PropsOptions

    func validate() throws {
      if file == "-" { throw ValidationError("preview watches a file: give its path, not '-'") }
      guard (0...65535).contains(port) else {
        throw ValidationError("--port must be 0 to 65535, not \(port)")
      }
      if let scale, !(scale > 0 && scale.isFinite) {
        throw ValidationError("--scale must be a positive number, not \(scale)")
      }
      do { try PreviewServer.checkAddress(host) } catch {
        throw ValidationError(error.description)
      }
      if cacheMegabytes < 1 { throw ValidationError("--cache-mb must be at least 1, not \(cacheMegabytes)") }
    }

    @MainActor
    func run() async throws {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue
      else {
        Diagnostics.error(
          "\(file): error: \(isDirectory.boolValue ? "is a directory, not a timeline file" : "no such file")")
        throw ExitCode(1)
      }
      let values: TimelineProps
      do { values = try props.load() } catch { throw ExitCode(1) }
      let source = PreviewSource(path: file, props: values)
      if !source.state.errors.isEmpty {
        Diagnostics.error(source.state.errors.map(\.description).joined(separator: "\n"))
      }
      let session = PreviewSession(source: source, byteLimit: cacheMegabytes << 20, scale: scale)
      let listening: UInt16
      do {
        let server = try PreviewServer(session: session, host: host, port: UInt16(port))
        // A listener that stops serves nothing more: say why and end, rather than stay up answering nothing.
        listening = try await server.start { reason in
          Diagnostics.error("flipbook preview: error: \(reason); stopping")
          Foundation.exit(1)
        }
      } catch {
        Diagnostics.error("flipbook preview: error: \(error)")
        throw ExitCode(1)
      }
      // Set before the address is printed: whoever starts the preview may stop it as soon as it reads it.
      let signals = Self.exitOnSignals()
      let shown = host.contains(":") ? "[\(host)]" : host
      // Written unbuffered: whatever starts the preview reads this line while it runs.
      FileHandle.standardOutput.write(Data("Preview: http://\(shown):\(listening)/\n".utf8))
      // Serves until a signal ends the process.
      while true {
        try? await Task.sleep(for: .seconds(3600))
        withExtendedLifetime(signals) {}
      }
    }

    /// SIGINT and SIGTERM end the preview at once with status 0: it holds nothing that needs finishing.
    private static func exitOnSignals() -> [any DispatchSourceSignal] {
      [SIGINT, SIGTERM].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { Foundation.exit(0) }
        source.resume()
        return source
      }
    }
  }
#endif
