import FlyingFox
import Foundation

/// Hands each request to the session on the main actor and turns its answer into FlyingFox's response.
struct PreviewHandler: HTTPHandler {
  let session: PreviewSession

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    let asked = PreviewRequest(method: request.method.rawValue, path: request.path, query: query)
    let answer = await session.respond(to: asked)
    var headers = HTTPHeaders()
    for (name, value) in answer.headers { headers[HTTPHeader(name)] = value }
    let status = HTTPStatusCode(answer.status, phrase: Self.phrase(answer.status))
    let isHead = request.method == .HEAD
    switch answer.body {
    case .bytes(let bytes):
      if isHead {
        headers[.contentLength] = String(bytes.count)
        return HTTPResponse(statusCode: status, headers: headers, body: Data())
      }
      return HTTPResponse(statusCode: status, headers: headers, body: Data(bytes))
    case .events(let stream):
      if isHead { return HTTPResponse(statusCode: status, headers: headers, body: Data()) }
      return HTTPResponse(
        statusCode: status, headers: headers, body: HTTPBodySequence(from: EventBytes(stream: stream)))
    }
  }

  static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    default: "Internal Server Error"
    }
  }
}
