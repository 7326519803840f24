// swift-tools-version:6.0
// An app of its own that uses AnimatedTabBar from a checkout, by path, and vetoes and
// observes selections with shouldSelect and didSelect. Build: `swift build` here; CI: `make examples`.
import PackageDescription

let package = Package(
    name: "Veto",
    dependencies: [.package(name: "AnimatedTabBar", path: "../..")],
    targets: [
        .executableTarget(
            name: "Veto",
            dependencies: [
                .product(name: "TabBarCore", package: "AnimatedTabBar"),
                .product(name: "TabBarKit", package: "AnimatedTabBar"),
                .product(name: "TabBarDemo", package: "AnimatedTabBar"),
            ])
    ]
)
