import Foundation
import Testing

/// `stack` from the command line: `sample` prints laid-out frames, `validate` warns about moving an arranged
/// view and still exits 0.
@Suite struct StackCommandTests {
  static let list = """
    {
      "version": 1, "canvas": { "width": 100, "height": 100 }, "fps": 10, "duration": 1,
      "views": [ { "id": "list", "frame": [0, 0, 100, 100], "stack": { "spacing": 5 },
        "subviews": [ { "id": "a", "frame": [0, 0, 0, 10] }, { "id": "b", "frame": [0, 0, 0, 10] } ] } ],
      "steps": [ { "at": 0.5, "set": [ { "view": "b", "center": [1, 1] }, { "view": "a", "bounds": [0, 0, 100, 30] } ] } ]
    }
    """

  @Test func sampleShowsTheLaidOutFramesAndValidateWarns() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("list.json", Self.list)
    let validate = try CLIRunner.run(["validate", file])
    #expect(validate.status == 0)
    #expect(validate.stdout.hasPrefix("\(file): ok: "))
    #expect(
      validate.stderr
        == "\(file):5:36: warning: 'center' of 'b' is overridden by the next layout of stack 'list', which arranges it: change its 'bounds' size, its 'hidden' or the stack's settings instead (at $.steps[0].set[0])\n"
    )
    let sample = try CLIRunner.run(["sample", file, "--frames", "0,5", "--views", "b", "--compact"])
    #expect(sample.status == 0)
    // b at y 15 (10 + 5), then below a grown to 30 (the size change lays the list out, undoing the move).
    #expect(
      sample.stdout.contains(
        #""frame":0,"time":0,"views":{"b":{"superview":"list","index":1,"center":[50,20],"#))
    #expect(
      sample.stdout.contains(
        #""frame":5,"time":0.5,"views":{"b":{"superview":"list","index":1,"center":[50,40],"#))
  }
}
