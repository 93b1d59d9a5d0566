import NIOCore
import NIOHTTP1

/// Answers a request the HTTP decoder refused: 431 when its head passed the limits (a header line, all of
/// them, or their count), 400 for anything else malformed, then the decoder closes the connection.
final class ParserErrorResponder: ChannelDuplexHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  private var responseInFlight = false

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let parserError = error as? HTTPParserError else { return context.fireErrorCaught(error) }
    // A response already started cannot be followed by another: the connection just closes.
    if !responseInFlight {
      let (status, message): (HTTPResponseStatus, String) =
        parserError == .headerOverflow
        ? (.requestHeaderFieldsTooLarge, "the request's headers are too large")
        : (.badRequest, "the request is not valid HTTP/1.1")
      let body = ByteBuffer(string: message + "\n")
      let headers = HTTPHeaders([
        ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", String(body.readableBytes)),
        ("Connection", "close"),
      ])
      context.write(
        Self.wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))),
        promise: nil)
      context.write(Self.wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
      context.writeAndFlush(Self.wrapOutboundOut(.end(nil)), promise: nil)
    }
    context.fireErrorCaught(error)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch Self.unwrapOutboundIn(data) {
    case .head: responseInFlight = true
    case .body: break
    case .end: responseInFlight = false
    }
    context.write(data, promise: promise)
  }
}
