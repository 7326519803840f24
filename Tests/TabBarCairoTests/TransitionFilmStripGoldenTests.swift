import TabBarCairo
import TabBarCore
import TabBarReview
import TestSupport
import XCTest

/// One film strip per page transition: seven evenly spaced frames of the default timing
/// (0.5 s ease-in-out) over a half-size window's page area, each in its own cell with a
/// 1 px divider and a label "time · progress". Two placeholder pages: a light list page
/// whose second row holds an orange card (the move source) and a blue detail page whose
/// hero is the same card, larger (the move target). Reviewed by eye.
final class TransitionFilmStripGoldenTests: XCTestCase {
    static let area = Rect(x: 0, y: 0, width: 195, height: 422)
    static let frameCount = 7
    static let labelHeight = 18.0
    /// The move source (the card's thumbnail in row 2) and target (the detail page's hero,
    /// the same 4:3 shape, so the card scales evenly).
    static let source = Rect(x: 16, y: 130, width: 64, height: 48)
    static let target = Rect(x: 12, y: 56, width: 171, height: 128.25)
    static let detailBackground = Color(hex: 0xDCEBFF)
    static let listBackground = Color(hex: 0xF2F2F7)

    func testEveryTransitionHasAStrip() throws {
        try TestTier.fullOnly("a film strip golden per transition")
        let strips: [(String, TransitionKind, TransitionRole, TransitionParameters)] = [
            ("push", .push, .push, Self.parameters),
            ("pop", .push, .pop, Self.parameters),
            ("cross-dissolve", .crossDissolve, .push, Self.parameters),
            ("bubble-present", .bubble, .present, Self.parameters),
            ("bubble-dismiss", .bubble, .dismiss, Self.parameters),
            ("modal-present", .modal, .present, Self.parameters),
            ("modal-dismiss", .modal, .dismiss, Self.parameters),
            ("move-push", .move, .push, Self.parameters),
            ("move-pop", .move, .pop, Self.parameters),
            ("slide-forward", .slide, .tab, Self.parameters),
        ]
        for (name, kind, role, parameters) in strips {
            Golden.assertMatches(try strip(kind, role: role, parameters: parameters), named: name)
        }
    }

    /// HYB's demos animate the half-sheet and the magic move with the spring (ζ 0.5,
    /// velocity 2.0). That spring does most of its moving early, so these strips cover its
    /// first 0.24 s: the rise, the overshoot peak (p ≈ 1.16 near 0.12 s) and the swing back.
    func testSpringStrips() throws {
        var halfSheetDemo = Self.parameters
        (halfSheetDemo.modal.scaleX, halfSheetDemo.modal.scaleY) = (0.95, 0.95)
        Golden.assertMatches(
            try strip(.modal, role: .present, parameters: halfSheetDemo, timing: .seedSpring, span: 0.24),
            named: "modal-present-spring")
        Golden.assertMatches(
            try strip(.move, role: .push, parameters: Self.parameters, timing: .seedSpring, span: 0.24),
            named: "move-push-spring")
    }

    func testStrip_HasSevenCellsAndDividers() throws {
        let surface = try strip(.push, role: .push, parameters: Self.parameters)
        XCTAssertEqual(surface.width, 7 * 195 + 6)
        XCTAssertEqual(surface.height, 422 + 18)
    }

    static let parameters: TransitionParameters = {
        var parameters = TransitionParameters(bubbleColor: detailBackground, sourceRect: source, targetRect: target)
        // The card's corners (`card(in:)`: 6 of its 64 units), inside which it is opaque.
        parameters.sourceCornerRadius = 6 * source.width / 64
        return parameters
    }()

    // MARK: - Strip

    func strip(
        _ kind: TransitionKind, role: TransitionRole, parameters: TransitionParameters,
        timing: TransitionTiming = TransitionTiming(), span: Double? = nil
    ) throws -> RasterSurface {
        let area = Self.area
        let times = FilmStrip.times(count: Self.frameCount, duration: span ?? timing.totalDuration)
        var layers: [SceneLayer] = []
        for (i, time) in times.enumerated() {
            let x = Double(i) * (area.width + 1)
            let p = timing.progress(at: time)
            let frame = TransitionGeometry.frame(kind, role: role, area: area, progress: p, parameters: parameters)
            // From its first frame (HYB hides the source and the hero as it starts) to its end.
            let isRunning = time < timing.totalDuration
            let cell = compose(frame, kind: kind, role: role, isRunning: isRunning)
            layers.append(
                SceneLayer(id: "cell.\(i)", node: .group([cell], transform: .translation(x, 0), clip: .rect(area))))
            let label = String(format: "%@ · p %.2f", FilmStrip.label(time), p)
            layers.append(
                SceneLayer(
                    id: "label.\(i)",
                    node: .text(
                        TextRun(
                            label, font: FontSpec(size: 11), color: Color(hex: 0x6B7280),
                            frame: Rect(x: x, y: area.height, width: area.width, height: Self.labelHeight)))))
            if i > 0 {
                let divider = Rect(x: x - 1, y: 0, width: 1, height: area.height + Self.labelHeight)
                layers.append(SceneLayer(id: "divider.\(i)", node: .fill(.rect(divider), .solid(Color(hex: 0xD1D5DB)))))
            }
        }
        let size = Size(width: Double(times.count) * (area.width + 1) - 1, height: area.height + Self.labelHeight)
        let surface = try RasterSurface(width: Int(size.width), height: Int(size.height))
        SceneRenderer().render(Scene(size: size, background: .white, layers: layers), on: surface)
        return surface
    }

