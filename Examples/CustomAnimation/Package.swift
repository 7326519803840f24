// swift-tools-version:6.0
// An app of its own that uses AnimatedTabBar from a checkout, by path, with an item
// animation it defines itself ("swing"). Build: `swift build` here; CI: `make examples`.
import PackageDescription

let package = Package(
    name: "CustomAnimation",
    dependencies: [.package(name: "AnimatedTabBar", path: "../..")],
    targets: [
        .executableTarget(
            name: "CustomAnimation",
            dependencies: [
                .product(name: "TabBarCore", package: "AnimatedTabBar"),
                .product(name: "TabBarKit", package: "AnimatedTabBar"),
            ])
    ]
)
