import Foundation
import Harness
import TabBarCairo
import TabBarCore

// `make bench`: measures the release build's window under a private Xvfb. Numbers are from
// one run on a noisy machine: compare ratios within a run, not across machines.
// `bench soak` (`make soak`) runs the long input storm and reports memory growth instead.
print("AnimatedTabBar benchmark (\(Commands.tabbar))")
do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "soak" {
        if let config = arguments.dropFirst().first { try SoakBench.run(config: config) } else { try SoakBench.run() }
    } else if arguments.first == "blur" {
        try BlurBench.run()
    } else if arguments.first == "slide" {
        // `bench slide [push|bubble|modal|move] [W H] [layered|unlayered]`: one offscreen
        // transition breakdown (for a profiler); a slide between tabs by default.
        let numbers = arguments.dropFirst().compactMap { Int($0) }
        let modes = arguments.contains("layered") ? [true] : arguments.contains("unlayered") ? [false] : [true, false]
        let action = arguments.dropFirst().lazy.compactMap { Scenario.Action(rawValue: $0) }.first ?? .tabs
        try SlideBench.run(
            action: action, width: numbers.first ?? 1920, height: numbers.dropFirst().first ?? 1080, modes: modes)
    } else if arguments.first == "window" {
        // `bench window`: start-up, idle, one bounce, a burst of taps (MIT-SHM and XPutImage).
        try WindowBench.run()
    } else if arguments.first == "timeline" {
        // `bench timeline`: a scrub drag on the timeline panel at 60 Hz, then the panel at rest.
        try TimelineBench.run()
    } else if arguments.first == "click" {
        // `bench click`: where an offscreen click frame's time goes (for a profiler).
        for line in try ClickBench.run() { print("  " + line) }
    } else if arguments.first == "report" {
        // `bench report [name]`: only the scenarios whose name contains `name` ("memory": memory only).
        try ReportBench.run(only: arguments.dropFirst().first)
    } else {
        try ReportBench.run(only: nil)
        try WindowBench.run()
        try TimelineBench.run()
        try RenderBench.run()
        try BlurBench.run()
    }
} catch {
    print("bench: error: \(error)")
    exit(1)
}
