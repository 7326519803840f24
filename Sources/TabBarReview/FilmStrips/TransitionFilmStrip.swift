import TabBarCore

/// A film strip of one page transition, drawn by driving a real controller through the
/// navigation that plays it, so the strip shows exactly what the window shows.
public struct TransitionFilmStrip {
    public var configuration: AppConfiguration
    public var viewport: Size
    public var measurer: any TextMeasuring
    /// All frames overlaid in one cell (`FilmStrip.isOnionSkin`).
    public var isOnionSkin = false

    public init(configuration: AppConfiguration, viewport: Size, measurer: any TextMeasuring = EstimatedTextMeasurer())
    {
        self.configuration = configuration
        self.viewport = viewport
        self.measurer = measurer
    }

    /// The role a transition is usually seen in: presentations present, slides switch tabs,
    /// everything else pushes.
    public static func defaultRole(for kind: TransitionKind) -> TransitionRole {
        switch kind {
        case .bubble, .modal: .present
        case .slide: .tab
        case .push, .crossDissolve, .move, .none: .push
        }
    }

    /// `frames` frames of `kind` in `role` on the first tab, at `scale`.
    public func scene(kind: TransitionKind, role: TransitionRole, frames: Int, scale: Double = 0.5) -> Scene {
        let (controller, start, duration) = clip(kind: kind, role: role)
        var strip = SceneFilmStrip(region: Rect(origin: .zero, size: viewport), scale: scale)
        strip.isOnionSkin = isOnionSkin
        return strip.scene(times: FilmStrip.times(count: frames, duration: duration)) { time in
            _ = controller.advance(to: start + time)
            return controller.scene(at: start + time)
        }
    }

    /// Brings the controller to the moment the transition starts; returns that time.
    func prepare(_ controller: TabBarController, role: TransitionRole) -> Double {
        let area = controller.pageArea(at: 0)
        let push = { (time: Double) in
            let page = controller.topPage(at: time)
            let card = PageRenderer.rect(of: .card(0), page: page, in: area, scroll: 0, canGoBack: false)
            // What a tap on the first card opens (the demo's grid: a detail with its picture).
            let detail =
                page.kind.detail(for: .card(0), on: page)
                ?? PageSpec(kind: .detail, title: page.title, accent: page.accent)
            _ = controller.push(detail, from: card, item: .card(0), at: time)
        }
        switch role {
        case .push:
            push(0)
            return 0
        case .pop:
            push(0)
            _ = controller.advance(to: 10)
            _ = controller.navigate(.pop, at: 10, parameters: controller.moveParameters(at: 10))
            return 10
        case .present:
            _ = controller.present(origin: Point(x: area.midX, y: area.maxY), at: 0)
            return 0
        case .dismiss:
            _ = controller.present(origin: Point(x: area.midX, y: area.maxY), at: 0)
            _ = controller.advance(to: 10)
            _ = controller.navigate(.dismiss, at: 10, parameters: controller.modalParameters)
            return 10
        case .tab:
            _ = controller.select(min(1, controller.items.count - 1), cause: .program, at: 0)
            return 0
        }
    }
}
