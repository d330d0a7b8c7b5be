// `faultline confirm --findings FILE --runtime FILE [--format text|json|sarif] [-o FILE]`: joins
// static findings with a runtime report (docs/runtime.md). The subcommand and its options live in
// ConfirmCommand.cpp; main.cpp only dispatches.
#pragma once

namespace faultline::driver {

bool confirmCommandSelected();
int runConfirmCommand();

} // namespace faultline::driver
