import Foundation
import Harness
import TabBarCairo
import TabBarCore

// `make bench`: measures the release build's window under a private Xvfb. Numbers are from
// one run on a noisy machine: compare ratios within a run, not across machines.
print("AnimatedTabBar benchmark (\(Commands.tabbar))")
do {
    try WindowBench.run()
    try RenderBench.run()
} catch {
    print("bench: error: \(error)")
    exit(1)
}
