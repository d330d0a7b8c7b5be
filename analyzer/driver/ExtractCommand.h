// `faultline extract --source FILE -o SUMMARY -- COMMAND...`: one TU in, its summary bundle out,
// for build systems that run each TU as its own action (Bazel, docs/bazel.md). The subcommand
// and its options live in ExtractCommand.cpp; main.cpp only dispatches.
#pragma once

namespace faultline::driver {

bool extractCommandSelected();
int runExtractCommand();

} // namespace faultline::driver
