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
        guard group.opacity > 0, let placed = rules.retainedPlacement(group, parent: context.matrix) else { return }
        var m = placed.matrix
        let held = store.holds(content, scale: scale)
        if !held { planner.memory.lastMiss = planner.memory.frameNumber }
        let composited = held || rules.composites(content)
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
        let core = placed.unscaled ? nil : rules.opaqueCore(of: content, matrix: m, opacity: group.opacity)
        step(
            .picture(
                PictureComposite(
                    picture: picture, matrix: m, opacity: group.opacity, unscaled: placed.unscaled, rest: rest,
                    box: box, area: area, core: core.map { $0.intersection(area) }.flatMap { $0.isEmpty ? nil : $0 })
            ))
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
