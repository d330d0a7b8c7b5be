// Directly in a getopt loop: runs once per command-line option given. Fast mode's reading of
// analyzer/extract/OptionLoops.cpp (the innermost loop enclosing the event tests a call of
// getopt, getopt_long or getopt_long_only in its condition).
#include "fastmode/WalkerImpl.h"

#include <string_view>
#include <vector>

namespace faultline::fastmode::walker {

std::string Walker::optionLoop(const std::vector<int> &ancestors) const {
  for (size_t i = ancestors.empty() ? 0 : ancestors.size() - 1; i-- > 0;) {
    int s = ancestors[i];
    std::string_view type = t[s].type;
    if (type != "while_statement" && type != "for_statement" && type != "do_statement" &&
        type != "for_range_loop")
      continue;
    // getopt in the condition, or in the body's first statement (`for (;;) { int c =
    // getopt_long(...); if (c == -1) break; ... }`), as on the Clang side.
    auto callsGetopt = [&](int node) {
      for (int n = node, end = node >= 0 ? t.subtreeEnd(node) : -1; n >= 0 && n < end; ++n) {
        if (t[n].kind != Kind::CallExpression)
          continue;
        int function = t.child(n, Field::Function);
        std::string_view name = function >= 0 && t[function].kind == Kind::Identifier ? t.text(function) : "";
        if (name == "getopt" || name == "getopt_long" || name == "getopt_long_only")
          return true;
      }
      return false;
    };
    int body = t.child(s, Field::Body);
    int first = body >= 0 && t[body].kind == Kind::CompoundStatement ? t.firstNamed(body) : -1;
    while (first >= 0 && t[first].kind == Kind::Comment)
      first = t.nextNamed(first);
    if (callsGetopt(t.child(s, Field::Condition)) || callsGetopt(first))
      return "runs once per command-line option given (a getopt loop)";
    return "";
  }
  return "";
}

} // namespace faultline::fastmode::walker
