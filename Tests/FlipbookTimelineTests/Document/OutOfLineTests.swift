import Flipbook
import FlipbookTiming
import Testing

@testable import FlipbookTimeline

// The out-of-line settings of views, changes, blocks and steps: nothing is stored until a field leaves its
// default, and what is set reads back through the public properties.

@Suite("Out-of-line settings")
struct OutOfLineTests {
  private struct Fields: OutOfLineFields {
    var name: String?
    var count = 0
  }

  @Test func defaultsStoreNothingAndValuesReadBack() {
    var rare = OutOfLine<Fields>()
    rare.set(\.name, to: nil)
    rare.set(\.count, to: 0)
    #expect(rare.fields == nil)
    rare.set(\.count, to: 3)
    #expect(rare.fields?.count == 3 && rare.fields?.name == nil)
    rare.set(\.name, to: "card")
    rare.set(\.count, to: 0)
    #expect(rare.fields?.name == "card" && rare.fields?.count == 0)
  }

  @Test func aBlockAndAStepKeepTheirRareSettings() {
    var block = AnimationBlock(duration: 1, repeatCount: 2, source: .document)
    #expect(block.repeatCount == 2 && block.spring == nil && block.stagger == nil)
    block.spring = .dampingRatio(0.5, initialVelocity: 0)
    block.repeatCount = nil
    #expect(block.repeatCount == nil)
    #expect(block.spring == .dampingRatio(0.5, initialVelocity: 0))
    var step = Step(action: .animate(block), source: .document)
    #expect(step.label == nil && step.position == nil)
    step.label = StepLabel(name: "intro", source: .document)
    #expect(step.label?.name == "intro" && step.position == nil)
  }

  @Test func theCommonStepIsNoLargerThanItsBlockAndAFewFields() {
    // A step is its time, condition, action and source, and one reference to its out-of-line settings: the
    // rare kinds (keyframes, transitions) are boxed, so an `animate` block is the largest action.
    #expect(MemoryLayout<StepAction>.size <= MemoryLayout<AnimationBlock>.size + 1)
    #expect(MemoryLayout<Step>.stride <= MemoryLayout<StepAction>.stride + 48)
  }
}
