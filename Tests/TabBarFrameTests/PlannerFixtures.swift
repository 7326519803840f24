import TabBarCore

@testable import TabBarFrame

/// A picture store in plain values: it holds what the test says, makes pictures of the
/// groups' bounds, and keeps them in host memory when asked to.
final class FakeStore: PictureStore {
    /// Contents held (a picture asked for is held from then on).
    var held: [SceneGroup] = []
    /// The most bytes one picture may take (`fits`).
    var budget = Int.max
    /// Whether pictures are in memory the host shows them from.
    var sharesMemory = false
    /// Contents asked for, in order, and how many were made.
    private(set) var asked: [SceneGroup] = []
    private(set) var made = 0

    func holds(_ content: SceneGroup, scale: Double) -> Bool { held.contains(content) }

    func fits(_ content: SceneGroup, scale: Double) -> Bool {
        let area = Self.area(of: content, scale: scale)
        return !area.isEmpty && area.width * area.height * 4 <= budget
    }

    func picture(for content: SceneGroup, scale: Double, layer: Bool) -> (any HeldPicture)? {
        asked.append(content)
        guard fits(content, scale: scale) else { return nil }
        if !held.contains(content) {
            held.append(content)
            made += 1
        }
        return FakePicture(area: Self.area(of: content, scale: scale), memory: sharesMemory ? self : nil)
    }

    /// The device pixels a picture of `content` covers: its clip's, or its children's.
    static func area(of content: SceneGroup, scale: Double) -> PixelBox {
        let bounds = content.clip?.bounds ?? content.children.reduce(Rect.zero) { $0.union($1.bounds) }
        return PixelBox(touching: bounds.scaled(by: scale))
    }
}

final class FakePicture: HeldPicture {
    let originX: Int, originY: Int, width: Int, height: Int
    let sharedMemory: AnyObject?

    init(area: PixelBox, memory: AnyObject?) {
        (originX, originY, width, height) = (area.x, area.y, area.width, area.height)
        sharedMemory = memory
    }
}

/// Scenes the planner tests draw.
enum PlannerScenes {
    static let area = Rect(x: 0, y: 0, width: 100, height: 100)
    static let size = Size(width: 100, height: 100)

    /// A page: a retained group clipped to `area`, filled with `color`.
    static func page(_ color: Color, marks: Int = 0) -> SceneNode {
        let mark = (0..<marks).map {
            SceneNode.fill(.rect(Rect(x: Double($0 * 3), y: 5, width: 2, height: 2)), .solid(.black))
        }
        return .group(
            SceneGroup(children: [.fill(.rect(area), .solid(color))] + mark, clip: .rect(area), retained: true))
    }

    /// A red seam under two pages tiling the area, the first moved by `offset`.
    static func slide(_ offset: Double) -> SceneNode {
        .group(
            [
                .fill(.rect(area), .solid(Color(hex: 0xFF0000))),
                .group([page(Color(hex: 0x00FF00))], transform: .translation(offset, 0)),
                .group([page(Color(hex: 0x0000FF))], transform: .translation(offset + 100, 0)),
            ],
            clip: .rect(area))
    }

    static func scene(_ layers: SceneNode...) -> Scene {
        Scene(
            size: size, background: .white,
            layers: layers.enumerated().map { SceneLayer(id: "layer \($0.offset)", node: $0.element) })
    }

    /// The content of the retained group `node` is (or holds, one level down).
    static func content(_ node: SceneNode) -> SceneGroup? {
        guard case .group(let group) = node else { return nil }
        if group.retained { return group.pictureContent }
        return group.children.lazy.compactMap(content).first
    }
}

extension FrameRules {
    /// A frame's rules over `store`, scale 1.
    static func test(
        _ store: FakeStore?, exact: Bool = false, churning: Bool = false, policy: RenderPolicy = .standard
    ) -> FrameRules {
        FrameRules(policy: policy, store: store, scale: 1, exact: exact, churning: churning, churnedLastFrame: [])
    }
}

extension PlannedClip {
    /// A 100×100 surface clipped to it.
    static let whole = PlannedClip(surface: PixelBox(x: 0, y: 0, width: 100, height: 100))

    func narrowed(to shape: Shape) -> PlannedClip {
        var clip = self
        clip.intersect(shape, under: .identity)
        return clip
    }
}

extension FramePlan {
    /// How many pictures the plan composites.
    var composited: Int { steps.filter { if case .picture = $0 { true } else { false } }.count }
}
