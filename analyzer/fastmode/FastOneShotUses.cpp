// Fast mode's reading of analyzer/extract/OneShotUses.h: a library handle given to its model's
// one-shot-use call once, outside any loop of its own (btrfs-progs' restore decodes one whole
// zstd frame per ZSTD_DStream), is the model's one-shot footprint; so are any number of such
// calls, in loops or not, in a function that calls one of the model's size queries (rspamd sizes
// its output by ZSTD_getDecompressedSize).
#include "fastmode/WalkerImpl.h"

#include <algorithm>

namespace faultline::fastmode::walker {

bool Walker::usedOnceOutsideLoops(std::string_view handle, std::string_view use,
                                  const std::vector<std::string> &sizeQueries, int create,
                                  std::string *sizeQuery) const {
  int body = t.child(fn.node, Field::Body);
  if (body < 0 || handle.empty() || use.empty())
    return false;
  size_t underscore = use.find('_');
  std::string_view prefix = underscore == std::string_view::npos ? use : use.substr(0, underscore + 1);
  auto names = [&](int e) {
    NodeRef bare = e >= 0 ? stripParensAndCasts(ref(e)) : NodeRef{};
    return bare.valid() && bare.tree == &t && t[bare.node].kind == Kind::Identifier && t.text(bare.node) == handle;
  };
  auto inOwnLoop = [&](int n) {
    for (int p = t[n].parent; p >= 0 && p != body; p = t[p].parent)
      if ((t[p].kind == Kind::ForStatement || t[p].kind == Kind::WhileStatement ||
           t[p].kind == Kind::DoStatement || t[p].kind == Kind::ForRangeLoop) &&
          !(t[p].startByte <= t[create].startByte && t[create].endByte <= t[p].endByte))
        return true;
    return false;
  };
  unsigned useCalls = 0;
  bool inLoop = false;
  std::string query; // a size query the function calls
  for (int i = body, end = t.subtreeEnd(body); i < end; ++i) {
    if (t[i].kind == Kind::LambdaExpression) {
      i = t.subtreeEnd(i) - 1;
      continue;
    }
    if (t[i].kind == Kind::AssignmentExpression && names(t.child(i, Field::Right)))
      return false; // stored where other code reaches it
    if (t[i].kind == Kind::ReturnStatement && names(t.firstNamed(i)))
      return false;
    if (t[i].kind != Kind::CallExpression)
      continue;
    int function = t.child(i, Field::Function);
    std::string_view name = function >= 0 && t[function].kind == Kind::Identifier ? t.text(function) : "";
    if (query.empty() && std::find(sizeQueries.begin(), sizeQueries.end(), name) != sizeQueries.end())
      query = name;
    int args = t.child(i, Field::Arguments);
    int index = 0;
    for (int a = args >= 0 ? t.firstNamed(args) : -1; a >= 0; a = t.nextNamed(a), ++index) {
      if (!names(a))
        continue;
      if (name == use && index == 0) {
        ++useCalls;
        inLoop = inLoop || inOwnLoop(i);
      } else if (!name.starts_with(prefix)) {
        return false; // another function could stream through it
      }
    }
  }
  if (sizeQuery)
    *sizeQuery = query;
  return useCalls > 0 && (!query.empty() || (useCalls == 1 && !inLoop));
}

} // namespace faultline::fastmode::walker
