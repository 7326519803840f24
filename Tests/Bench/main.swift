import Foundation
import Harness
import TabBarCairo
import TabBarCore

// `make bench`: measures the release build's window under a private Xvfb. Numbers are from
// one run on a noisy machine: compare ratios within a run, not across machines.
// `bench soak` (`make soak`) runs the long input storm and reports memory growth instead.
print("AnimatedTabBar benchmark (\(Commands.tabbar))")
do {
    if CommandLine.arguments.dropFirst().first == "soak" {
        try SoakBench.run()
    } else if CommandLine.arguments.dropFirst().first == "blur" {
        try BlurBench.run()
    } else {
        try WindowBench.run()
        try RenderBench.run()
        try BlurBench.run()
    }
} catch {
    print("bench: error: \(error)")
    exit(1)
}
