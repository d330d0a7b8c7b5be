"""faultline as Bazel actions (docs/bazel.md).

    bazel build //... \\
        --aspects @faultline//integrations/bazel:aspect.bzl%faultline_aspect \\
        --output_groups=report

One `faultline extract` action per source file of every cc_library, cc_binary and cc_test (its
inputs: the source, the transitive headers, the C++ toolchain's files, the configuration; its
output: the TU's summary, paths relative to the execution root, so it caches locally and
remotely), and per target one `faultline merge` over the summaries of its transitive closure:
<target>.faultline.{txt,json,sarif} in the output group `report`.
"""

load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")
load(
    "@bazel_tools//tools/build_defs/cc:action_names.bzl",
    "CPP_COMPILE_ACTION_NAME",
    "C_COMPILE_ACTION_NAME",
)

FaultlineInfo = provider(
    doc = "Summaries of a target's transitive closure and the files `merge` reads.",
    fields = {
        "summaries": "depset of summary bundles (one per source file)",
        "files": "depset of the sources and headers the summaries name",
    },
)

_C_EXTENSIONS = ["c"]
_CXX_EXTENSIONS = ["cc", "cpp", "cxx", "c++", "C"]
_KINDS = ["cc_library", "cc_binary", "cc_test"]

# GCC flags of Bazel's auto-configured gcc toolchain that clang's driver (which parses the
# command in `faultline extract`) rejects as unknown arguments. They do not change what parses.
_CLANG_UNKNOWN = ["-fno-canonical-system-headers"]

def _compiler_command(ctx, cc_toolchain, compilation_context, source, is_c):
    """The toolchain's command line for compiling `source`, as a list (without -o)."""
    features = cc_common.configure_features(
        ctx = ctx,
        cc_toolchain = cc_toolchain,
        requested_features = ctx.features,
        unsupported_features = ctx.disabled_features,
    )
    user_flags = list(ctx.fragments.cpp.copts)
    user_flags += ctx.fragments.cpp.conlyopts if is_c else ctx.fragments.cpp.cxxopts
    user_flags += getattr(ctx.rule.attr, "copts", [])
    action = C_COMPILE_ACTION_NAME if is_c else CPP_COMPILE_ACTION_NAME
    variables = cc_common.create_compile_variables(
        feature_configuration = features,
        cc_toolchain = cc_toolchain,
        user_compile_flags = user_flags,
    )
    flags = cc_common.get_memory_inefficient_command_line(
        feature_configuration = features,
        action_name = action,
        variables = variables,
    )
    tool = cc_common.get_tool_for_action(feature_configuration = features, action_name = action)
    command = [tool] + [f for f in flags if f not in _CLANG_UNKNOWN]
    for d in compilation_context.defines.to_list():
        command.append("-D" + d)
    for d in getattr(ctx.rule.attr, "local_defines", []):
        command.append("-D" + d)
    for i in compilation_context.includes.to_list():
        command.append("-I" + i)
    for i in compilation_context.quote_includes.to_list():
        command += ["-iquote", i]
    for i in compilation_context.system_includes.to_list():
        command += ["-isystem", i]
    command += ["-c", source.path]
    return command

def _faultline_aspect_impl(target, ctx):
    if ctx.rule.kind not in _KINDS or CcInfo not in target:
        return []
    binary = ctx.attr._binary.files.to_list()[0]
    config = ctx.attr._config.files.to_list()
    config_args = ["--config", config[0].path] if config else []
    cc_toolchain = find_cpp_toolchain(ctx)
    compilation_context = target[CcInfo].compilation_context

    summaries = []
    sources = []
    for src in getattr(ctx.rule.files, "srcs", []):
        if src.extension not in _C_EXTENSIONS + _CXX_EXTENSIONS:
            continue
        sources.append(src)
        out = ctx.actions.declare_file("%s.faultline/%s.summary.json" % (ctx.label.name, src.short_path))
        command = _compiler_command(
            ctx,
            cc_toolchain,
            compilation_context,
            src,
            src.extension in _C_EXTENSIONS,
        )
        ctx.actions.run(
            executable = binary,
            arguments = ["extract", "--quiet", "--source", src.path, "-o", out.path] +
                        config_args + ["--"] + command,
            inputs = depset(
                [src] + config,
                transitive = [compilation_context.headers, cc_toolchain.all_files],
            ),
            outputs = [out],
            mnemonic = "FaultlineExtract",
            progress_message = "faultline extract %s" % src.short_path,
            use_default_shell_env = True,
        )
        summaries.append(out)

    deps = [d[FaultlineInfo] for d in getattr(ctx.rule.attr, "deps", []) if FaultlineInfo in d]
    all_summaries = depset(summaries, transitive = [d.summaries for d in deps])
    files = depset(
        sources + getattr(ctx.rule.files, "hdrs", []),
        transitive = [d.files for d in deps] + [compilation_context.headers],
    )

    reports = []
    if all_summaries.to_list():
        for fmt, ext in [("text", "txt"), ("json", "json"), ("sarif", "sarif")]:
            report = ctx.actions.declare_file("%s.faultline.%s" % (ctx.label.name, ext))
            args = ctx.actions.args()
            args.add_all(["merge", "--quiet", "--fail-on", "never", "--format", fmt, "-o", report])
            args.add_all(config_args)
            args.add_all(all_summaries)
            ctx.actions.run(
                executable = binary,
                arguments = [args],
                inputs = depset(config, transitive = [all_summaries, files]),
                outputs = [report],
                mnemonic = "FaultlineMerge",
                progress_message = "faultline merge %s (%s)" % (ctx.label, fmt),
                use_default_shell_env = True,
            )
            reports.append(report)

    return [
        FaultlineInfo(summaries = all_summaries, files = files),
        OutputGroupInfo(report = depset(reports), faultline_summaries = all_summaries),
    ]

faultline_aspect = aspect(
    implementation = _faultline_aspect_impl,
    attr_aspects = ["deps"],
    fragments = ["cpp"],
    toolchains = ["@bazel_tools//tools/cpp:toolchain_type"],
    attrs = {
        "_binary": attr.label(
            default = Label("//integrations/bazel:binary"),
            allow_files = True,
            cfg = "exec",
        ),
        "_config": attr.label(
            default = Label("//integrations/bazel:config"),
            allow_files = True,
        ),
        "_cc_toolchain": attr.label(
            default = Label("@bazel_tools//tools/cpp:current_cc_toolchain"),
        ),
    },
)
