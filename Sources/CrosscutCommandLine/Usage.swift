import CrosscutGenerator

/// The text `crosscut --help` prints.
enum Usage {
    /// `logging, metrics, caching and retry`.
    private static let concerns =
        Generator.concerns.dropLast().joined(separator: ", ") + " and " + (Generator.concerns.last ?? "")

    static let text = """
        OVERVIEW: Generates \(concerns) decorators for Swift protocols
        annotated with `// @crosscut(...)`.

        USAGE: crosscut generate --output-dir DIR [--file-list PATH] [--dependency-file-list MODULE=PATH]
                                 [--other-package-file-list MODULE=PATH]
                                 [--combine NAME] [--prune] [--committed COMMAND]
                                 [--without-runtime TARGET] [FILE...]
               crosscut inspect [--json | --arguments] [--file-list PATH] [FILE...]
               crosscut concerns
               crosscut --version
               crosscut --help

        COMMANDS:
          generate    Writes one `NAME+Crosscut.swift` file per input `NAME.swift` that declares an
                      annotated protocol. A file whose content did not change is not rewritten.
          inspect     Prints the protocols the parser found, as pretty JSON with sorted keys; or,
                      with `--arguments`, what the logging decorators write of each argument.
          concerns    Prints each concern, in the order decorators are composed, and the member
                      options it reads: one concern a line, `caching cached invalidates`.

        OPTIONS:
          --output-dir DIR    Where `generate` writes (created when there is something to write).
          --file-list PATH    Reads more input files from PATH, one path per line.
          --dependency-file-list MODULE=PATH
                              Reads, from PATH (one path per line), the files of MODULE, a module the
                              inputs' module depends on: where parent protocols and the types they use
                              may be declared. Nothing is generated for them. Once per module.
          --other-package-file-list MODULE=PATH
                              The same for MODULE of another package, read only for the public
                              protocols that the inputs' protocols refine, and only where the inputs'
                              module and its package declare none of the name. Once per module.
          --combine NAME      Writes all the decorators into the one file DIR/NAME instead (imports merged),
                              and writes it even when nothing is annotated (then it holds only comments),
                              so that the output is known before reading any input: what the
                              build-tool plugin declares to the build system.
          --prune             Removes files in DIR that crosscut generated before (they start with
                              `\(GeneratedHeader.line)`) and that this run did not produce.
          --committed COMMAND For files committed to the package and compiled on other machines: writes no
                              '#sourceLocation' directives (which point the compiler's errors in
                              expressions copied from annotations at the annotation, by the input's path),
                              and a header that says COMMAND writes the files again.
          --without-runtime TARGET
                              Generates nothing, and reports at each annotation that TARGET does not
                              depend on the Crosscut library: what the build-tool plugin passes for
                              such a target.
          --json              Prints JSON (the default format of `inspect`).
          --arguments         Prints, for each member of a protocol annotated with `logging`, which
                              arguments are logged in clear, which redacted and why, which not at all.
          --version           Prints crosscut's version, which every generated file's header names.
          -h, --help          Prints this help.

        Diagnostics go to standard error as `/absolute/path/File.swift:line:column: error: message`.

        EXIT STATUS: 0 success, 1 an error diagnostic or a failed write, 2 a usage error.
        """
}
