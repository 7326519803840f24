/// Where the bar, its items and the page area sit in a viewport, in logical pixels.
///
/// Items share the row in equal slots (Ramotion and RDV: itemWidth = rowWidth / count);
/// slot edges are rounded to whole pixels so blocks and backgrounds stay crisp.
public struct TabBarLayout: Hashable, Sendable {
    /// The window's size the layout was made for.
    public var viewport: Size
    /// The whole bar, bottom padding included.
    public var bar: Rect
    /// The row the items share: the bar minus its content insets and bottom padding.
    public var row: Rect
    /// The page area above the bar.
    public var content: Rect
    /// Each item's place, by index.
    public var items: [ItemLayout]
    /// Right to left: item 0 sits at the right end, and indicators move mirrored.
    public var isRightToLeft: Bool
    /// Slot edges from left to right, whole pixels.
    var edges: [Double]

    /// Lays out `itemCount` items of the bar's height for `style` in `viewport`.
    public init(viewport: Size, style: BarStyle, itemCount: Int) {
        self.init(viewport: viewport, style: style, itemHeights: Array(repeating: nil, count: max(itemCount, 0)))
    }

    /// Lays out `items` for `style` in `viewport`, honouring their own heights and raised
    /// centre buttons.
    public init(viewport: Size, style: BarStyle, items: [TabItem]) {
        self.init(viewport: viewport, style: style, itemHeights: items.map(\.appearance.height))
        for (i, item) in items.enumerated() where item.isRaised && self.items.indices.contains(i) {
            self.items[i].raise(in: bar, style: style)
        }
        centreSingleContentItems(items)
    }

    /// Lays out one item per entry of `itemHeights` (nil: the bar's height; taller items
    /// stick out above the bar from its bottom edge, as RDV's `itemHeight` does).
    public init(viewport: Size, style: BarStyle, itemHeights: [Double?]) {
        let itemCount = itemHeights.count
        self.viewport = viewport
        let barHeight = style.height + style.bottomPadding
        bar = Rect(x: 0, y: viewport.height - barHeight, width: viewport.width, height: barHeight)
        let rowBox = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: style.height)
        let row = Self.centred(
            rowBox.inset(by: Self.clamped(style.contentInsets, in: rowBox.size, itemCount: itemCount)),
            itemWidth: style.fixedItemWidth, count: itemCount)
        self.row = row
        // A translucent bar lets the page run underneath it (RDV).
        let top = min(max(style.topInset, 0), viewport.height)
        content = Rect(
            x: 0, y: top, width: viewport.width,
            height: max(0, (style.isTranslucent ? viewport.height : bar.minY) - top))
        let edges = (0...max(itemCount, 0)).map { i in
            (row.minX + row.width * Double(i) / Double(max(itemCount, 1))).rounded()
        }
        self.edges = edges
        isRightToLeft = style.isRightToLeft
        // Ramotion's RTL support: container i goes to slot (count − 1 − i).
        let rtl = style.isRightToLeft
        items = (0..<max(itemCount, 0)).map { i in
            let height = max(itemHeights[i] ?? row.height, 1)
            let v = rtl ? itemCount - 1 - i : i
            return ItemLayout(
                index: i,
                frame: Rect(
                    x: edges[v], y: row.maxY - height, width: edges[v + 1] - edges[v],
                    height: height), style: style)
        }
    }

    /// `insets` made to fit `size`: negative insets become 0, and insets that would leave
    /// less than 1 px per item (or a row under 1 px tall) shrink in proportion, so that a
    /// window resized very small never gets negative widths or reversed items.
    static func clamped(_ insets: EdgeInsets, in size: Size, itemCount: Int) -> EdgeInsets {
        func fit(_ a: Double, _ b: Double, room: Double) -> (Double, Double) {
            let (a, b) = (max(a, 0), max(b, 0))
            let limit = max(room, 0)
            guard a + b > limit else { return (a, b) }
            let factor = limit / (a + b)
            return (a * factor, b * factor)
        }
        let (left, right) = fit(insets.left, insets.right, room: size.width - Double(max(itemCount, 1)))
        let (top, bottom) = fit(insets.top, insets.bottom, room: size.height - 1)
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The x coordinate of a position in visual slot units, left to right: slot `v` spans
    /// `v ... v+1`. Between edges it interpolates; beyond the row it extrapolates.
    public func x(atSlot s: Double) -> Double {
        let count = edges.count - 1
        guard count > 0 else { return row.minX }
        let width = { (v: Int) in self.edges[v + 1] - self.edges[v] }
        if s <= 0 { return edges[0] + s * width(0) }
        if s >= Double(count) { return edges[count] + (s - Double(count)) * width(count - 1) }
        let v = Int(s.rounded(.down)), f = s - Double(v)
        return edges[v] + f * width(v)
    }

    /// The rectangle spanning item positions `lower ... upper` (item units: item `i` is
    /// `i ... i+1`) over the full row height, mirrored in right-to-left layouts.
    public func rect(spanning span: SlotSpan) -> Rect {
        let n = Double(edges.count - 1)
        let (lower, upper) = isRightToLeft ? (n - span.upper, n - span.lower) : (span.lower, span.upper)
        let x0 = x(atSlot: lower), x1 = x(atSlot: upper)
        return Rect(x: x0, y: row.minY, width: x1 - x0, height: row.height)
    }
}

