// Stores into fields, read from syntax: analyzer/extract/FieldStores.cpp's facts without types.
#include "fastmode/FastFieldStores.h"

#include "fastmode/FastHooks.h"
#include "fastmode/FastSizes.h"
#include "fastmode/WalkerImpl.h"

namespace faultline::fastmode {

std::pair<std::string, int> designatedPair(const SyntaxTree &t, int pair) {
  if (t[pair].type != std::string_view("initializer_pair"))
    return {"", -1};
  int designator = t.firstNamed(pair);
  int value = -1;
  for (int c = designator; c >= 0; c = t.nextNamed(c))
    if (t[c].kind != Kind::Comment)
      value = c;
  // One designator: `.name` (a field_designator holding the field_identifier).
  if (designator < 0 || t[designator].type != std::string_view("field_designator") ||
      t.nextNamed(designator) != value)
    return {"", -1};
  int name = t.firstNamed(designator);
  if (name < 0 || t[name].kind != Kind::FieldIdentifier)
    return {"", -1};
  return {std::string(t.text(name)), value};
}

namespace {

facts::SourceRange rangeIn(const SyntaxTree &t, const std::string &path, int node) {
  const Node &n = t[node];
  return {path, n.startRow + 1, n.startColumn + 1, n.endRow + 1, n.endColumn + 1};
}

} // namespace

std::string fieldRead(const SyntaxTree &t, int e) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0 || t[e].kind != Kind::FieldExpression)
    return "";
  int field = t.child(e, Field::FieldName);
  return field >= 0 && t[field].kind == Kind::FieldIdentifier ? std::string(t.text(field)) : "";
}

void fileScopeFieldStores(const SyntaxTree &t, const FileScope &file, const std::string &path,
                          std::vector<facts::FieldStore> &out) {
  FileScopeNames names(file);
  Evaluator sizes(file, names);
  for (const auto &[name, var] : file.globals) {
    if (var.initList < 0 || t[var.initList].kind != Kind::InitializerList)
      continue;
    for (int entry = t.firstNamed(var.initList); entry >= 0; entry = t.nextNamed(entry)) {
      auto [field, value] = designatedPair(t, entry);
      if (field.empty() || t[value].kind == Kind::InitializerList)
        continue;
      facts::FieldStore store;
      store.field = field;
      store.value = sizes.sizedValue({&t, value}, store.derivation);
      store.range = rangeIn(t, path, value);
      out.push_back(std::move(store));
    }
  }
}

namespace walker {

void Walker::onFieldStore(int node) {
  if (!cx.fieldStores)
    return;
  const Node &n = t[node];
  auto unknown = [&](int target) {
    std::string field = fieldRead(t, target);
    if (!field.empty())
      cx.fieldStores->push_back({field, std::nullopt, "", rangeOf(node)});
  };
  auto valued = [&](const std::string &field, int value, int at) {
    facts::FieldStore store;
    store.field = field;
    store.value = sizes.sizedValue(ref(value), store.derivation);
    store.range = rangeOf(at);
    cx.fieldStores->push_back(std::move(store));
  };
  if (n.kind == Kind::AssignmentExpression) {
    int left = t.child(node, Field::Left), op = t.child(node, Field::Operator);
    std::string field = fieldRead(t, left);
    if (field.empty())
      return;
    if (op >= 0 && t.text(op) == "=")
      onFieldCallbackStore(left, field, t.child(node, Field::Right), node);
    if (op < 0 || t.text(op) != "=")
      unknown(left);
    else
      valued(field, t.child(node, Field::Right), node);
  } else if (n.kind == Kind::UpdateExpression) {
    unknown(t.child(node, Field::Argument));
  } else if (n.kind == Kind::PointerExpression && t.text(node).substr(0, 1) == "&") {
    unknown(t.child(node, Field::Argument));
  } else if (n.kind == Kind::InitializerList) {
    for (int entry : arguments(node))
      if (auto [field, value] = designatedPair(t, entry); !field.empty() && t[value].kind != Kind::InitializerList)
        valued(field, value, value);
  }
}

// `p->gmalloc = stdalloc_malloc`, `io.open = my_open`: a function stored into a field of a
// variable whose type the function or file declares. Calls through the field (`p->gmalloc(n)`,
// keyed by the same type and field) reach the stored function (FastHooks.h).
void Walker::onFieldCallbackStore(int left, const std::string &field, int value, int at) {
  if (!cx.pseudoFunctions || t[left].kind != Kind::FieldExpression)
    return;
  NodeRef object = stripParensAndCasts(ref(t.child(left, Field::Argument)));
  if (!object.valid() || t[object.node].kind != Kind::Identifier)
    return;
  std::string type;
  if (int l = localOf(object.node); l >= 0)
    type = locals[static_cast<size_t>(l)].type.text;
  else if (auto g = cx.file.globals.find(std::string(t.text(object.node)));
           g != cx.file.globals.end() && g->second.typeNode >= 0)
    type = std::string(t.text(g->second.typeNode));
  if (type.empty())
    return;
  std::optional<facts::FunctionFacts> store =
      fieldCallbackStore(t, cx.file, cx.path, type, field, value, at);
  if (!store)
    return;
  // Once per place: constructors are walked twice (FastExtractor.cpp, noteOwnerConstructors).
  for (const facts::FunctionFacts &f : *cx.pseudoFunctions)
    if (f.usr == store->usr && f.range.line == store->range.line &&
        f.range.column == store->range.column)
      return;
  cx.pseudoFunctions->push_back(std::move(*store));
}

} // namespace walker

} // namespace faultline::fastmode
