/// A file being decoded: its parsed tape and its text (which ``SourceReference``s keep). Every ``Field``
/// of the file refers to this one object, so copying a field costs one reference count, not two.
///
/// ```swift
/// let file = ParsedFile(tape: root.tape)
/// let field = Field(file: file, index: root.index)
/// ```
final class ParsedFile {
  let tape: JSONTape
  let text: JSONSourceText

  /// `text` is the file's own text when `tape` is an expansion of it (paths are found on the file's own
  /// parse); by default the tape's.
  init(tape: JSONTape, text: JSONSourceText? = nil) {
    self.tape = tape
    self.text = text ?? JSONSourceText(tape: tape)
  }
}