/// The place of one item: its slot and, inside it, the icon and title boxes.
public struct ItemLayout: Hashable, Sendable {
    /// The item's index in the bar.
    public var index: Int
    /// The item's slot in the row; taps land here.
    public var frame: Rect
    /// The icon's box, `BarStyle.iconSize` square, before any animation moves it.
    public var iconFrame: Rect
    /// The title's box, before any animation moves it.
    public var titleFrame: Rect
    /// A raised centre item's round button (ES's irregular item); taps land inside it too.
    public var circle: Circle?

    /// Ramotion's arrangement (seed-libraries.md §1.2–1.3): the icon centred 5 px above the
    /// slot's middle, the title centred 16 px below it, whatever the icon's size.
    /// RDV's (§2.2, `drawRect:`): icon and title centred as one block,
    /// imageY = round((h − imageHeight − titleHeight)/2), the title right under the icon.
    public init(index: Int, frame: Rect, style: BarStyle) {
        self.index = index
        self.frame = frame
        let size = style.iconSize
        let iconX = (frame.midX - size / 2).rounded()
        let titleHeight = (style.titleFont.size * 1.3).rounded(.up)
        switch style.itemLayout {
        case .ramotion:
            iconFrame = Rect(
                x: iconX, y: (frame.minY + (frame.height - size) / 2 - 5).rounded(), width: size, height: size)
            titleFrame = Rect(
                x: frame.minX + 2, y: (frame.midY + 16 - titleHeight / 2).rounded(), width: frame.width - 4,
                height: titleHeight)
        case .rdv:
            // RDV measures the title in a box at most 20 px tall.
            let blockTitle = min(titleHeight, 20)
            let imageY = frame.minY + ((frame.height - size - blockTitle) / 2).rounded()
            iconFrame = Rect(x: iconX, y: imageY, width: size, height: size)
            titleFrame = Rect(x: frame.minX + 2, y: imageY + size, width: frame.width - 4, height: blockTitle)
        }
    }
}

/// A horizontal extent in slot units, used by indicators so that their motion survives
/// a relayout: slot `i` is `i ... i+1`.
public struct SlotSpan: Hashable, Sendable {
    /// The start, in item units (item `i` is `i ... i+1`, by index; a right-to-left layout
    /// mirrors the span when it places it).
    public var lower: Double
    /// The end, in item units.
    public var upper: Double

    /// A span from `lower` to `upper`, in slots.
    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The span of slot `index`.
    public init(slot index: Int) {
        self.init(lower: Double(index), upper: Double(index + 1))
    }

    /// The middle, in slots.
    public var center: Double { (lower + upper) / 2 }
    /// How many slots it covers.
    public var width: Double { upper - lower }

    /// The span `t` of the way from `a` to `b` (0 gives `a`, 1 gives `b`), end by end.
    public static func lerp(_ a: SlotSpan, _ b: SlotSpan, _ t: Double) -> SlotSpan {
        SlotSpan(lower: a.lower + (b.lower - a.lower) * t, upper: a.upper + (b.upper - a.upper) * t)
    }
}
