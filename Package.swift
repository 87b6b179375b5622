// swift-tools-version:6.0
import PackageDescription

// Module arrows (see DESIGN.md): reel → App → {Browser, Screen, Terminal, TMDB, Library};
// Screen → Browser, TMDB, CFriBidi; Browser → TMDB; Terminal → Screen, CNcurses.
// Images → TMDB, CJpeg, CChafa. Only Terminal imports CNcurses, only Images CJpeg and CChafa,
// only Screen's bidi layer CFriBidi.
// Release builds put each function of Reel's own modules in its own section, so that the
// linker can lay out the code a key press runs next to each other (Tools/layout/README.md).
let functionSections: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
]

// …and gold lays out the functions a key press runs (Tools/layout/hot-functions.txt, made by
// Tools/layout/regenerate.sh) next to each other. Names the file lacks or no longer matches are
// placed as before: gold ignores them.
let hotFunctionsFirst: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-Xlinker",
      "--section-ordering-file=\(Context.packageDirectory)/Tools/layout/hot-functions.txt",
    ],
    .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "Reel",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "reel", targets: ["reel"]),
    .executable(name: "reel-bench", targets: ["ReelBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    // config.toml: tables for [keys], [theme] and [home].
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
  ],
  targets: [
    .systemLibrary(name: "CNcurses", path: "CNcurses"),
    // libvterm, for the tests that read what a real terminal shows (Tests/EmulatorTests).
    .systemLibrary(name: "CVTerm", path: "CVTerm"),
    // Posters: libjpeg-turbo decodes (CJpeg's shim keeps its error handler from calling exit),
    // libchafa turns pixels into symbols and colours.
    .systemLibrary(
      name: "CJpeg", path: "CJpeg", providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
    .systemLibrary(
      name: "CChafa", path: "CChafa", pkgConfig: "chafa",
      providers: [.apt(["libchafa-dev", "libglib2.0-dev"]), .brew(["chafa"])]),
    .target(
      name: "Images", dependencies: ["TMDB", "CJpeg", "CChafa"], swiftSettings: functionSections),
    // GNU FriBidi (Debian libfribidi-dev): the Unicode Bidirectional Algorithm and Arabic shaping.
    .systemLibrary(name: "CFriBidi", path: "CFriBidi"),
    .target(
      name: "ReplayCatalog",
      path: "Resources",
      exclude: ["README.md"],
      sources: ["ReplayCatalog.swift"],
      resources: [.copy("Catalog")]
    ),
    // libcurl's multi interface for the live transport (Debian libcurl4-openssl-dev).
    .systemLibrary(
      name: "CCurl", path: "CCurl", pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
    .target(name: "TMDB", dependencies: ["CCurl"], swiftSettings: functionSections),
    .target(name: "Browser", dependencies: ["TMDB"], swiftSettings: functionSections),
    .target(
      name: "Library",
      dependencies: ["TMDB", .product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: functionSections
    ),
    .target(
      name: "Screen", dependencies: ["Browser", "TMDB", "CFriBidi"], swiftSettings: functionSections
    ),
    .target(
      name: "Terminal", dependencies: ["Screen", "CNcurses"], swiftSettings: functionSections),
    .target(
      name: "App",
      dependencies: [
        "Browser", "Screen", "Terminal", "TMDB", "Library", "Images", "ReplayCatalog",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "TOMLKit", package: "TOMLKit"),
      ],
      swiftSettings: functionSections
    ),
    .executableTarget(
      name: "reel",
      dependencies: [
        "App",
        "CProcessArguments",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: functionSections,
      linkerSettings: hotFunctionsFirst
    ),
    // Performance figures: `swift run -c release reel-bench`.
    .executableTarget(
      name: "ReelBench",
      dependencies: [
        "App", "Browser", "Screen", "TMDB", "Library", "ReplayCatalog", "Images", "CBenchSupport",
      ]
    ),
    // The command line as glibc passed it, for when Swift's CommandLine.arguments cannot find it.
    .target(name: "CProcessArguments"),
    // The pty calls reel-bench needs that Swift's Glibc module leaves out.
    .target(name: "CBenchSupport"),
    // Drives a watchlist database from another process, for LibraryTests' multi-process tests.
    .executableTarget(
      name: "reel-library-stress", dependencies: ["Library", "TMDB"], path: "Sources/LibraryStress"),
    // Coverage-guided fuzzing of the parsers of untrusted input; `.ci/fuzz` builds it with
    // libFuzzer. A plain build is a replayer: `fuzz-reel FILE…` with REEL_FUZZ_TARGET set.
    .executableTarget(
      name: "FuzzReel", dependencies: ["App", "Images", "Library", "Screen", "TMDB"],
      path: "Sources/FuzzReel"),
    .testTarget(name: "TMDBTests", dependencies: ["TMDB", "ReplayCatalog", "ReelTestSupport"]),
    .testTarget(name: "BrowserTests", dependencies: ["Browser"]),
    // Broken images, caches, cancellation, protocol choice, symbols and image protocols.
    .testTarget(
      name: "ImagesTests", dependencies: ["Images", "TMDB", "ReplayCatalog", "ReelTestSupport"]),
    .testTarget(
      name: "ScreenTests",
      dependencies: [
        "Screen", "Browser", "TMDB", "ReelTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__", "BidiFixtures"]
    ),
    .testTarget(
      name: "TerminalTests",
      dependencies: ["Terminal", "Screen", "CNcurses", "CVTerm", "ReelTestSupport"]),
    // Runs the built `reel` in a pty and feeds its output to libvterm.
    .testTarget(
      name: "EmulatorTests",
      dependencies: ["CVTerm", "reel", "reel-frame-check", "ReelTestSupport"]),
    // Draws seeded random frames through Terminal, for EmulatorTests (helper "writer").
    .executableTarget(
      name: "reel-frame-check", dependencies: ["Terminal", "Screen"], path: "Sources/FrameCheck"),
    // Runs the built executables for the tests that drive whole processes.
    .target(name: "ReelTestSupport", path: "Tests/ReelTestSupport"),
    .testTarget(
      name: "AppTests",
      dependencies: ["App", "reel", "ReelTestSupport", "Library", "TMDB", "Browser"]),
    // Live mode against an HTTP server on 127.0.0.1 inside the tests; some run the `reel` binary.
    .testTarget(
      name: "LiveTests",
      dependencies: [
        "TMDB", "Browser", "Library", "App", "ReplayCatalog", "reel", "ReelTestSupport", "Images",
      ]),
    // The multi-process tests spawn the built `reel` binary, so it must be built first.
    .testTarget(
      name: "LibraryTests",
      dependencies: [
        "Library", "TMDB", "reel", "reel-library-stress", "ReelTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
  ]
)