    // MARK: - Composition (a stand-in for the real compositor)

    /// One frame: the backdrop (the frame's, else the page background), the lower page, `between`, the upper page, `above`, and
    /// for a move the flying card. The list page is the page being left on forward roles and
    /// the page being revealed on reversing ones. While the transition runs (by time, not
    /// progress: a spring passes progress 1 and comes back), the card flies and HYB hides it
    /// at both ends (alpha 0 on the source and the target).
    func compose(_ frame: TransitionFrame, kind: TransitionKind, role: TransitionRole, isRunning: Bool) -> SceneNode {
        let flying = kind == .move && isRunning ? frame.movingRect : nil
        let list = Self.listPage(showCard: flying == nil)
        let detail = Self.detailPage(showHero: flying == nil)
        let (outgoingPage, incomingPage) = role.isReversing ? (detail, list) : (list, detail)
        func placed(_ page: SceneNode, _ placement: PagePlacement) -> SceneNode {
            .group([page], transform: placement.transform, opacity: placement.opacity, clip: placement.clip)
        }
        let outgoing = placed(outgoingPage, frame.outgoing), incoming = placed(incomingPage, frame.incoming)
        var nodes: [SceneNode] = [.fill(.rect(Self.area), .solid(frame.backdrop ?? Self.listBackground))]
        nodes += frame.incomingOnTop ? [outgoing] + frame.between + [incoming] : [incoming] + frame.between + [outgoing]
        nodes += frame.above
        if let flying {
            nodes.append(TransitionGeometry.flyingNode(Self.card(in: Self.source), from: Self.source, into: flying))
        }
        return .group(nodes, clip: .rect(Self.area))
    }

    // MARK: - Placeholder pages

    /// An orange photo card: sky, sun and a mountain, drawn for `rect`.
    static func card(in r: Rect) -> SceneNode {
        let k = r.width / 64
        let mountain = Path.polygon([
            Point(x: r.minX, y: r.maxY), Point(x: r.minX + 22 * k, y: r.minY + 22 * k),
            Point(x: r.minX + 38 * k, y: r.minY + 36 * k), Point(x: r.minX + 46 * k, y: r.minY + 30 * k),
            Point(x: r.maxX, y: r.maxY),
        ])
        let sun = Rect(x: r.maxX - 20 * k, y: r.minY + 7 * k, width: 11 * k, height: 11 * k)
        return .group(
            [
                .fill(
                    .roundedRect(r, radius: 6 * k),
                    .linearGradient(
                        start: Point(x: r.minX, y: r.minY), end: Point(x: r.minX, y: r.maxY),
                        stops: [GradientStop(0, Color(hex: 0xFFB340)), GradientStop(1, Color(hex: 0xFF7A00))])),
                .fill(.ellipse(sun), .solid(Color(hex: 0xFFF4D6))),
                .fill(.path(mountain), .solid(Color(hex: 0xC2410C))),
            ], clip: .roundedRect(r, radius: 6 * k))
    }

    /// A dark header with a title.
    static func header(_ title: String, color: Color) -> [SceneNode] {
        let bar = Rect(x: 0, y: 0, width: area.width, height: 44)
        return [
            .fill(.rect(bar), .solid(color)),
            .text(TextRun(title, font: FontSpec(size: 15, weight: .semibold), color: .white, frame: bar)),
        ]
    }

    /// Grey text placeholder lines.
    static func lines(x: Double, y: Double, widths: [Double], color: Color) -> [SceneNode] {
        widths.enumerated().map { i, w in
            .fill(.roundedRect(Rect(x: x, y: y + Double(i) * 14, width: w, height: 8), radius: 4), .solid(color))
        }
    }

    /// The list page: a light background, a dark header and five rows; row 2's thumbnail is
    /// the orange card (`source`), the others plain grey.
    static func listPage(showCard: Bool) -> SceneNode {
        var nodes: [SceneNode] =
            [.fill(.rect(area), .solid(listBackground))] + header("Gallery", color: Color(hex: 0x1C1C1E))
        for row in 0..<5 {
            let y = 56 + Double(row) * 68
            nodes.append(
                .fill(.roundedRect(Rect(x: 8, y: y, width: area.width - 16, height: 60), radius: 10), .solid(.white)))
            let thumb = Rect(x: 16, y: y + 6, width: 64, height: 48)
            if row == 1 {
                if showCard { nodes.append(card(in: thumb)) }
            } else {
                nodes.append(.fill(.roundedRect(thumb, radius: 6), .solid(Color(hex: 0xD1D1D6))))
            }
            nodes += lines(x: 90, y: y + 16, widths: [80, 56], color: Color(hex: 0xC7C7CC))
        }
        return .group(nodes)
    }

    /// The detail page: light blue, a dark blue header, the card as a hero (`target`) and a
    /// paragraph of lines under it.
    static func detailPage(showHero: Bool) -> SceneNode {
        var nodes: [SceneNode] =
            [.fill(.rect(area), .solid(detailBackground))] + header("Detail", color: Color(hex: 0x0A3D91))
        if showHero { nodes.append(card(in: target)) }
        nodes += lines(x: 16, y: target.maxY + 20, widths: [140, 163, 150, 120, 163, 90], color: Color(hex: 0x9DB8E0))
        nodes.append(
            .fill(
                .roundedRect(Rect(x: 16, y: 360, width: area.width - 32, height: 40), radius: 20),
                .solid(Color(hex: 0x0A84FF))))
        return .group(nodes)
    }
}
