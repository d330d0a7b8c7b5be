// StructuredFlow::retriesOnOneCode (FastControlFlow.h): fast mode's retry loops, a loop that goes
// round again only when the call (or a later one stored into the same variable; into any, when
// the call's result is kept nowhere) returned one particular code
// (extract::ControlFlow::retriesOnOneCode, RetryCodes.cpp). Kept apart from FastControlFlow.cpp:
// it reads the call's comparisons, and asks StructuredFlow::of again with the retry branches cut.
#include "fastmode/FastControlFlow.h"

#include "fastmode/FastSizes.h"
#include "fastmode/FlowSyntax.h"

#include <vector>

namespace faultline::fastmode {

using flow::conditionValue;
using flow::isStatementChild;
using flow::typeOf;

// `v = call(...)` or `T v = call(...)`: the local receiving the call's result, or "".
std::string StructuredFlow::resultVariable(int call) const {
  int c = call;
  int p = t[c].parent;
  while (p >= 0 && (typeOf(t, p) == "parenthesized_expression" || typeOf(t, p) == "cast_expression")) {
    c = p;
    p = t[p].parent;
  }
  if (p < 0)
    return "";
  if (typeOf(t, p) == "assignment_expression" && t[c].field == Field::Right) {
    int op = t.child(p, Field::Operator);
    int left = stripParensAndCasts({&t, t.child(p, Field::Left)}).node;
    if (op >= 0 && t.text(op) == "=" && left >= 0 && t[left].kind == Kind::Identifier)
      return std::string(t.text(left));
  }
  if (t[p].kind == Kind::InitDeclarator && t[c].field == Field::Value) {
    int name = t.child(p, Field::Declarator);
    if (name >= 0 && t[name].kind == Kind::Identifier)
      return std::string(t.text(name));
  }
  return "";
}

bool StructuredFlow::retryCondition(int loop) const {
  if (!retry || retry->zero || typeOf(t, loop) != "do_statement" ||
      retryBranchOf(conditionValue(t, t.child(loop, Field::Condition))) != 0)
    return false;
  retry->cut = true;
  return true;
}

int StructuredFlow::retryBranch(int ifStatement) const {
  if (retry->zero)
    return zeroCutOf(conditionValue(t, t.child(ifStatement, Field::Condition)));
  return retryBranchOf(conditionValue(t, t.child(ifStatement, Field::Condition)));
}

bool StructuredFlow::isResult(int e) const {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0)
    return false;
  if (e == retry->call)
    return true;
  if (retry->variable.empty() || t[e].kind != Kind::Identifier || t.text(e) != retry->variable)
    return false;
  // A read of the variable counts while it holds the call's value: the last store before it
  // (in source order, the loop body being structured) is the call's.
  int holder = -1;
  for (const auto &[at, call] : retry->stores)
    if (at < t[e].startByte)
      holder = call;
  return retry->stores.empty() || holder == retry->call;
}

// The stores into `variable` in `loopNode`, in source order: (offset, the call stored or -1).
static std::vector<std::pair<uint32_t, int>> storesInto(const SyntaxTree &t, int loopNode,
                                                        const std::string &variable) {
  std::vector<std::pair<uint32_t, int>> out;
  if (variable.empty())
    return out;
  for (int n = loopNode, end = t.subtreeEnd(loopNode); n < end; ++n) {
    int value = -1, target = -1;
    if (t[n].kind == Kind::AssignmentExpression) {
      target = stripParensAndCasts({&t, t.child(n, Field::Left)}).node;
      value = t.child(n, Field::Right);
    } else if (t[n].kind == Kind::InitDeclarator) {
      target = t.child(n, Field::Declarator);
      value = t.child(n, Field::Value);
    }
    if (target < 0 || t[target].kind != Kind::Identifier || t.text(target) != variable)
      continue;
    value = value >= 0 ? stripParensAndCasts({&t, value}).node : -1;
    out.emplace_back(t[n].startByte,
                     value >= 0 && t[value].kind == Kind::CallExpression ? value : -1);
  }
  return out;
}

bool StructuredFlow::namedCode(int e) const {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0 || t[e].kind != Kind::Identifier || (*retry->constant)(e))
    return false;
  std::string_view name = t.text(e);
  bool upper = false;
  for (char c : name) {
    if (c >= 'a' && c <= 'z')
      return false;
    upper |= c >= 'A' && c <= 'Z';
  }
  return upper && name.size() >= 2;
}

