#include "fastmode/FastHostTables.h"

#include "facts/builder/HostEntries.h"
#include "fastmode/FastSizes.h"

#include <algorithm>
#include <set>

namespace faultline::fastmode {

namespace {

struct Collector {
  const SyntaxTree &t;
  const FileScope &file;
  const std::string &path;
  std::vector<builder::HostEntry> entries;

  facts::SourceRange rangeOf(int node) const {
    const Node &n = t[node];
    return {path, n.startRow + 1, n.startColumn + 1, n.endRow + 1, n.endColumn + 1};
  }

  // `fn`, `(PyCFunction)fn`, `&fn` naming a function this file defines (its key as the walker
  // makes it: FastHooks.cpp does the same).
  void add(int value, const std::string &slot) {
    if (value < 0 || !builder::isRepeatedHostSlot(slot))
      return;
    NodeRef e = stripParensAndCasts(NodeRef{&t, value});
    if (e.valid() && t[e.node].kind == Kind::PointerExpression && t.text(e.node).substr(0, 1) == "&")
      e = stripParensAndCasts(NodeRef{&t, t.child(e.node, Field::Argument)});
    if (!e.valid() || t[e.node].kind != Kind::Identifier)
      return;
    std::string name(t.text(e.node));
    if (!file.functions.count(name))
      return; // defined elsewhere: the key cannot be told without the declaration
    std::string usr = file.staticFunctions.count(name) ? "fast:" + path + "@" + name : "fast:" + name;
    entries.push_back({name, usr, rangeOf(value), slot});
  }

  std::vector<int> elements(int list) const {
    std::vector<int> out;
    for (int c = t.firstNamed(list); c >= 0; c = t.nextNamed(c))
      if (t[c].kind != Kind::Comment)
        out.push_back(c);
    return out;
  }

  // One struct's initialiser: designated slots by name; a PyMethodDef row by position.
  void record(int list, bool methodRow) {
    std::vector<int> items = elements(list);
    for (size_t i = 0; i < items.size(); ++i) {
      int item = items[i];
      if (std::string_view(t[item].type) == "initializer_pair") {
        int designator = t.firstNamed(item);
        if (designator < 0 || std::string_view(t[designator].type) != "field_designator")
          continue;
        std::string slot(t.text(designator));
        slot.erase(0, slot.find_first_not_of(". \t"));
        add(t.child(item, Field::Value), slot);
      } else if (methodRow && i == 1) {
        add(item, "ml_meth");
      }
    }
  }
};

std::string tableKind(std::string type) {
  if (type.rfind("struct ", 0) == 0)
    type.erase(0, 7);
  if (type == "_typeobject")
    type = "PyTypeObject";
  static const std::set<std::string> kinds = {"PyMethodDef",      "PyTypeObject",
                                              "PyGetSetDef",      "PySequenceMethods",
                                              "PyMappingMethods", "PyBufferProcs"};
  return kinds.count(type) ? type : "";
}

} // namespace

std::vector<facts::FunctionFacts> hostTables(const SyntaxTree &t, const FileScope &file,
                                             const std::string &path) {
  std::vector<facts::FunctionFacts> out;
  for (const auto &[name, var] : file.globals) {
    // FileScope drops brace initialisers (no constant there); the init declarator still has it.
    int declarator = var.declarator >= 0 ? t[var.declarator].parent : -1;
    int init = declarator >= 0 && t[declarator].kind == Kind::InitDeclarator
                   ? t.child(declarator, Field::Value)
                   : -1;
    if (init < 0 || var.typeNode < 0 || t[init].kind != Kind::InitializerList)
      continue;
    std::string kind = tableKind(std::string(t.text(var.typeNode)));
    if (kind.empty())
      continue;
    Collector c{t, file, path, {}};
    if (var.array) {
      for (int row : c.elements(init))
        if (t[row].kind == Kind::InitializerList)
          c.record(row, kind == "PyMethodDef");
    } else {
      c.record(init, false);
    }
    for (facts::FunctionFacts &f :
         builder::hostTable(name, kind, path, c.rangeOf(var.nameNode), c.entries))
      out.push_back(std::move(f));
  }
  // file.globals is a hash map: sort so the facts (and caches) do not depend on its order.
  std::sort(out.begin(), out.end(), [](const facts::FunctionFacts &a, const facts::FunctionFacts &b) {
    return a.range.line < b.range.line;
  });
  return out;
}

} // namespace faultline::fastmode
