import TabBarCairo
import TabBarDemo
import TabBarX11
import TestSupport
import XCTest

@testable import TabBarCore
@testable import TabBarKit

/// The HYB transitions demo in a window host on a fake loop, as the window tests use it.
extension XCTestCase {
    /// A host for the demo at 390×844, drawing pages ahead as the `tabbar` window does, whose
    /// layer cache keeps pictures in `memory` (nil: every frame through the buffer).
    func hybHost(memory: PictureMemory?, plainPush: Bool = false) throws -> WindowHost<TabBarController> {
        let renderer = HYBFixture.renderer(memory: memory)
        let controller = try HYBFixture.controller(renderer: renderer, plainPush: plainPush)
        let host = WindowHost(source: controller, pipeline: FramePipeline(renderer: renderer), drawsDirectly: true)
        host.add(PagesAhead(host: host))
        return host
    }

    /// Clicks the bar's item `index` in every loop.
    func tapItem(_ index: Int, _ loops: [FakeEventLoop], _ host: WindowHost<TabBarController>) {
        let point = host.source.layout.items[index].frame.center
        for loop in loops {
            loop.send(.pointerDown(point, button: .primary))
            loop.send(.pointerUp(point, button: .primary))
        }
    }

    /// The largest channel difference between two surfaces, failing when either is missing.
    func worstDifference(_ a: RasterSurface?, _ b: RasterSurface?) throws -> Int {
        let a = try XCTUnwrap(a), b = try XCTUnwrap(b)
        return largestChannelDifference(a, b)
    }

    /// Plays the demo in every loop alike: tab switches, then a push, a bubble, a modal and
    /// a magic move, each there and back. `check` runs after every frame, `atRest` once each
    /// motion has come to rest (and the loop's idle work is done).
    func playHYBDemo(
        _ loops: [FakeEventLoop], _ host: WindowHost<TabBarController>, check: (String) throws -> Void,
        atRest: (String) throws -> Void = { _ in }
    ) throws {
        func run(_ what: String) throws {
            for frame in 0..<120 {
                let drew = try loops[0].tick()
                for other in loops.dropFirst() { XCTAssertEqual(try other.tick(), drew, what) }
                guard drew else { return try atRest(what) }
                try check("\(what), frame \(frame)")
            }
            XCTFail("\(what) never came to rest")
        }
        for index in [1, 3, 0, 2] {
            tapItem(index, loops, host)
            try run("switch to \(index)")
        }
        for (tab, target) in [(3, PageTarget.row(0)), (1, .button), (2, .button), (0, .card(0))] {
            tapItem(tab, loops, host)
            try run("to tab \(tab)")
            let controller = host.source
            let page = try XCTUnwrap(controller.navigator.currentStack.last?.spec)
            let now = host.pipeline.lastAnimationTime
            let rect = try XCTUnwrap(
                PageRenderer.rect(
                    of: target, page: page, in: controller.pageArea(at: now), scroll: 0, canGoBack: false))
            for loop in loops {
                loop.send(.pointerDown(rect.center, button: .primary))
                loop.send(.pointerUp(rect.center, button: .primary))
            }
            try run("\(target) on tab \(tab)")
            for loop in loops { loop.send(.key(.escape, modifiers: [])) }
            try run("back from \(target) on tab \(tab)")
        }
    }

    /// Whether `loop`'s screen shows exactly what drawing `host`'s scene now from scratch
    /// shows (±1/255): the worst channel difference.
    func restingDifference(_ loop: FakeEventLoop, _ host: WindowHost<TabBarController>) throws -> Int {
        let fresh = try RasterSurface(width: loop.width, height: loop.height)
        let now = host.pipeline.lastAnimationTime
        SceneRenderer().render(host.source.scene(at: now), on: fresh, scale: host.pipeline.scale, exact: true)
        return try worstDifference(fresh, loop.screen)
    }
}
