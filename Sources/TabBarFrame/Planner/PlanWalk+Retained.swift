import TabBarCore

/// Retained groups: composited from the store's pictures instead of drawn.
extension PlanWalk {
    /// Plans a retained group as its picture composited with the group's transform and
    /// opacity; the store draws the picture first when it lacks it, and the group is drawn
    /// directly when the picture cannot be made, would be resampled in a frame that must be
    /// exact, or churns.
    mutating func drawRetained(_ group: SceneGroup) {
        guard let store else { return }
        let content = group.pictureContent
        guard group.opacity > 0, let placed = retainedPlacement(group, parent: context.matrix) else { return }
        var m = placed.matrix
        let held = store.holds(content, scale: scale)
        if !held { planner.memory.lastMiss = planner.memory.frameNumber }
        let composited = held || composites(content)
        guard placed.whole || !exact, composited, let picture = store.picture(for: content, scale: scale, layer: false)
        else {
            if !composited { planner.memory.churnedThisFrame.append(content.children) }
            var direct = group
            direct.retained = false
            return drawGroup(direct)
        }
        // In motion, a picture that is only moved lands on the nearest whole device pixel, as
        // a compositor places layers: an exact copy, about ten times cheaper than resampling
        // (the page is off by under half a pixel for one frame).
        if placed.unscaled {
            m.x0 = m.x0.rounded()
            m.y0 = m.y0.rounded()
        }
        let copied = plan.copies.count
        let rest = placed.unscaled ? leaveToDirectCopies(picture, matrix: m, opacity: group.opacity) : nil
        // Off the grid or scaled, what is shown is near the frame, not exact: the frame at
        // rest draws it again even where its scene does not change.
        if !placed.whole { plan.copies[copied...].forEach { approximate($0.rect) } }
        if let rest, rest.isEmpty { return }
        var box = Rect(
            x: Double(picture.originX), y: Double(picture.originY), width: Double(picture.width),
            height: Double(picture.height))
        // Not past the group's clip: resampled, the picture's pixel of slack would spread the
        // edge beyond the bounds the damage and the direct copies count on (the magic move's
        // scaled card left a faint ring under the copies).
        if let clip = group.clip { box = box.intersection(clip.bounds.scaled(by: scale)) }
        let area = m.pixels(touching: box)
        if !placed.whole { approximate(area.rect) }
        // Scaled, where the picture is opaque whole it replaces what is beneath.
        let core = placed.unscaled ? nil : opaqueCore(of: content, matrix: m, opacity: group.opacity)
        step(
            .picture(
                PictureComposite(
                    picture: picture, matrix: m, opacity: group.opacity, unscaled: placed.unscaled, rest: rest,
                    box: box, area: area, core: core.map { $0.intersection(area) }.flatMap { $0.isEmpty ? nil : $0 })
            ))
    }

    /// Where a retained group's picture lands under `parent`: whether it is only moved
    /// (`unscaled`) and whether onto whole pixels (`whole`). Nil when it draws nothing.
    func retainedPlacement(
        _ group: SceneGroup, parent: DeviceMatrix
    ) -> (matrix: DeviceMatrix, unscaled: Bool, whole: Bool)? {
        let t = group.transform
        guard t.isDrawable else { return nil }
        // Picture pixels → the group's space (1/scale) → its parent (the transform) → device.
        let m = DeviceMatrix.scale(1 / scale, 1 / scale).then(DeviceMatrix(t)).then(parent)
        let unscaled = abs(m.xx - 1) < 1e-9 && abs(m.yy - 1) < 1e-9 && abs(m.xy) < 1e-9 && abs(m.yx) < 1e-9
        let whole = unscaled && abs(m.x0 - m.x0.rounded()) < 1e-6 && abs(m.y0 - m.y0.rounded()) < 1e-6
        return (m, unscaled, whole)
    }

    /// The whole device pixels where a retained group's picture, resampled under `m`
    /// (picture pixels → device, axis-aligned), is opaque with no blending to do: the group
    /// is clipped to a rectangle, rounded or not, that its first child fills with an opaque
    /// colour (a page cut out as the magic move's card), and drawn at full opacity. Inside its
    /// corners by the arcs' depth, and by two pixels more for the resampling's reach.
    func opaqueCore(of content: SceneGroup, matrix m: DeviceMatrix, opacity: Double) -> PixelBox? {
        guard opacity >= 1, m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, let fill = Self.opaqueBase(of: content.children)
        else { return nil }
        let bounds: Rect, depth: Double
        switch content.clip {
        case .rect(let r)?:
            (bounds, depth) = (r, 0)
        case .roundedRect(let r, let radius)?:
            // A square inset this far from a corner touches its quarter circle.
            (bounds, depth) = (r, min(radius, r.width / 2, r.height / 2) * (1 - 0.5.squareRoot()))
        default:
            return nil
        }
        guard fill.union(bounds) == fill else { return nil }
        let reach = 2 / scale
        let inner = bounds.insetBy(dx: depth + reach, dy: depth + reach).scaled(by: scale)
        guard !inner.isEmpty else { return nil }
        return m.pixels(inside: inner)
    }

    /// The rectangle that the first of `nodes` fills with an opaque colour, looking into
    /// plain groups (a page's nodes start with its background, in a group of their own):
    /// whatever is drawn after it, the pixels inside stay opaque.
    static func opaqueBase(of nodes: [SceneNode]) -> Rect? {
        switch nodes.first {
        case .fill(.rect(let r), .solid(let color))? where color.alpha >= 1:
            return r
        case .group(let group)? where group.transform.isIdentity && group.opacity >= 1:
            guard let inner = opaqueBase(of: group.children) else { return nil }
            switch group.clip {
            case nil: return inner
            case .rect(let clip)?: return inner.intersection(clip)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Whether a retained group's content is composited from a picture this frame (not drawn
    /// directly because pages churn): it is held, or nothing churns, or it is a page drawn
    /// directly last frame that came back unchanged.
    func composites(_ content: SceneGroup) -> Bool {
        !planner.memory.churning || store?.holds(content, scale: scale) == true
            || planner.memory.churnedLastFrame.contains {
                $0.count == content.children.count
                    && SceneNodeStorage.address(of: $0).map { $0 == SceneNodeStorage.address(of: content.children) }
                        == true
            }
    }
}

extension SceneGroup {
    /// The group as its picture holds it: its content, without the transform and opacity
    /// applied when the picture is composited. The picture cache's key.
    public var pictureContent: SceneGroup {
        var content = self
        content.transform = .identity
        content.opacity = 1
        content.retained = false
        return content
    }
}

/// Where an array of nodes keeps its elements: a page laid out once (`PageNodeCache`) is the
/// same array from frame to frame, so comparing storage finds it at the cost of a pointer.
public enum SceneNodeStorage {
    /// Nil for an empty array (which has no storage of its own).
    public static func address(of nodes: [SceneNode]) -> UnsafeRawPointer? {
        nodes.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
}
