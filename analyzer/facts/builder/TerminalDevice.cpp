#include "facts/builder/TerminalDevice.h"

namespace faultline::builder {

std::string terminalDeviceNote(std::string_view path) {
  if (path == "/dev/tty" || path == "CONIN$" || path == "CONOUT$" || path == "CON")
    return "opens the terminal '" + std::string(path) + "' to prompt a person";
  return {};
}

bool isTerminalDeviceNote(std::string_view notRepeated) {
  return notRepeated.starts_with("opens the terminal '") && notRepeated.ends_with("' to prompt a person");
}

} // namespace faultline::builder
