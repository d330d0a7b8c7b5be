// `--format github`: GitHub Actions workflow commands, one annotation per finding
// (`::warning file=F,line=L,col=C,endLine=L2,endColumn=C2,title=RULE::MESSAGE`), which the runner
// turns into annotations on the pull request's diff. Escaped per GitHub's rules: in the message
// % CR LF become %25 %0D %0A; in property values also : and , (%3A, %2C).
#pragma once

#include "report/Report.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace faultline::report {

void writeGithub(const Report &report, llvm::raw_ostream &os);

std::string escapeGithubData(llvm::StringRef s);
std::string escapeGithubProperty(llvm::StringRef s);

} // namespace faultline::report
