/// Draws one item: icon (with its flip, curl or cross-fade), title and badge, in a pose.
struct ItemNodes {
    var style: BarStyle
    var item: TabItem
    var slot: ItemLayout
    var measurer: any TextMeasuring

    func node(pose: ItemPose, isSelected: Bool, badgeScale: Double, wiggle: Double) -> SceneNode {
        var nodes: [SceneNode] = []
        if let circle = slot.circle { nodes += RaisedButton.nodes(circle) }
        if let icon = iconNode(pose, wiggle: wiggle) { nodes.append(icon) }
        if slot.titleFrame.height > 0 { nodes.append(titleNode(pose, isSelected: isSelected)) }
        if let badge = badgeNode(scale: badgeScale) { nodes.append(badge) }
        // Disabled items draw at half alpha (Ramotion).
        let button = AffineTransform.scale(pose.buttonScale, pose.buttonScale).about(slot.frame.center)
        return .group(nodes, transform: button, opacity: item.isEnabled ? 1 : 0.5)
    }

    /// The icon face for a state: its image (a flip-book frame when the item has frames)
    /// and its rendering.
    func face(selected: Bool, frameProgress: Double) -> IconFace? {
        let look = item.appearance
        let image: ImageRef?
        if !item.frames.isEmpty {
            let last = Double(item.frames.count - 1)
            image = item.frames[Int((min(max(frameProgress, 0), 1) * last).rounded())]
        } else {
            image = selected ? item.selectedIcon ?? item.icon : item.icon
        }
        guard let image else { return nil }
        var tint = selected ? look.selectedIconColor ?? style.selectedIconColor : look.iconColor ?? style.iconColor
        // On a raised button's teal disc the icon is white unless the item says otherwise.
        if slot.circle != nil { tint = (selected ? look.selectedIconColor : nil) ?? look.iconColor ?? .white }
        return IconFace(image: image, rendering: look.rendering == .template ? .template(tint) : .original)
    }

    func iconNode(_ pose: ItemPose, wiggle: Double) -> SceneNode? {
        let frame = slot.iconFrame
        let faces: [SceneNode]
        if item.isMoreItem {
            faces = MoreDots.nodes(in: frame, style: style, face: pose.face)
        } else if let front = face(selected: false, frameProgress: pose.frameProgress),
                  let back = face(selected: true, frameProgress: pose.frameProgress) {
            faces = iconFaces(pose, front: front, back: back, frame: frame)
        } else {
            return nil
        }
        let offset = pose.iconOffset + item.appearance.imageOffset + Point(x: 0, y: wiggle)
        let transform = AffineTransform.scale(pose.iconScaleX, pose.iconScaleY)
            .concatenating(.rotation(pose.iconRotation))
            .about(frame.center)
            .concatenating(.translation(offset.x, offset.y))
        return .group(faces, transform: transform, opacity: min(max(pose.iconOpacity, 0), 1))
    }

    /// The icon's faces in a pose: turned, curled or cross-faded.
    func iconFaces(_ pose: ItemPose, front: IconFace, back: IconFace, frame: Rect) -> [SceneNode] {
        let faces: [SceneNode]
        if pose.flipAngle > 1e-6 && pose.flipAngle < .pi - 1e-6 {
            faces = IconFlip.nodes(front: front, back: back, frame: frame, angle: pose.flipAngle, axis: pose.flipAxis,
                                   direction: pose.flipDirection)
        } else if pose.curlProgress > 1e-6 && pose.curlProgress < 1 - 1e-6 {
            faces = IconCurl.nodes(front: front, back: back, frame: frame, progress: pose.curlProgress, upward: pose.curlUpward)
        } else {
            let mix = min(max(pose.face, 0), 1)
            faces = (mix < 1 ? [front.node(in: frame, opacity: 1 - mix)] : []) + (mix > 0 ? [back.node(in: frame, opacity: mix)] : [])
        }
        return faces
    }

    func titleNode(_ pose: ItemPose, isSelected: Bool) -> SceneNode {
        let look = item.appearance
        let normalFont = look.titleFont ?? style.titleFont
        let font = isSelected ? look.selectedTitleFont ?? normalFont : normalFont
        let color = (look.textColor ?? style.textColor)
            .mixed(with: look.selectedTextColor ?? style.selectedTextColor, min(max(pose.face, 0), 1))
        let run = TextRun(item.title, font: font, color: color, frame: slot.titleFrame)
        let offset = pose.titleOffset + look.titleOffset
        let transform = AffineTransform.scale(pose.titleScale, pose.titleScale)
            .about(slot.titleFrame.center)
            .concatenating(.translation(offset.x, offset.y))
        return .group([.text(run)], transform: transform, opacity: min(max(pose.titleOpacity, 0), 1))
    }
}
