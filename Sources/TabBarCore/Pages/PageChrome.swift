/// The parts pages share: the header with its title and back button, chevrons, hairlines
/// and the grey bars that stand in for lines of text. Content kinds draw with them too.
public enum PageChrome {
    /// The header: a bar, its title centred (clear of the back button) and a hairline.
    static func header(_ context: PageContext, title: String, hairline: Bool = true) -> [SceneNode] {
        let header = context.header
        let style = context.style
        var nodes: [SceneNode] = [.fill(.rect(header), .solid(style.headerBackground))]
        if hairline {
            nodes.append(
                .fill(
                    .rect(Rect(x: header.minX, y: header.maxY - 1, width: header.width, height: 1)),
                    .solid(style.separatorColor)))
        }
        let inset = context.showsBack ? 100.0 : 16.0
        // The sheet's title sits a little lower, clear of the grabber.
        let drop = context.page.kind == .sheet ? min(10, header.height) : 0
        let titleBox = Rect(x: header.minX, y: header.minY + drop, width: header.width, height: header.height - drop)
        nodes.append(
            .text(
                TextRun(
                    title, font: context.font(17, .semibold), color: style.titleColor,
                    frame: titleBox.insetBy(dx: min(inset, header.width / 2), dy: 0))))
        if let back = context.backRect {
            nodes.append(backButton(back, label: context.page.backTitle ?? "Back", style: style))
        }
        return nodes
    }

    /// "‹ Back" in the tint colour: a drawn chevron and the word.
    static func backButton(_ box: Rect, label: String = "Back", style: PageStyle) -> SceneNode {
        let x = box.minX + 12, y = box.midY
        let chevron = Path([
            .move(Point(x: x + 6, y: y - 10)), .line(Point(x: x - 4, y: y)),
            .line(Point(x: x + 6, y: y + 10)),
        ])
        return .group([
            .stroke(.path(chevron), style.tintColor, width: 2.6),
            .text(
                TextRun(
                    label, font: style.font(17), color: style.tintColor,
                    frame: Rect(x: box.minX + 24, y: box.minY, width: box.width - 24, height: box.height),
                    alignment: .leading)),
        ])
    }

    /// A right chevron ">" centred on `center`, as table rows show it.
    public static func chevron(at center: Point, color: Color) -> SceneNode {
        let path = Path([
            .move(Point(x: center.x - 3, y: center.y - 6.5)), .line(Point(x: center.x + 3, y: center.y)),
            .line(Point(x: center.x - 3, y: center.y + 6.5)),
        ])
        return .stroke(.path(path), color, width: 2)
    }

    /// A 1 px separator from `minX` to `maxX` at the bottom of `row`.
    public static func separator(under row: Rect, from minX: Double, to maxX: Double, color: Color) -> SceneNode {
        .fill(.rect(Rect(x: minX, y: row.maxY - 1, width: max(0, maxX - minX), height: 1)), .solid(color))
    }

    /// Line widths (fractions of the column) that read like a paragraph: ragged, with a
    /// short last line. `seed` varies the rag from paragraph to paragraph.
    public static func paragraphWidths(lines: Int, seed: Int) -> [Double] {
        let rag = [0.97, 0.91, 0.95, 0.86, 0.99, 0.89, 0.93, 0.84]
        let last = [0.52, 0.68, 0.41, 0.6, 0.35]
        return (0..<max(0, lines)).map { line in
            line == lines - 1 ? last[seed % last.count] : rag[(seed * 3 + line) % rag.count]
        }
    }

    /// Grey rounded bars, one per width fraction, `pitch` apart, starting at `origin`.
    public static func bars(
        _ widths: [Double], origin: Point, width: Double, height: Double, pitch: Double,
        color: Color
    ) -> [SceneNode] {
        widths.enumerated().map { line, fraction in
            let bar = Rect(
                x: origin.x, y: origin.y + Double(line) * pitch, width: (width * fraction).rounded(),
                height: height)
            return .fill(.roundedRect(bar, radius: height / 2), .solid(color))
        }
    }

    /// A soft two-stop gradient over `rect`: lighter at the top left, the colour itself at
    /// the bottom right, so a flat colour reads as a lit surface.
    public static func sheen(_ color: Color, over rect: Rect) -> Paint {
        .linearGradient(
            start: Point(x: rect.minX, y: rect.minY), end: Point(x: rect.maxX, y: rect.maxY),
            stops: [GradientStop(0, color.mixed(with: .white, 0.16)), GradientStop(1, color)])
    }
}
