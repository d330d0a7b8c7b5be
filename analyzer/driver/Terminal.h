// What faultline may do on a terminal: colours (--color=auto|always|never, NO_COLOR, TERM=dumb)
// and the in-place progress line (only on an interactive stderr whose terminal can move the
// cursor). One policy for the report, the error lines and the progress.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace faultline::driver {

enum class ColorMode { Auto, Always, Never };

// Sets the policy (from --color) and installs it for llvm::WithColor (error and warning lines).
void setColorMode(ColorMode mode);
// Whether `os` gets colours: always / never, or on auto a displayed terminal that has colours,
// NO_COLOR unset or empty (no-color.org), and TERM not "dumb".
bool useColor(const llvm::raw_ostream &os);
// Whether the "\r\e[K[n/N] file" progress line may be drawn on stderr.
bool progressAllowed();

} // namespace faultline::driver
