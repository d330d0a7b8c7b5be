#include "facts/builder/TerminalDevice.h"

namespace faultline::builder {

std::string terminalDeviceNote(std::string_view path) {
  if (path == "/dev/tty" || path == "CONIN$" || path == "CONOUT$" || path == "CON")
    return "opens the terminal '" + std::string(path) + "' to prompt a person";
  return {};
}

} // namespace faultline::builder