int StructuredFlow::retryBranchOf(int cond) const {
  cond = cond >= 0 ? stripParensAndCasts({&t, cond}).node : -1;
  if (cond < 0 || t[cond].kind != Kind::BinaryExpression)
    return -1;
  int op = t.child(cond, Field::Operator);
  std::string_view o = op >= 0 ? t.text(op) : "";
  if (o == "&&") {
    // `r == K && cap < limit`: the then-branch runs only when r == K, so it is the retry
    // branch (the else-branch also runs for r == K, so `r != K && ...` decides nothing).
    for (Field side : {Field::Left, Field::Right})
      if (retryBranchOf(t.child(cond, side)) == 0)
        return 0;
    return -1;
  }
  if (o == "||") {
    // `r != K || !timed_out() || live` (flvstreamer's resume loop, held-out set 36): the
    // else-branch runs only when every side is false, r == K among them, so it is the retry
    // branch (the Clang side reads the same off the CFG's short-circuit edges).
    for (Field side : {Field::Left, Field::Right})
      if (retryBranchOf(t.child(cond, side)) == 1)
        return 1;
    return -1;
  }
  if (o != "==" && o != "!=")
    return -1;
  int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
  int other = isResult(left) ? right : isResult(right) ? left : -1;
  if (other < 0)
    return -1;
  std::optional<int64_t> k = (*retry->constant)(other);
  if (!k && !retry->named.empty() && namedCode(other) &&
      t.text(stripParensAndCasts({&t, other}).node) == retry->named)
    return o == "==" ? 0 : 1; // the header-named code being tried (retriesOnOneCode)
  if (!k)
    return -1;
  retry->otherCode |= *k != 0;
  if ((*k == 0) != retry->zeroCode)
    return -1;
  return o == "==" ? 0 : 1;
}

// Calls `visit(other)` for each operand the call's result is compared with (==, !=) inside
// `loopNode`, and with -1 for a `!r` test; stops when it answers true.
template <typename Visit>
static bool forEachResultTest(const SyntaxTree &t, int loopNode, const std::function<bool(int)> &isResult,
                              Visit visit) {
  std::vector<int> work{loopNode};
  while (!work.empty()) {
    int n = work.back();
    work.pop_back();
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      work.push_back(c);
    if (typeOf(t, n) == "switch_statement" &&
        isResult(conditionValue(t, t.child(n, Field::Condition)))) {
      // `switch (r) { case Z_OK: ... }` compares the result with each case label.
      int body = t.child(n, Field::Body);
      for (int c = body >= 0 ? t[body].firstChild : -1; c >= 0; c = t[c].nextSibling)
        if (int value = typeOf(t, c) == "case_statement" ? t.child(c, Field::Value) : -1;
            value >= 0 && visit(stripParensAndCasts({&t, value}).node))
          return true;
      continue;
    }
    int op = t.child(n, Field::Operator);
    std::string_view o = op >= 0 ? t.text(op) : "";
    if (t[n].kind == Kind::UnaryExpression) {
      if (o == "!" && isResult(t.child(n, Field::Argument)) && visit(-1))
        return true;
      continue;
    }
    if (t[n].kind != Kind::BinaryExpression || (o != "==" && o != "!="))
      continue;
    int left = t.child(n, Field::Left), right = t.child(n, Field::Right);
    int other = isResult(left) ? right : isResult(right) ? left : -1;
    if (other >= 0 && visit(stripParensAndCasts({&t, other}).node))
      return true;
  }
  return false;
}

std::set<std::string, std::less<>> StructuredFlow::namedCodesTested(int loopNode) const {
  std::set<std::string, std::less<>> names;
  forEachResultTest(t, loopNode, [&](int e) { return isResult(e); }, [&](int other) {
    if (other >= 0 && namedCode(other))
      names.emplace(t.text(other));
    return false;
  });
  return names;
}

bool StructuredFlow::testsResultAgainstOther(int loopNode, std::string_view except) const {
  auto other = [&](int e) {
    if (e < 0 || (*retry->constant)(e))
      return true; // `!r`, `r == 0`, a constant of the file
    return namedCode(e) && t.text(e) != except; // another header-named code
  };
  auto result = [&](int e) { return isResult(e); };
  if (forEachResultTest(t, loopNode, result, other))
    return true;
  // The code the loop ended on, tested by the statements after it (`} while (r == Z_BUF_ERROR);
  // return r == Z_OK;`), names the completion code apart from the retry code as well.
  for (int n = t[loopNode].nextSibling; n >= 0; n = t[n].nextSibling)
    if (isStatementChild(t, n) && forEachResultTest(t, n, result, other))
      return true;
  return false;
}

bool StructuredFlow::retriesWith(const RetryFilter &filter, int loop) const {
  StructuredFlow cutFlow = sibling();
  cutFlow.retry = &filter;
  std::optional<FastEventFlow> flow = cutFlow.of(filter.call);
  // Without the retry branches the loop is not reached again: it repeats the call only on K;
  // and some other result completes without a failure return, or K is the success itself
  // (`if (rc != Z_STREAM_END) return -1;` in a loop over blocks). No answer at all (a goto, no
  // way out) is not a retry.
  return filter.cut && filter.completes && flow && flow->loop != loop;
}

