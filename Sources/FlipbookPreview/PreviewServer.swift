import FlyingFox
import FlyingSocks
import Foundation

/// Serves a `PreviewSession` over HTTP with FlyingFox, on `host` (an IP address; loopback unless asked
/// otherwise) and `port` (0: a free one), and watches its files.
///
/// FlyingFox parses HTTP (this module writes no HTTP parser); HEAD is answered with GET's headers and no
/// body. A request FlyingFox cannot parse closes its connection.
///
/// ```swift
/// let server = try PreviewServer(session: session, host: "127.0.0.1", port: 0)
/// let port = try await server.start()
/// print("Preview: http://127.0.0.1:\(port)/")
/// ```
public final class PreviewServer: Sendable {
  private let server: HTTPServer
  private let session: PreviewSession

  /// Creates a server for `session` on `host` (IPv4 or IPv6 address) and `port`.
  public init(session: PreviewSession, host: String = "127.0.0.1", port: UInt16 = 0)
    throws(PreviewServerError)
  {
    let address = try Self.address(host: host, port: port)
    self.session = session
    self.server = HTTPServer(
      config: HTTPServer.Configuration(address: address, logger: .disabled),
      handler: PreviewHandler(session: session))
  }

  /// The socket address of `host` (an IPv4 or IPv6 address, not a name) and `port`.
  ///
  /// ```swift
  /// try PreviewServer.address(host: "::1", port: 8080)
  /// ```
  public static func address(host: String, port: UInt16) throws(PreviewServerError) -> any SocketAddress {
    do {
      return host.contains(":")
        ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
    } catch {
      throw PreviewServerError("--host must be an IP address such as 127.0.0.1 or ::1, not '\(host)'")
    }
  }

  /// Starts listening and watching; returns the port once connections are accepted.
  public func start() async throws -> UInt16 {
    let server = self.server
    Task { try await server.run() }
    try await server.waitUntilListening()
    let watcher = await PreviewWatcher(session: session)
    Task { @MainActor in await watcher.run() }
    switch await server.listeningAddress {
    case .ip4(_, let port)?, .ip6(_, let port)?: return port
    case .unix?, nil: throw PreviewServerError("the server is not listening on an IP port")
    }
  }
}
