import FlipbookPipeline
import FlipbookTimeline
import Testing

@Suite("Frame selection (--frames)")
struct FrameSelectionTests {
  @Test func listsRangesAndSteps() throws {
    #expect(try FrameSelection.parse("0,30,60", frameCount: 120) == [0, 30, 60])
    #expect(try FrameSelection.parse("3-6", frameCount: 120) == [3, 4, 5, 6])
    #expect(try FrameSelection.parse("0-119:40", frameCount: 120) == [0, 40, 80])
    #expect(try FrameSelection.parse("10-20:5,0", frameCount: 120) == [0, 10, 15, 20])
  }

  @Test func resultIsSortedWithoutDuplicates() throws {
    #expect(try FrameSelection.parse("60, 0-2, 1, 60", frameCount: 120) == [0, 1, 2, 60])
  }

  @Test func lastFrameIsFrameCountMinusOne() throws {
    #expect(try FrameSelection.parse("119", frameCount: 120) == [119])
    #expect(throws: FrameSelectionError("frame 120 is out of range: the timeline has 120 frames (0-119)")) {
      try FrameSelection.parse("0,120", frameCount: 120)
    }
    #expect(throws: FrameSelectionError("frame 130 is out of range: the timeline has 120 frames (0-119)")) {
      try FrameSelection.parse("100-130:10", frameCount: 120)
    }
    #expect(throws: FrameSelectionError("frame 0 is out of range: the timeline has no frames")) {
      try FrameSelection.parse("0", frameCount: 0)
    }
  }

  @Test(arguments: [
    ("", "the frame list is empty"),
    ("1,,2", "invalid frame list '1,,2': an item between commas is empty"),
    ("a", "invalid frame item 'a': use N, A-B or A-B:S with whole numbers"),
    ("-3", "invalid frame item '-3': use N, A-B or A-B:S with whole numbers"),
    ("1.5", "invalid frame item '1.5': use N, A-B or A-B:S with whole numbers"),
    ("5:2", "invalid frame item '5:2': use N, A-B or A-B:S with whole numbers"),
    ("9-3", "invalid frame range '9-3': 9 is after 3"),
    ("0-10:0", "invalid step in '0-10:0': the step must be a positive whole number"),
    ("0-10:x", "invalid step in '0-10:x': the step must be a positive whole number"),
  ])
  func rejectsMalformedLists(_ spec: String, _ message: String) {
    #expect(throws: FrameSelectionError(message)) { try FrameSelection.parse(spec, frameCount: 120) }
  }
}
