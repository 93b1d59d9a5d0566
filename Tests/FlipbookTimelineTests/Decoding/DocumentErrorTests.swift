import FlipbookTimeline
import Testing

// Each case is a small broken document and the exact lines `flipbook` prints for it.
// Positions were counted by hand from the document text (see timeline(views:steps:) for the layout).

@Suite("Syntax and document-level errors")
@MainActor
struct DocumentErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "syntaxError", ##"{"version": 1,,}"##,
      [##"t.json:1:15: error: expected a string key in double quotes (at $)"##]),
    TimelineErrorCase(
      "emptyFile", ##""##,
      [##"t.json:1:1: error: the file is empty (at $)"##]),
    TimelineErrorCase(
      "topLevelNotObject", ##"[1]"##,
      [##"t.json:1:1: error: expected a timeline object, found array (at $)"##]),
    TimelineErrorCase(
      "missingRequiredKeys", ##"{"canvas": {"width": 10, "height": 10}, "fps": 10}"##,
      [
        ##"t.json:1:1: error: missing required key 'version' (at $)"##,
        ##"t.json:1:1: error: missing required key 'duration' (at $)"##,
      ]),
    TimelineErrorCase(
      "unsupportedVersion",
      ##"{"version": 2, "canvas": {"width": 10, "height": 10}, "fps": 10, "duration": 1}"##,
      [##"t.json:1:13: error: unsupported version 2: this program reads version 1 (at $.version)"##]),
    TimelineErrorCase(
      "versionAsString",
      ##"{"version": "1", "canvas": {"width": 10, "height": 10}, "fps": 10, "duration": 1}"##,
      [##"t.json:1:13: error: expected the integer 1, found string (at $.version)"##]),
    TimelineErrorCase(
      "unknownTopLevelKeyWithHint",
      ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 10, "duraton": 1}"##,
      [
        ##"t.json:1:1: error: missing required key 'duration' (at $)"##,
        ##"t.json:1:66: error: unknown key 'duraton' (did you mean 'duration'?) (at $.duraton)"##,
      ]),
    TimelineErrorCase(
      "duplicateKey",
      ##"{"version": 1, "version": 1, "canvas": {"width": 10, "height": 10}, "fps": 10, "duration": 1}"##,
      [##"t.json:1:16: error: duplicate key 'version' (first at 1:2) (at $.version)"##]),
    TimelineErrorCase(
      "canvasWidthZero", ##"{"version": 1, "canvas": {"width": 0, "height": 10}, "fps": 10, "duration": 1}"##,
      [##"t.json:1:36: error: width must be a positive integer, found 0 (at $.canvas.width)"##]),
    TimelineErrorCase(
      "canvasHeightFraction",
      ##"{"version": 1, "canvas": {"width": 10, "height": 12.5}, "fps": 10, "duration": 1}"##,
      [##"t.json:1:50: error: expected an integer, found 12.5 (at $.canvas.height)"##]),
    TimelineErrorCase(
      "canvasMissingHeight", ##"{"version": 1, "canvas": {"width": 10}, "fps": 10, "duration": 1}"##,
      [##"t.json:1:26: error: missing required key 'height' (at $.canvas)"##]),
    TimelineErrorCase(
      "canvasBadBackground",
      ##"{"version": 1, "canvas": {"width": 10, "height": 10, "background": "#12"}, "fps": 10, "duration": 1}"##,
      [
        ##"t.json:1:68: error: invalid hex colour '#12': use #RGB, #RGBA, #RRGGBB or #RRGGBBAA (at $.canvas.background)"##
      ]),
    TimelineErrorCase(
      "fpsZero", ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 0, "duration": 1}"##,
      [##"t.json:1:62: error: fps must be > 0, found 0 (at $.fps)"##]),
    TimelineErrorCase(
      "fpsBadString",
      ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": "30/0", "duration": 1}"##,
      [
        ##"t.json:1:62: error: invalid fps "30/0": use a positive number or a rational string such as "30000/1001" (at $.fps)"##
      ]),
    TimelineErrorCase(
      "fpsNotExact",
      ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 29.970029970029970, "duration": 1}"##,
      [
        ##"t.json:1:62: error: fps 29.970029970029970 is not exact with 6 decimals: write it as a rational string such as "30000/1001" (at $.fps)"##
      ]),
    TimelineErrorCase(
      "durationNegative",
      ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 10, "duration": -1}"##,
      [##"t.json:1:78: error: duration must be >= 0, found -1 (at $.duration)"##]),
    TimelineErrorCase(
      "durationOutOfRange",
      ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 10, "duration": 1e999}"##,
      [##"t.json:1:78: error: number out of range: 1e999 (at $.duration)"##]),
    TimelineErrorCase(
      "timelineTooLong",
      ##"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 1000, "duration": 1e6}"##,
      [
        ##"t.json:1:80: error: the timeline is too long: 1000000000 frames (at most 100000000) (at $.duration)"##
      ]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
