import TabBarCairo
import TabBarCore
import TabBarDemo

/// The HYB transitions demo at 390×844 as the window tests draw it (`hyb-transitions.json`).
public enum HYBFixture {
    /// The window's size.
    public static let size = Size(width: 390, height: 844)

    /// The demo's controller, drawn by `renderer`; `plainPush` turns the list tab's
    /// cross-dissolved pushes into plain pushes, which dim the old page.
    public static func controller(renderer: SceneRenderer, plainPush: Bool = false) throws -> TabBarController {
        var configuration = try DemoConfiguration.load("demos/hyb-transitions.json", catalog: .demo)
        if plainPush {
            for i in configuration.tabs.indices where configuration.tabs[i].pushTransition == .crossDissolve {
                configuration.tabs[i].pushTransition = .push
            }
        }
        return TabBarController(configuration: configuration, viewport: size, measurer: renderer.text)
    }

    /// A renderer whose layer cache keeps pictures in `memory` (nil: every frame through the
    /// buffer), the window's budget at 390×844.
    public static func renderer(memory: PictureMemory?) -> SceneRenderer {
        let layers = LayerCache(budget: LayerCache.budget(for: size, scale: 1))
        layers.memory = memory
        let renderer = SceneRenderer(layers: layers)
        // As the window: with picture memory, the host lays a push's dim (`ScreenComposer` does).
        renderer.policy.laysTints = memory != nil
        return renderer
    }
}
