import NIOCore
import NIOHTTP1

/// Closes a connection whose client is too slow: one that takes longer than `requestTimeout` to send a
/// request's head (or stays idle that long between requests), or that reads a response (other than the
/// endless event stream) for longer than `responseTimeout`.
final class RequestDeadline: ChannelDuplexHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  private let requestTimeout: TimeAmount
  private let responseTimeout: TimeAmount
  private var deadline: Scheduled<Void>?

  init(requestTimeout: Duration, responseTimeout: Duration) {
    self.requestTimeout = TimeAmount(requestTimeout)
    self.responseTimeout = TimeAmount(responseTimeout)
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { arm(context, after: requestTimeout) }
  }

  func channelActive(context: ChannelHandlerContext) {
    arm(context, after: requestTimeout)
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .head = Self.unwrapInboundIn(data) { arm(context, after: responseTimeout) }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch Self.unwrapOutboundIn(data) {
    case .head(let head):
      // The event stream stays open as long as the page does.
      if head.headers["Content-Type"].first == "text/event-stream" { disarm() }
    case .body: break
    case .end: arm(context, after: requestTimeout)
    }
    context.write(data, promise: promise)
  }

  func channelInactive(context: ChannelHandlerContext) {
    disarm()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) { disarm() }

  private func arm(_ context: ChannelHandlerContext, after timeout: TimeAmount) {
    disarm()
    deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { context.close(promise: nil) }
  }

  private func disarm() {
    deadline?.cancel()
    deadline = nil
  }
}

extension TimeAmount {
  /// The same span as `duration`, to the nanosecond.
  init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}
