// swift-tools-version: 6.0
import PackageDescription

// The meditation app's onboarding: a terminal program that shows every Crosscut technique.
// It consumes Crosscut exactly as a user would: by path, its `Crosscut` library and its plugin.
let package = Package(
    name: "MeditationOnboarding",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "onboarding", targets: ["OnboardingCLI"])
    ],
    dependencies: [
        .package(name: "Crosscut", path: "../..")
    ],
    targets: [
        .target(
            name: "MeditationOnboarding",
            dependencies: [.product(name: "Crosscut", package: "Crosscut")],
            plugins: [.plugin(name: "CrosscutPlugin", package: "Crosscut")]
        ),
        .executableTarget(name: "OnboardingCLI", dependencies: ["MeditationOnboarding"]),
        .testTarget(
            name: "MeditationOnboardingTests",
            dependencies: [
                "MeditationOnboarding", "OnboardingCLI", .product(name: "Crosscut", package: "Crosscut"),
                .product(name: "CrosscutTesting", package: "Crosscut"),
            ]
        ),
    ]
)
