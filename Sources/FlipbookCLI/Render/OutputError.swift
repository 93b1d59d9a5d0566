/// A problem with the command's options or output, reported as `flipbook CMD: error: TEXT`.
struct OutputError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
