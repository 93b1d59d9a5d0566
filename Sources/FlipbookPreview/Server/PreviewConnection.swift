import Foundation
import NIOCore
import NIOHTTP1

/// Serves the requests of one connection in order: each checked (method, `Host`), answered by the session,
/// and written back; the event stream is written until the page goes away.
struct PreviewConnection {
  let session: PreviewSession

  func serve(_ connection: NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>) async {
    let channel = connection.channel
    try? await connection.executeThenClose { inbound, outbound in
      var head: HTTPRequestHead?
      for try await part in inbound {
        switch part {
        case .head(let received):
          head = received
        case .body:
          continue  // only GET and HEAD are served: a body is read and dropped
        case .end:
          guard let request = head else { continue }
          head = nil
          let keepsOpen = try await respond(to: request, with: outbound, closing: channel)
          if !keepsOpen { return }
        }
      }
    }
  }

  /// Writes the answer to `request`; returns whether the connection may serve another request.
  private func respond(
    to request: HTTPRequestHead, with outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>,
    closing channel: any Channel
  ) async throws -> Bool {
    let hosts = request.headers["Host"]
    let answer: PreviewResponse
    if hosts.count > 1 {
      answer = .error(400, "a request has one Host header")
    } else if !HostCheck.allows(hosts.first) {
      answer = .error(403, "this preview answers only requests for localhost or an IP address")
    } else {
      let (path, query) = Self.split(request.uri)
      answer = await session.respond(
        to: PreviewRequest(method: request.method.rawValue, path: path, query: query))
    }
    let isHead = request.method == .HEAD
    var headers = HTTPHeaders(answer.headers.map { ($0.name, $0.value) })
    if !request.isKeepAlive { headers.add(name: "Connection", value: "close") }
    let status = HTTPResponseStatus(statusCode: answer.status)
    switch answer.body {
    case .bytes(let bytes):
      headers.add(name: "Content-Length", value: String(bytes.count))
      try await outbound.write(
        .head(HTTPResponseHead(version: request.version, status: status, headers: headers)))
      if !isHead && !bytes.isEmpty { try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: bytes)))) }
      try await outbound.write(.end(nil))
      return request.isKeepAlive
    case .events(let stream):
      if isHead {
        headers.add(name: "Content-Length", value: "0")
        try await outbound.write(
          .head(HTTPResponseHead(version: request.version, status: status, headers: headers)))
        try await outbound.write(.end(nil))
        return request.isKeepAlive
      }
      try await outbound.write(
        .head(HTTPResponseHead(version: request.version, status: status, headers: headers)))
      // Events until the page closes the connection (seen at once, not at the next write).
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          for await event in stream { try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: event)))) }
        }
        group.addTask { try await channel.closeFuture.get() }
        _ = try await group.next()
        group.cancelAll()
      }
      return false
    }
  }

  /// The path and the query's items (percent-decoded; the last value of a repeated name) of a target.
  static func split(_ target: String) -> (path: String, query: [String: String]) {
    guard let mark = target.firstIndex(of: "?") else { return (target, [:]) }
    var query: [String: String] = [:]
    for item in target[target.index(after: mark)...].split(separator: "&") {
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let decode = { (text: Substring) in
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
      }
      query[decode(pair[0])] = pair.count > 1 ? decode(pair[1]) : ""
    }
    return (String(target[..<mark]), query)
  }
}
