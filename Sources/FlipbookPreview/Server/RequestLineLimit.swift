import NIOCore

/// Answers 414 and closes the connection when a request line is longer than the limit, looking at the bytes
/// before the HTTP decoder keeps any of them (the decoder's own limits then answer 431 for headers).
///
/// Only GET and HEAD are served, so a request ends at its blank line: the next line starts the next request.
final class RequestLineLimit: ChannelInboundHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundOut = ByteBuffer

  private let limit: Int
  private var inRequestLine = true
  private var lineLength = 0
  private var lineIsBlank = true
  private var refused = false

  init(limit: Int) { self.limit = limit }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !refused else { return }
    let buffer = Self.unwrapInboundIn(data)
    for byte in buffer.readableBytesView {
      if byte == UInt8(ascii: "\n") {
        if lineIsBlank {
          // A blank line ends a head (or precedes a request line, which RFC 9112 allows).
          if !inRequestLine { inRequestLine = true }
        } else if inRequestLine {
          inRequestLine = false
        }
        lineLength = 0
        lineIsBlank = true
        continue
      }
      lineLength += 1
      if byte != UInt8(ascii: "\r") { lineIsBlank = false }
      if inRequestLine && lineLength > limit {
        refused = true
        let body = "the request line is longer than \(limit) bytes\n"
        let response =
          "HTTP/1.1 414 URI Too Long\r\nContent-Type: text/plain; charset=utf-8\r\n"
          + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        context.writeAndFlush(Self.wrapOutboundOut(ByteBuffer(string: response))).assumeIsolated()
          .whenComplete { _ in context.close(promise: nil) }
        return
      }
    }
    context.fireChannelRead(data)
  }
}
