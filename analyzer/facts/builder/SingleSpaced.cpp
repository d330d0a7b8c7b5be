#include "facts/builder/SingleSpaced.h"

namespace faultline::builder {

std::string singleSpaced(std::string_view raw) {
  std::string out;
  bool space = false;
  for (char c : raw) {
    if (c == '\n' || c == '\t' || c == ' ' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (space)
      out += ' ';
    space = false;
    out += c;
  }
  return out;
}

std::string withoutSpaces(std::string_view raw) {
  std::string out;
  for (char c : raw)
    if (c != '\n' && c != '\t' && c != ' ' && c != '\r')
      out += c;
  return out;
}

} // namespace faultline::builder
