import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// The timeline file a preview shows, loaded again on each change: its newest state and the files to watch
/// (the timeline and every image it names, found or not, so that adding a missing image reloads too).
///
/// ```swift
/// let source = PreviewSource(path: "intro.json")
/// source.state.errors       // [] when it loaded
/// source.reload()           // after a save: revision 2
/// ```
@MainActor
public final class PreviewSource {
  /// The timeline file, as given.
  public let path: String
  /// The newest revision, its errors and the last good document.
  public private(set) var state: PreviewState
  /// The files whose changes make a new revision: the timeline, then the images it names.
  public private(set) var watchedFiles: [String]
  /// The command line's values for `${name}` references, laid over the document's `props` at each load.
  public let props: TimelineProps
  /// The largest timeline file the preview reads (256 MiB by default): a larger one is shown as an error,
  /// so that a file replaced by something huge never stalls or ends the server.
  public let maximumFileBytes: Int

  /// Loads `path` for the first time (revision 1), with `props` over the document's own.
  public init(path: String, props: TimelineProps = TimelineProps(), maximumFileBytes: Int = 256 << 20) {
    self.path = path
    self.props = props
    self.maximumFileBytes = maximumFileBytes
    self.state = PreviewState(revision: 0, errors: [], good: nil)
    self.watchedFiles = [path]
    reload()
  }

  /// Reads and loads the file again as the next revision; a revision with errors keeps the last good
  /// document.
  @discardableResult
  public func reload() -> PreviewState {
    let revision = state.revision + 1
    let folder = ImageLoader.folder(ofTimeline: path)
    let resolver = ImageLoader.timelineImages(relativeTo: folder)
    var images: [String] = []
    let recording: TimelineImageResolver = { image in
      images.append(ImageLoader.file(image, relativeTo: folder))
      return resolver(image)
    }
    let result: Result<TimelineDocument, TimelineErrors>
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > maximumFileBytes {
      result = .failure(
        TimelineErrors(diagnostics: [
          TimelineDiagnostic(
            file: path, location: nil, path: "$",
            message: "the file has \(size) bytes, more than the \(maximumFileBytes) the preview reads "
              + "('flipbook still' and 'render' read any size)")
        ]))
    } else if let data = FileManager.default.contents(atPath: path) {
      result = TimelineLoader.load(
        bytes: [UInt8](data), file: path, images: recording, props: props, splitter: PangoTextSplitter(),
        textMeasurer: { PangoTextMeasurer() })
    } else {
      let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
      result = .failure(
        TimelineErrors(diagnostics: [
          TimelineDiagnostic(file: path, location: nil, path: "$", message: reason)
        ]))
    }
    switch result {
    case .success(let document):
      state = PreviewState(
        revision: revision, errors: [], good: GoodRevision(revision: revision, document: document, file: path)
      )
    case .failure(let errors):
      state = PreviewState(revision: revision, errors: errors.diagnostics, good: state.good)
    }
    // A broken save names no images: keep watching the last good revision's as well.
    let others = Set(images + (result.isSuccess ? [] : watchedFiles)).subtracting([path])
    watchedFiles = [path] + others.sorted()
    return state
  }
}

extension Result {
  fileprivate var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
