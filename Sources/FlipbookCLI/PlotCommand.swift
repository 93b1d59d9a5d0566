import ArgumentParser
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// `flipbook plot FILE --views ID,... -o PLOT.svg|.pdf|.png`: property values against time.
struct PlotCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plot",
    abstract: "Plot views' property values against time (SVG, PDF or PNG), frames marked, animations shaded.",
    discussion: """
      One panel per property, one line per view; a dot marks each frame and the spans during which a
      view is animating are shaded in its colour. Without --properties, plots every property that
      changes. Properties: \(PlotProperty.allCases.map(\.rawValue).joined(separator: ", ")). --views
      may also name layers, plotted by their numbers: \(
        PlotProperty.layerCases.map(\.rawValue).joined(separator: ", ")).
      """)

  @Argument(help: "The timeline JSON file ('-' for standard input).")
  var file: String

  @OptionGroup var propsOptions: PropsOptions

  @Option(help: "View (or layer) ids, comma-separated.")
  var views: String

  @Option(help: "Properties, comma-separated, e.g. alpha,center.x (default: those that change).")
  var properties: String?

  @Option(name: [.short, .customLong("output")], help: "The .svg, .pdf or .png file to write.")
  var output: String

  @Flag(name: [.short, .long], help: "Print nothing but errors.")
  var quiet = false

  private var viewList: [String] {
    views.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
  }

  func validate() throws {
    guard ["svg", "pdf", "png"].contains(where: { output.lowercased().hasSuffix("." + $0) }) else {
      throw ValidationError("a plot is written as .svg, .pdf or .png, not \(output)")
    }
    guard !viewList.isEmpty else { throw ValidationError("--views needs at least one view id") }
    for name in properties?.split(separator: ",").map(String.init) ?? []
    where PlotProperty(name: name) == nil && PlotProperty(layerName: name) == nil {
      let names = (PlotProperty.allCases + PlotProperty.layerCases).map(\.rawValue)
      throw ValidationError("unknown property '\(name)'\(Suggestions.hint(for: name, in: names))")
    }
  }

  @MainActor
  func run() async throws {
    do {
      let document = try TimelineInput.load(file, props: try propsOptions.load())
      let player = TimelinePlayer(document: document, file: TimelineInput.displayName(file))
      // A name both kinds have (`bounds.x`) plots the view's number for views and the layer's for layers.
      let chosen = properties.map {
        $0.split(separator: ",").flatMap { name in
          [PlotProperty(name: String(name)), PlotProperty(layerName: String(name))].compactMap { $0 }
        }
      }
      let plot = try PropertyPlot.sample(player, views: viewList, properties: chosen)
      try plot.write(to: output)
      if !quiet {
        printStatus(
          "plotted \(plot.properties.map(\.rawValue).joined(separator: ", ")) of \(viewList.joined(separator: ", ")) "
            + "to \(output)")
      }
    } catch ExitCodeError.failure {
      throw ExitCode(1)
    } catch {
      Diagnostics.error("flipbook plot: error: \(error)")
      throw ExitCode(1)
    }
  }
}
