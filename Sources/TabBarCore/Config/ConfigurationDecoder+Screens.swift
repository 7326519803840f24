/// Image pages: `"image": "home.png"` or `"images": ["a.png", "b.png"]` on a page of kind
/// `image`, and `"sheet"` (one path or a list) on any page for an image sheet.
extension ConfigurationDecoder {
    mutating func decodeScreens(_ reader: ObjectReader, into spec: inout PageSpec) throws(ConfigError) {
        let one = try screenList(reader, "image")
        let many = try screenList(reader, "images")
        spec.sheetScreens = try screenList(reader, "sheet") ?? []
        if one != nil && many != nil {
            throw ConfigError(
                file: file, location: reader.node.location, keyPath: ObjectReader.path(reader.path, key: "images"),
                message: "give \"image\" or \"images\", not both")
        }
        let screens = one ?? many
        if spec.kind == .image {
            guard let screens, !screens.isEmpty else {
                throw ConfigError(
                    file: file, location: reader.node.location, keyPath: ObjectReader.path(reader.path, key: "image"),
                    message: "an image page needs \"image\": a PNG, or \"images\": a list of PNGs")
            }
            spec.screens = screens
        } else if screens != nil {
            throw ConfigError(
                file: file, location: reader.node.location, keyPath: ObjectReader.path(reader.path, key: "kind"),
                message: "only a page of kind \"image\" shows \"image\" or \"images\"")
        }
    }

    /// One path or a list of paths under `key`, each resolved and sized.
    mutating func screenList(_ reader: ObjectReader, _ key: String) throws(ConfigError) -> [PageImage]? {
        reader.noteSchema(key, .paths)
        guard let node = try reader.optional(key, { node, _ in node }) else { return nil }
        let path = ObjectReader.path(reader.path, key: key)
        if case .array(let elements) = node.value {
            var screens: [PageImage] = []
            for (index, element) in elements.enumerated() {
                screens.append(try screen(element, ObjectReader.path(path, index: index)))
            }
            return screens
        }
        return [try screen(node, path)]
    }

    mutating func screen(_ node: JSONNode, _ path: String) throws(ConfigError) -> PageImage {
        let resolved = resolve(try ObjectReader.readPath(node, path, file))
        let ref = ImageRef(resolved)
        assets.append(AssetReference(image: ref, location: node.location, keyPath: path))
        guard let size = imageSize(resolved), size.width > 0, size.height > 0 else {
            throw ConfigError(
                file: file, location: node.location, keyPath: path, message: "cannot read the PNG size of \(resolved)")
        }
        return PageImage(ref, size: size)
    }
}
