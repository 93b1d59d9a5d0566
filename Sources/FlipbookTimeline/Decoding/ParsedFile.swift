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

  init(tape: JSONTape) {
    self.tape = tape
    text = JSONSourceText(tape: tape)
  }
}
