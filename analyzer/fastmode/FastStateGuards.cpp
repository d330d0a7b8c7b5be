// Fast mode's OnceShapes::finalStateTest (analyzer/extract/StateGuards.cpp says why it runs
// once): `if (state.load() != 2) { ...; state.store(2); }` or `if (state != READY) { ...; state =
// READY; }` on a variable of static storage, and the std::atomic once-flag `if (!f.load()) {
// ...; f.store(true); }`, read off the syntax.
#include "fastmode/WalkerImpl.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace faultline::fastmode::walker {

namespace {

// `x.load(...)`: the identifier `x`, else -1.
int loadedObject(const SyntaxTree &t, int e) {
  if (e < 0 || t[e].kind != Kind::CallExpression)
    return -1;
  int function = t.child(e, Field::Function);
  if (function < 0 || t[function].kind != Kind::FieldExpression)
    return -1;
  int object = t.child(function, Field::Argument), field = t.child(function, Field::FieldName);
  if (object < 0 || t[object].kind != Kind::Identifier || field < 0 || t.text(field) != "load")
    return -1;
  return object;
}

} // namespace

// The identifier of a state read (`v`, `v.load(...)`) of a variable of static storage, or -1.
int Walker::stateRead(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0)
    return -1;
  int id = t[e].kind == Kind::Identifier ? e : loadedObject(t, e);
  if (id < 0 || storageOf(t.text(id)) != Storage::Global)
    return -1;
  if (auto g = cx.file.globals.find(std::string(t.text(id))); resolve(t.text(id)) < 0 &&
      g != cx.file.globals.end() && g->second.isVolatile)
    return -1;
  return id;
}

std::string Walker::finalStateTest(int cond, int branch) const {
  cond = cond >= 0 ? stripParensAndCasts(ref(cond)).node : -1;
  if (cond < 0 || branch < 0)
    return "";
  int state = -1;
  std::optional<int64_t> final;
  auto constantOf = [&](int e) -> std::optional<int64_t> {
    int s = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
    if (s >= 0 && (t.text(s) == "true" || t.text(s) == "false"))
      return t.text(s) == "true" ? 1 : 0;
    return integerConstant(e);
  };
  int op = t[cond].kind == Kind::BinaryExpression ? t.child(cond, Field::Operator) : -1;
  if (op >= 0 && t.text(op) == "!=") {
    int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
    for (auto [side, other] : {std::pair{left, right}, std::pair{right, left}})
      if (int s = stateRead(side); s >= 0 && (final = constantOf(other))) {
        state = s;
        break;
      }
  } else if (int tested = testedForZero(cond); tested >= 0 && loadedObject(t, tested) >= 0) {
    state = stateRead(tested); // `!f.load()`; a plain `!f` is onceTest's, unless stored by `.store`
  } else if (tested >= 0 && t[tested].kind == Kind::Identifier) {
    state = stateRead(tested);
  }
  if (state < 0)
    return "";
  std::string_view name = t.text(state);
  std::vector<int64_t> constants;
  bool other = false, viaStore = false;
  for (int i = branch, end = t.subtreeEnd(branch); i < end; ++i) {
    if (t[i].kind == Kind::LambdaExpression) {
      i = t.subtreeEnd(i) - 1;
      continue;
    }
    if (t[i].kind == Kind::AssignmentExpression) {
      int left = stripParensAndCasts(ref(t.child(i, Field::Left))).node;
      if (left < 0 || t[left].kind != Kind::Identifier || t.text(left) != name)
        continue;
      int aop = t.child(i, Field::Operator);
      auto k = aop >= 0 && t.text(aop) == "=" ? constantOf(t.child(i, Field::Right)) : std::nullopt;
      k ? constants.push_back(*k) : void(other = true);
    } else if (t[i].kind == Kind::UpdateExpression) {
      int arg = stripParensAndCasts(ref(t.child(i, Field::Argument))).node;
      other = other || (arg >= 0 && t.text(arg) == name);
    } else if (t[i].kind == Kind::CallExpression) {
      int function = t.child(i, Field::Function);
      if (function < 0 || t[function].kind != Kind::FieldExpression)
        continue;
      int object = t.child(function, Field::Argument), field = t.child(function, Field::FieldName);
      if (object < 0 || t.text(object) != name || field < 0)
        continue;
      std::string_view method = t.text(field);
      if (method == "store" || method == "exchange") {
        std::vector<int> args = arguments(t.child(i, Field::Arguments));
        auto k = args.empty() ? std::nullopt : constantOf(args[0]);
        k ? constants.push_back(*k) : void(other = true);
        viaStore = true;
      } else if (method != "load") {
        other = true;
      }
    }
  }
  if (other || constants.empty())
    return "";
  if (final)
    return std::find(constants.begin(), constants.end(), *final) != constants.end()
               ? "guarded by the state '" + std::string(name) + "', which the branch sets to " +
                     std::to_string(*final) + ", the value it tests against: runs until then"
               : "";
  // A plain `!f` stored with `=` is onceTest's already; here only the atomic spellings.
  bool atomicSpelling = viaStore || loadedObject(t, stripParensAndCasts(ref(testedForZero(cond))).node) >= 0;
  bool setsNonZero = std::any_of(constants.begin(), constants.end(), [](int64_t k) { return k != 0; });
  return atomicSpelling && setsNonZero ? "guarded by the once-flag '" + std::string(name) + "'" : "";
}

} // namespace faultline::fastmode::walker
