#include "facts/builder/TerminalDevice.h"

namespace faultline::builder {

namespace {

// Windows' device names are case-insensitive: cpio's lib/system.h spells the console "con".
bool sameIgnoringCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size())
    return false;
  for (size_t i = 0; i < a.size(); ++i) {
    char x = a[i] >= 'a' && a[i] <= 'z' ? static_cast<char>(a[i] - 'a' + 'A') : a[i];
    if (x != b[i])
      return false;
  }
  return true;
}

} // namespace

std::string terminalDeviceNote(std::string_view path) {
  if (path == "/dev/tty" || sameIgnoringCase(path, "CONIN$") || sameIgnoringCase(path, "CONOUT$") ||
      sameIgnoringCase(path, "CON"))
    return "opens the terminal '" + std::string(path) + "' to prompt a person";
  return {};
}

bool isTerminalDeviceNote(std::string_view notRepeated) {
  return notRepeated.starts_with("opens the terminal '") && notRepeated.ends_with("' to prompt a person");
}

} // namespace faultline::builder
