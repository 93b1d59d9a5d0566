import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// Serves a `PreviewSession` over HTTP/1.1 with SwiftNIO on `host` (an IP address; loopback unless asked
/// otherwise) and `port` (0: a free one), and watches its files.
///
/// What a client may send is bounded (``PreviewLimits``): a request line longer than 8 KB is answered 414,
/// headers past 8 KB a line, 32 KB or 100 lines in all 431, all before any further work; a client that takes
/// more than 10 s to send a request's head is disconnected; at most 256 connections are open at once (more
/// are closed as they arrive), and at the descriptor limit the listener waits and accepts again. A `Host`
/// that is neither `localhost` nor an IP address is answered 403 (``HostCheck``), and no response carries
/// CORS headers, so pages of other sites cannot read the preview. HEAD is answered with GET's headers.
///
/// ```swift
/// let server = try PreviewServer(session: session, host: "127.0.0.1", port: 0)
/// let port = try await server.start { reason in print("stopped: \(reason)") }
/// print("Preview: http://127.0.0.1:\(port)/")
/// ```
public final class PreviewServer: Sendable {
  private let session: PreviewSession
  private let host: String
  private let port: Int
  private let limits: PreviewLimits
  private let openConnections = Atomic<Int>(0)

  /// Creates a server for `session` on `host` (IPv4 or IPv6 address) and `port`.
  public init(
    session: PreviewSession, host: String = "127.0.0.1", port: UInt16 = 0,
    limits: PreviewLimits = PreviewLimits()
  ) throws(PreviewServerError) {
    try Self.checkAddress(host)
    self.session = session
    self.host = host
    self.port = Int(port)
    self.limits = limits
  }

  /// Checks that `host` is an IPv4 or IPv6 address, not a name.
  ///
  /// ```swift
  /// try PreviewServer.checkAddress("::1")
  /// ```
  public static func checkAddress(_ host: String) throws(PreviewServerError) {
    do { _ = try SocketAddress(ipAddress: host, port: 0) } catch {
      throw PreviewServerError("--host must be an IP address such as 127.0.0.1 or ::1, not '\(host)'")
    }
  }

  /// Starts listening and watching; returns the port once connections are accepted. `onStop` is called if
  /// the listener ever stops (it then serves nothing more), with the reason.
  ///
  /// - Throws: ``PreviewServerError`` saying why the address cannot be listened on.
  public func start(onStop: @escaping @Sendable (String) -> Void = { _ in }) async throws(PreviewServerError)
    -> UInt16
  {
    let limits = self.limits
    let listener: NIOAsyncChannel<NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>, Never>
    do {
      listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .serverChannelOption(.backlog, value: 256)
        .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .bind(host: host, port: port) { channel in
          channel.eventLoop.makeCompletedFuture { try Self.configure(channel, limits: limits) }
        }
    } catch {
      throw PreviewServerError("cannot listen on \(host) port \(port): \(Self.explain(error))")
    }
    guard let bound = listener.channel.localAddress?.port else {
      throw PreviewServerError("the server is not listening on an IP port")
    }
    Task { await self.accept(on: listener, onStop: onStop) }
    let watcher = await PreviewWatcher(session: session)
    Task { @MainActor in await watcher.run() }
    return UInt16(bound)
  }

  /// The pipeline of one connection: request lines checked, HTTP/1.1 decoded within the header limits,
  /// refused requests answered, slow clients timed out.
  private static func configure(_ channel: any Channel, limits: PreviewLimits) throws -> NIOAsyncChannel<
    HTTPServerRequestPart, HTTPServerResponsePart
  > {
    var decoderLimits = NIOHTTPDecoderLimitConfiguration()
    decoderLimits.maxHeaderFieldSize = limits.maximumHeaderLine
    decoderLimits.maxHeaderListSize = limits.maximumHeaderBytes
    decoderLimits.maxHeaderFieldCount = limits.maximumHeaderCount
    let pipeline = channel.pipeline.syncOperations
    try pipeline.addHandler(RequestLineLimit(limit: limits.maximumRequestLine))
    try pipeline.configureHTTPServerPipeline(
      withErrorHandling: false, withEncoderConfiguration: HTTPResponseEncoder.Configuration(),
      withDecoderLimitConfiguration: decoderLimits)
    try pipeline.addHandler(ParserErrorResponder())
    try pipeline.addHandler(
      RequestDeadline(requestTimeout: limits.requestTimeout, responseTimeout: limits.responseTimeout))
    return try NIOAsyncChannel(wrappingChannelSynchronously: channel)
  }

  /// Accepts connections until the listener stops; each is served on a task of its own.
  private func accept(
    on listener: NIOAsyncChannel<NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>, Never>,
    onStop: @Sendable (String) -> Void
  ) async {
    do {
      try await withThrowingDiscardingTaskGroup { group in
        try await listener.executeThenClose { connections in
          for try await connection in connections {
            let accepted = openConnections.add(1, ordering: .relaxed).newValue <= limits.maximumConnections
            group.addTask {
              if accepted {
                await PreviewConnection(session: self.session).serve(connection)
              } else {
                // One too many: closed at once (through its writer, which must be finished).
                try? await connection.executeThenClose { _, _ in }
              }
              self.openConnections.subtract(1, ordering: .relaxed)
            }
          }
        }
      }
      onStop("the listening socket was closed")
    } catch {
      onStop("the listening socket failed: \(error)")
    }
  }

  /// Why binding failed, in words, with the system's reason.
  static func explain(_ error: any Error) -> String {
    guard let error = error as? IOError else { return "\(error)" }
    let reason = String(cString: strerror(error.errnoCode))
    switch error.errnoCode {
    case EADDRNOTAVAIL: return "\(reason): no network interface of this machine has that address"
    case EADDRINUSE:
      return "\(reason): another program listens there (use another --port, or 0 for a free one)"
    case EACCES: return "\(reason): ports below 1024 need privileges (use another --port)"
    default: return reason
    }
  }
}
