#include "fastmode/HeaderVolatileGlobals.h"

#include "fastmode/FastExtractor.h"
#include "fastmode/FileConstants.h"
#include "fastmode/HeaderCache.h"
#include "fastmode/Syntax.h"

#include <memory>

namespace faultline::fastmode {

namespace {

using Names = std::set<std::string, std::less<>>;

// One header's file-scope volatile variables (none when it cannot be read or parsed).
Names readVolatileGlobals(const std::string &path, std::string_view text) {
  Names names;
  SyntaxTree t = SyntaxTree::parse(text, isCppSource(path, text), defaultParseTimeoutMicros(text.size()));
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
    if (t[i].kind != Kind::Declaration || !hasSpecifier(t, i, "volatile"))
      continue;
    // File scope only: a declaration inside a function or a record is no global.
    bool fileScope = true;
    for (int p = t[i].parent; p >= 0 && fileScope; p = t[p].parent)
      fileScope = t[p].kind != Kind::FunctionDefinition && t[p].kind != Kind::FieldDeclarationList;
    if (!fileScope)
      continue;
    for (int d = t[i].firstChild; d >= 0; d = t[d].nextSibling) {
      if (t[d].field != Field::Declarator)
        continue;
      int bare = t[d].kind == Kind::InitDeclarator ? t.child(d, Field::Declarator) : d;
      // `volatile int *p` is a pointer to volatile, not a volatile pointer.
      if (bare < 0 || t[bare].kind != Kind::Identifier)
        continue;
      names.insert(std::string(t.text(bare)));
    }
  }
  return names;
}

HeaderCache<Names> volatilesOf(readVolatileGlobals);

} // namespace

Names headerVolatileGlobals(const std::vector<std::string> &headers) {
  Names out;
  for (const std::string &header : headers) {
    std::shared_ptr<const Names> names = volatilesOf.get(header);
    out.insert(names->begin(), names->end());
  }
  return out;
}

} // namespace faultline::fastmode
