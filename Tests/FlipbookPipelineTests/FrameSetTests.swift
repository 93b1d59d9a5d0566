import FlipbookPipeline
import FlipbookTimeline
import Testing

@Suite("Lazy frame sets")
struct FrameSetTests {
  /// The shard's frames worked out the slow way, from the listed selection.
  static func bruteForce(_ spec: String, frameCount: Int, index: Int, count: Int) throws -> [Int] {
    try FrameSelection.parse(spec, frameCount: frameCount).filter { $0 % count == index }
  }

  @Test(arguments: ["0-99", "3-97:7", "0-9,5-20:3,50,60-99:4,2", "10-10", "1-90:9,0-90:6,7"])
  func shardsMatchTheListedSelection(spec: String) throws {
    let set = try FrameSet.parse(spec, frameCount: 100)
    for count in [1, 2, 3, 4, 6, 7, 12, 50, 101] {
      var union: [Int] = []
      for index in 0..<count {
        let frames = set.frames(inShard: index, of: count)
        #expect(frames == (try Self.bruteForce(spec, frameCount: 100, index: index, count: count)))
        union += frames
      }
      #expect(union.sorted() == (try FrameSelection.parse(spec, frameCount: 100)))
    }
  }

  @Test func membershipMatchesTheListedSelection() throws {
    let spec = "0-9,5-20:3,50,60-99:4"
    let set = try FrameSet.parse(spec, frameCount: 100)
    let listed = Set(try FrameSelection.parse(spec, frameCount: 100))
    for frame in 0..<100 { #expect(set.contains(frame) == listed.contains(frame)) }
  }

  /// Issue 15: `--shard 0/50000000` of a 10^8-frame timeline built three arrays of every frame (2 GB).
  @Test func aShardOfAHundredMillionFramesListsOnlyItsOwn() throws {
    let all = FrameSet.all(frameCount: 100_000_000)
    #expect(all.frames(inShard: 0, of: 50_000_000) == [0, 50_000_000])
    #expect(all.frames(inShard: 49_999_999, of: 50_000_000) == [49_999_999, 99_999_999])
    let sparse = try FrameSet.parse("1-99999999:7", frameCount: 100_000_000)
    // 1 + 7j: 8 is one; 50,000,008 is not (50,000,007 is not a multiple of 7).
    #expect(sparse.frames(inShard: 8, of: 50_000_000) == [8])
    #expect(sparse.contains(99_999_999) && !sparse.contains(99_999_996))
  }

  @Test(arguments: ["", "5-2", "0-200", "1:2", "a", "1,,2", "3-9:0"])
  func errorsAreTheSameAsTheListedSelections(spec: String) {
    var listed: FrameSelectionError?
    var lazy: FrameSelectionError?
    do { _ = try FrameSelection.parse(spec, frameCount: 100) } catch { listed = error }
    do { _ = try FrameSet.parse(spec, frameCount: 100) } catch { lazy = error }
    #expect(listed != nil)
    #expect(lazy == listed)
  }
}
