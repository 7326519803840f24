@testable import TabBarCore
import XCTest

final class DebugDumpTests: XCTestCase {
    func testDump() throws {
        let env = ProcessInfo.processInfo.environment
        guard let name = env["DUMP_CASE"], let at = env["DUMP_AT"].flatMap(Double.init) else { return }
        let motion = try XCTUnwrap(try MotionCatalogue.all().first { $0.name == name })
        let c = TabBarController(configuration: motion.configuration, viewport: motion.viewport)
        _ = motion.prepare(c, 0)
        var t = 0.0
        while t < 4.5 { t += 0.05; _ = c.advance(to: t) }
        _ = c.advance(to: 5) + motion.trigger(c, 5)
        var k = 0
        while Double(k) / 240 <= at + 1e-9 {
            let time = 5 + Double(k) / 240
            _ = c.advance(to: time)
            if abs(Double(k) / 240 - at) < 1e-9 || abs(Double(k + 1) / 240 - at) < 1e-9 {
                print("=== t=+\(Double(k) / 240)")
                for l in SceneSample.leaves(of: c.scene(at: time)) where env["DUMP_LAYER"].map({ l.layer.hasPrefix($0) }) ?? true {
                    print(l.order, l.layer, l.key, l.path, String(format: "c=(%.1f,%.1f) s=%.3f×%.3f o=%.3f vis=%d shown=(%.1f,%.1f %.1fx%.1f) cov=%d",
                        l.center.x, l.center.y, l.scaleX, l.scaleY, l.opacity, l.isVisible ? 1 : 0, l.shown.minX, l.shown.minY, l.shown.width, l.shown.height, l.covers == nil ? 0 : 1))
                }
            }
            k += 1
        }
    }
}