// Whether every pass from the statement holding `call` runs `later` before it can go round:
// `later` sits in a statement of its own (an expression statement or a declaration, no branch
// around it) that follows, in the same block, the statement holding `call`, and nothing from
// that one up to it may `continue` or jump (a continue between them repeats the call whatever
// the later step returned). AST: RetryCodes.cpp, alwaysReached.
bool StructuredFlow::alwaysReachedAfter(int call, int later) const {
  int laterHolder = later;
  while (laterHolder >= 0 && t[laterHolder].kind != Kind::ExpressionStatement &&
         t[laterHolder].kind != Kind::Declaration) {
    std::string_view type = typeOf(t, laterHolder);
    if (type == "conditional_expression" || type == "if_statement" || type == "switch_statement" ||
        type == "for_statement" || type == "while_statement" || type == "do_statement")
      return false;
    laterHolder = t[laterHolder].parent;
  }
  if (laterHolder < 0 || t[laterHolder].parent < 0 || t[t[laterHolder].parent].kind != Kind::CompoundStatement)
    return false;
  int block = t[laterHolder].parent;
  int callHolder = call;
  while (callHolder >= 0 && t[callHolder].parent != block)
    callHolder = t[callHolder].parent;
  if (callHolder < 0)
    return false;
  for (int s = callHolder; s >= 0; s = t[s].nextSibling) {
    if (s == laterHolder)
      return true;
    if (flow::mayContinue(t, s))
      return false;
  }
  return false; // `later` comes before the call
}

bool StructuredFlow::retriesOnOneCode(int call, int loop, const ConstantOf &constant) const {
  if (loop < 0 || call < 0 || t[call].kind != Kind::CallExpression)
    return false;
  int loopNode = -1;
  for (const auto &[node, id] : loopIds)
    if (id == loop)
      loopNode = node;
  // The attempts: the call, and each later call of the loop stored into the same variable
  // (`status = deflateInit2(...); ...; status = deflate(&zs, Z_FINISH); if (status == Z_OK) {
  // less input; continue; }`, bamtools' BGZF writer): the loop may go round on the code a later
  // step returns (extract/RetryCodes.cpp, the same reading).
  std::string variable = resultVariable(call);
  std::vector<std::pair<uint32_t, int>> stores =
      loopNode >= 0 ? storesInto(t, loopNode, variable) : std::vector<std::pair<uint32_t, int>>{};
  std::vector<int> attempts{call};
  for (const auto &[at, stored] : stores)
    if (stored >= 0 && stored != call && at > t[call].startByte)
      attempts.push_back(stored);
  for (int attempt : attempts)
    if (retriesAttempt(attempt, variable, stores, loop, loopNode, constant))
      return true;
  // The call's own result kept nowhere (`if (lzma_auto_decoder(&zs, ...) != LZMA_OK) return
  // NULL;`): a later call of the loop stored into any variable may be the step the loop goes
  // round on (kyotocabinet's `int32_t rv = lzma_code(...)`; RetryCodes.cpp, the same reading).
  if (!variable.empty() || loopNode < 0)
    return false;
  for (int n = t[call].startByte, later = loopNode, end = t.subtreeEnd(loopNode); later < end; ++later) {
    if (t[later].kind != Kind::CallExpression || later == call || t[later].startByte <= static_cast<uint32_t>(n))
      continue;
    std::string stored = resultVariable(later);
    if (stored.empty() || !alwaysReachedAfter(call, later))
      continue;
    if (retriesAttempt(later, stored, storesInto(t, loopNode, stored), loop, loopNode, constant))
      return true;
  }
  return false;
}

bool StructuredFlow::retriesAttempt(int call, const std::string &variable,
                                    const std::vector<std::pair<uint32_t, int>> &stores, int loop,
                                    int loopNode, const ConstantOf &constant) const {
  RetryFilter filter{call, variable, &constant};
  filter.stores = stores;
  if (retriesWith(filter, loop))
    return true;
  // 0 alone, where the same value is also compared with a nonzero code that names the
  // completion apart from it (extract/RetryCodes.cpp, Codes::Zero).
  RetryFilter zero{call, variable, &constant};
  zero.stores = stores;
  zero.zeroCode = true;
  if (retriesWith(zero, loop) && zero.otherCode)
    return true;
  // A code named in a header (`Z_BUF_ERROR`, `REFTABLE_NOT_EXIST_ERROR`) has no value here. Each
  // such name the loop compares the result with is tried as the one retry code; it counts only
  // when the loop also compares the result with something else (`if (err == 0) break;`, `if
  // (Z_OK != r) return ...;`), which names the code the loop completes on apart from it: a lone
  // `if (rc != OK) break;` could be the success code 0 (pos_loop_until_header_ok.c) and goes
  // round on every success. Two names of one family stand for different values.
  if (loopNode < 0)
    return false;
  StructuredFlow reader = sibling();
  reader.retry = &filter;
  for (const std::string &name : reader.namedCodesTested(loopNode)) {
    RetryFilter named{call, filter.variable, &constant};
    named.named = name;
    named.stores = stores;
    if (reader.testsResultAgainstOther(loopNode, name) && retriesWith(named, loop))
      return true;
  }
  return false;
}

} // namespace faultline::fastmode
