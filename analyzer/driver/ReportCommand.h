// `faultline report [--runtime FILE] [--findings FILE] [--confirm FILE] [--format html|json|folded]
// [-o FILE]`: the HTML report, its data, or collapsed stacks (docs/report.md). The subcommand
// and its options live in ReportCommand.cpp; main.cpp only dispatches.
#pragma once

namespace faultline::driver {

bool reportCommandSelected();
int runReportCommand();

} // namespace faultline::driver
