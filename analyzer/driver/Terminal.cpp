#include "driver/Terminal.h"

#include "llvm/Support/WithColor.h"

#include <cstdlib>

namespace faultline::driver {

static ColorMode mode = ColorMode::Auto;

static bool dumbTerminal() {
  const char *term = std::getenv("TERM");
  return term && llvm::StringRef(term) == "dumb";
}

bool useColor(const llvm::raw_ostream &os) {
  if (mode != ColorMode::Auto)
    return mode == ColorMode::Always;
  const char *noColor = std::getenv("NO_COLOR");
  if ((noColor && *noColor) || dumbTerminal())
    return false;
  return os.is_displayed() && os.has_colors();
}

void setColorMode(ColorMode m) {
  mode = m;
  llvm::WithColor::setAutoDetectFunction([](const llvm::raw_ostream &os) { return useColor(os); });
}

bool progressAllowed() { return llvm::errs().is_displayed() && !dumbTerminal(); }

} // namespace faultline::driver
