import TabBarCore

/// "Show repaints" (F2, `--show-repaints`), as GTK's debug updates: every rectangle a frame
/// repaints flashes with a translucent colour that fades over 0.25 s, so what each frame
/// costs shows at a glance. Consecutive frames take different colours.
///
/// Only the scene's own damage flashes: the repaints that draw and erase the flashes are
/// added to the frame's damage but never flash themselves, so flashing cannot feed itself.
public struct RepaintFlashes: Sendable {
    /// Seconds a flash takes to fade out.
    public static let lifetime = 0.25
    static let palette: [Color] = [
        Color(hex: 0xFF2D55), Color(hex: 0x34C759), Color(hex: 0x007AFF), Color(hex: 0xFFCC00),
        Color(hex: 0xAF52DE), Color(hex: 0x5AC8FA),
    ]
    static let strength = 0.4

    struct Flash: Sendable {
        var rect: Rect
        var start: Double
        var color: Color
    }

    private var flashes: [Flash] = []
    /// Flash rectangles drawn in the previous frame: they must repaint once more to fade or go.
    private var lastDrawn: [Rect] = []
    private var frameCount = 0

    /// No flashes yet.
    public init() {}

    /// Whether a flash is still fading at host time `time`.
    public func isActive(at time: Double) -> Bool {
        flashes.contains { time - $0.start < Self.lifetime } || !lastDrawn.isEmpty
    }

    /// The frame to draw and its damage: `scene` with the flashes over it, `damage` (nil for
    /// the whole frame) widened by every flash drawn now or in the previous frame. Records
    /// `damage` as this frame's repaint, flashing from `time`.
    public mutating func frame(_ scene: Scene, damage: [Rect]?, at time: Double) -> (scene: Scene, damage: [Rect]?) {
        let repainted = damage ?? [Rect(origin: .zero, size: scene.size)]
        let color = Self.palette[frameCount % Self.palette.count]
        frameCount += 1
        flashes.removeAll { time - $0.start >= Self.lifetime }
        flashes += repainted.filter { $0.size.width > 0 && $0.size.height > 0 }.map {
            Flash(rect: $0, start: time, color: color)
        }
        let nodes: [SceneNode] = flashes.map { flash in
            let fade = 1 - (time - flash.start) / Self.lifetime
            return .fill(.rect(flash.rect), .solid(flash.color.withAlpha(Self.strength * fade)))
        }
        let drawn = flashes.map(\.rect)
        let widened = damage.map { $0 + drawn + lastDrawn }
        lastDrawn = drawn
        var shown = scene
        if !nodes.isEmpty { shown.layers.append(SceneLayer(id: "repaints", node: .group(nodes))) }
        return (shown, widened)
    }
}
