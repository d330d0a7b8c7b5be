// Where SARIF's informationUri and helpUri point (docs/sarif.md, "Links"): pages that exist.
// FAULTLINE_DOCS_URL, when set, is a base URL holding README.md and rules/<rule id>.md (a
// published copy of the installed share/doc/faultline); otherwise the documentation installed
// beside the binary, <bin>/../share/doc/faultline (the build tree has the same layout), as
// file: URIs of the files that are there. Nothing when neither exists.
#pragma once

#include "report/Report.h"

namespace faultline::driver {

void addDocumentationLinks(report::Report &rep);

} // namespace faultline::driver
