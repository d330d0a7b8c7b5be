// Fast mode's counterpart of analyzer/extract/WalkerFailureReturns.cpp (issue 10), read off the
// structure instead of the CFG: a local block whose every release is followed, in its own braces,
// by plain statements and a failure `return` (`free(buf); close(fd); return -1;`) while the
// function has a success `return` after the allocation gets facts::Block::releasedOnFailureOnly;
// the join drops it when a later call hands it to a parameter the callee stores, which
// markStoredParameters records by the same reading as the Clang side. Fields rooted in a
// parameter are not handled here: fast mode already treats such a block as kept in the object.
#include "facts/builder/SingleSpaced.h"
#include "fastmode/FailureValues.h"
#include "fastmode/FastControlFlow.h"
#include "fastmode/WalkerImpl.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <optional>
#include <set>

namespace faultline::fastmode::walker {

// An owner that is a field or element reached through a pointer (`p->buf`, `a[i].data`), a
// field of a static local or global object (`ctx.buf`), or a bare name that is no local (a
// global, a member of `this`): memory the call's end does not take away.
bool Walker::storedThroughPointer(const Owner &owner) const {
  if (owner.kind != Owner::LValue || owner.lvalue < 0)
    return false;
  // A bare name that is no local of the function: a global, or a member of the object a method
  // runs on (xapian's `deflate_zstream`); either outlives the call.
  if (int e = stripParensAndCasts(ref(owner.lvalue)).node; e >= 0 && t[e].kind == Kind::Identifier)
    return std::none_of(locals.begin(), locals.end(),
                        [&](const Local &l) { return l.var.name == t.text(e) && !l.var.isStatic; });
  for (int e = stripParensAndCasts(ref(owner.lvalue)).node; e >= 0;) {
    if (t[e].kind == Kind::SubscriptExpression)
      return true;
    // `*data = malloc(n)`: the caller's out-parameter (or whatever the pointer points at),
    // which the call's end does not take away either.
    if (t[e].type == std::string_view("pointer_expression")) {
      int op = t.child(e, Field::Operator);
      return op >= 0 && t.text(op) == "*";
    }
    // `ctx.soff` of `static struct prch_ctx_s ctx;` (dateutils), or of a global: the object
    // outlives the call (extract's outlivesCall, same reading).
    // (Read after the walk, when the scopes are closed: by name over all of the function's
    // locals, every one so named static.)
    if (t[e].kind == Kind::Identifier && e != stripParensAndCasts(ref(owner.lvalue)).node) {
      std::string_view name = t.text(e);
      bool local = false, allStatic = true;
      for (const Local &l : locals)
        if (l.var.name == name) {
          local = true;
          allStatic &= l.var.isStatic;
        }
      return local ? allStatic : cx.file.globals.count(std::string(name)) > 0;
    }
    if (t[e].kind != Kind::FieldExpression)
      return false;
    int op = t.child(e, Field::Operator);
    if (op >= 0 && t.text(op) == "->")
      return true;
    e = stripParensAndCasts(ref(t.child(e, Field::Argument))).node;
  }
  return false;
}

// A `throw` no `try` body of the function encloses (a rethrow in a handler counts): the
// exception leaves the function rather than reaching a handler that may go on normally.
bool Walker::leavesFunction(int thrown) const {
  for (int child = thrown, n = t[thrown].parent; n >= 0 && n != fn.node; child = n, n = t[n].parent)
    if (t[n].type == std::string_view("try_statement") &&
        t[child].type != std::string_view("catch_clause"))
      return false;
  return true;
}

// Whether expression statement `statement` leaves the function, and if so whether as a failure:
// a noreturn call is one (the Clang side's CFG ends such a path abnormally), and so is a leaving
// macro (LeavingMacros.h) each of whose definitions calls a noreturn function or returns a
// failure value (its argument's, for `return (x)`; `status` when that is the argument).
// Nothing for a statement that goes on to the next.
std::optional<bool> Walker::leavesOnFailure(int statement, bool booleanResult,
                                            const std::string &status) const {
  int e = t.firstNamed(statement);
  if (e < 0)
    return std::nullopt;
  if (!noreturnCallOf(t, e, &cx.file.noreturnFunctions).empty())
    return true;
  e = stripParensAndCasts(ref(e)).node;
  int function = e >= 0 && t[e].kind == Kind::CallExpression ? t.child(e, Field::Function) : -1;
  if (function < 0 || t[function].kind != Kind::Identifier)
    return std::nullopt;
  auto macro = cx.file.leavingMacros.find(t.text(function));
  if (macro == cx.file.leavingMacros.end())
    return std::nullopt;
  std::vector<int> arguments;
  int list = t.child(e, Field::Arguments);
  for (int a = list >= 0 ? t.firstNamed(list) : -1; a >= 0; a = t.nextNamed(a))
    if (t[a].type != std::string_view("comment"))
      arguments.push_back(a);
  for (const LeavingDefinition &definition : macro->second) {
    if (definition.kind == LeavingDefinition::CallsNoreturn)
      continue; // allLeave checked the callee
    bool failure = booleanResult ? definition.failureForTruth : definition.failureForValue;
    if (definition.returnedParameter >= 0) {
      size_t index = static_cast<size_t>(definition.returnedParameter);
      int argument = index < arguments.size() ? arguments[index] : -1;
      failure = argument >= 0 &&
                ((!status.empty() && !booleanResult &&
                  t.text(stripParensAndCasts(ref(argument)).node) == status) ||
                 isFailureValue(t, argument, resultReading()));
    }
    if (!failure)
      return false;
  }
  return true;
}

// Whether `arm` (a statement, a braced block, an `else` clause) only evaluates expressions:
// expression statements, or an `if` (with or without `else`) whose arms do.
bool Walker::onlyEvaluates(int arm) const {
  if (arm < 0)
    return true;
  std::string_view type = t[arm].type;
  if (type == "comment" || type == ";")
    return true;
  if (t[arm].kind == Kind::ExpressionStatement)
    return true;
  if (t[arm].kind == Kind::CompoundStatement || type == "else_clause") {
    for (int c = t[arm].firstChild; c >= 0; c = t[c].nextSibling)
      if (t[c].named && !onlyEvaluates(c))
        return false;
    return true;
  }
  if (type == "if_statement")
    return onlyEvaluates(t.child(arm, Field::Consequence)) &&
           onlyEvaluates(t.child(arm, Field::Alternative));
  return false;
}

// The outermost `if` statement with an `else` that holds `stmt` in one of its arms when every
// arm of it only evaluates expressions (onlyEvaluates), or -1.
int Walker::plainIfElseHolding(int stmt) const {
  int found = -1;
  for (int n = t[stmt].parent; n >= 0 && n != fn.node; n = t[n].parent) {
    std::string_view type = t[n].type;
    if (type == "if_statement") {
      if (t.child(n, Field::Alternative) < 0 || !onlyEvaluates(n))
        break;
      found = n;
    } else if (t[n].kind != Kind::CompoundStatement && type != "else_clause") {
      break;
    }
  }
  return found;
}

bool Walker::followedByFailureReturn(int release, int allocation) const {
  // The statement holding the release, directly in braces or under a `label:`.
  int stmt = release;
  while (stmt >= 0 && t[stmt].kind != Kind::ExpressionStatement)
    stmt = t[stmt].parent;
  if (stmt < 0)
    return false;
  int holder = t[stmt].parent;
  if (holder >= 0 && t[holder].type == std::string_view("labeled_statement")) {
    stmt = holder;
    holder = t[holder].parent;
  }
  // A release in `if` branches without `else` stands for the outermost such `if` when nothing
  // but expression statements follows it in the branches (`if (status) { if (p) free(p); }`):
  // the path leaves the branch to what follows the `if`. A branch taken only when a local is
  // nonzero (`if (status)`) makes `return status;` after it a failure return: the errno-style
  // status of wcslib's `cleanup:` label (the Clang side follows the status's value instead).
  std::string status;
  bool booleanResult = returnsBoolean(t, fn.node);
  for (;;) {
    if (holder >= 0 && t[holder].type == std::string_view("labeled_statement")) {
      stmt = holder; // `cleanup: if (status) { ... }`
      holder = t[holder].parent;
    }
    // A release in one arm of an `if`/`else` whose arms only evaluate expressions (tor's
    // `err: if (compress) ZSTD_freeCStream(s->c); else ZSTD_freeDStream(s->d); free(s); return
    // NULL;`): either arm comes back to what follows the whole `if`, which decides.
    if (int chain = plainIfElseHolding(stmt); chain >= 0) {
      stmt = chain;
      holder = t[chain].parent;
      continue;
    }
    int test = -1;
    if (holder >= 0 && t[holder].type == std::string_view("if_statement")) {
      test = holder;
    } else if (holder >= 0 && t[holder].kind == Kind::CompoundStatement && t[holder].parent >= 0 &&
               t[t[holder].parent].type == std::string_view("if_statement")) {
      bool onlyExpressions = true;
      for (int s = t[stmt].nextSibling; s >= 0 && onlyExpressions; s = t[s].nextSibling) {
        if (!t[s].named || t[s].type == std::string_view("comment"))
          continue;
        if (t[s].kind != Kind::ExpressionStatement)
          onlyExpressions = false;
        else if (std::optional<bool> failure = leavesOnFailure(s, booleanResult, status))
          return *failure; // `if (!q) { free(p); DIE("no memory"); }`
      }
      test = onlyExpressions ? t[holder].parent : -1;
    }
    if (test < 0 || t.child(test, Field::Alternative) >= 0)
      break;
    int cond = t.child(test, Field::Condition);
    std::string inner = cond < 0 ? std::string() : builder::withoutSpaces(t.text(cond));
    while (inner.size() >= 2 && inner.front() == '(' && inner.back() == ')')
      inner = inner.substr(1, inner.size() - 2);
    if (inner.ends_with("!=0"))
      inner.resize(inner.size() - 3);
    if (!inner.empty() && std::all_of(inner.begin(), inner.end(), [](char c) {
          return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
        }) && !std::isdigit(static_cast<unsigned char>(inner.front())))
      status = inner;
    stmt = test;
    holder = t[test].parent;
  }
  // A release in the body of an unwinding loop (`while (i > 0) { --i; free(a[i].data); }`,
  // `for (k = 0; k < it; k++) free(a[k].p);`) stands for that loop's statement: what follows
  // the loop decides. Only a body of plain statements is read this way.
  auto isLoop = [&](int n) {
    return n >= 0 && (t[n].kind == Kind::WhileStatement || t[n].kind == Kind::ForStatement);
  };
  int loop = isLoop(holder) ? holder
             : holder >= 0 && t[holder].kind == Kind::CompoundStatement && isLoop(t[holder].parent)
                 ? t[holder].parent
                 : -1;
  if (loop >= 0) {
    // Not the allocation's own loop (nor one we cannot place it against): there the release
    // is the iteration's.
    if (allocation < 0)
      return false;
    for (int a = allocation; a >= 0; a = t[a].parent)
      if (a == loop)
        return false;
    if (holder != loop)
      for (int c = t[holder].firstChild; c >= 0; c = t[c].nextSibling)
        if (t[c].named && t[c].kind != Kind::ExpressionStatement &&
            t[c].type != std::string_view("comment"))
          return false;
    stmt = loop;
    holder = t[loop].parent;
  }
  if (holder < 0 || t[holder].kind != Kind::CompoundStatement)
    return false;
  for (int s = t[stmt].nextSibling; s >= 0; s = t[s].nextSibling) {
    if (!t[s].named || t[s].type == std::string_view("comment"))
      continue;
    int statement = s;
    // `err: return -1;` after the release under `err_data:`: the label does not change the path.
    while (statement >= 0 && t[statement].type == std::string_view("labeled_statement")) {
      int inner = -1;
      for (int c = t[statement].firstChild; c >= 0; c = t[c].nextSibling)
        if (t[c].named && t[c].type != std::string_view("statement_identifier") &&
            t[c].type != std::string_view("comment"))
          inner = c;
      statement = inner;
    }
    if (statement >= 0 && t[statement].kind == Kind::ExpressionStatement) {
      // `free(p); exit(1);`, `EXIT(NULL);` (daligner's DB.h: `return (x)` or `exit (1)`).
      if (std::optional<bool> failure = leavesOnFailure(statement, booleanResult, status))
        return *failure;
      continue;
    }
    // `if (coding.b != NULL) free(coding.b);` after the release (daligner's Read_QVcoding,
    // held-out set 30): an `if` without `else` whose branch only evaluates expressions comes
    // back to the next statement either way (the Clang side follows the CFG through it).
    if (statement >= 0 && t[statement].type == std::string_view("if_statement") &&
        t.child(statement, Field::Alternative) < 0) {
      int branch = t.child(statement, Field::Consequence);
      bool plain = branch >= 0 && t[branch].kind == Kind::ExpressionStatement;
      if (branch >= 0 && t[branch].kind == Kind::CompoundStatement) {
        plain = true;
        for (int c = t[branch].firstChild; c >= 0; c = t[c].nextSibling)
          if (t[c].named && t[c].type != std::string_view("comment") &&
              t[c].kind != Kind::ExpressionStatement)
            plain = false;
      }
      if (plain)
        continue;
    }
    if (statement >= 0 && t[statement].type == std::string_view("throw_statement"))
      return leavesFunction(statement); // `delete[] p; throw;` at the end of a handler
    if (statement >= 0 && t[statement].kind == Kind::ReturnStatement) {
      int value = returnValue(t, statement);
      if (value >= 0 && !status.empty() && !booleanResult &&
          t.text(stripParensAndCasts(NodeRef{&t, value}).node) == status)
        return true;
      return value >= 0 && isFailureValue(t, value, resultReading());
    }
    return false; // a branch, a loop, a goto: the path is not read
  }
  return false;
}

bool Walker::releasedOnFailureOnly(uint64_t order, const std::vector<facts::Release> &releases) const {
  if (releases.empty())
    return false;
  auto at = eventNodes.find(order);
  int allocation = at == eventNodes.end() ? -1 : at->second;
  bool counted = false;
  for (const facts::Release &release : releases) {
    // Before the allocation and in no loop: it runs before the block exists on every path
    // (`if (s) { ...; delete s; } s = new S; init(s);`), so it releases an earlier one.
    if (release.loop < 0 && release.order < order)
      continue;
    counted = true;
    auto node = eventNodes.find(release.order);
    if (node == eventNodes.end() || (release.kind != facts::ReleaseKind::Free &&
                                     release.kind != facts::ReleaseKind::Delete &&
                                     release.kind != facts::ReleaseKind::Munmap) ||
        !followedByFailureReturn(node->second, allocation))
      return false;
  }
  if (!counted)
    return false;
  bool success = false;
  std::function<void(int, unsigned)> scan = [&](int n, unsigned level) {
    if (n < 0 || level > kMaxWalkDepth || success)
      return;
    if (t[n].kind == Kind::LambdaExpression && n != fn.node)
      return; // its own returns
    if (t[n].kind == Kind::ReturnStatement && orderOf(n) > order) {
      int value = returnValue(t, n);
      success = value < 0 || !isFailureValue(t, value, resultReading());
    }
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      scan(c, level + 1);
  };
  scan(fn.node, 0);
  if (!success) {
    // A `void` function succeeds by falling off its end (the Clang side reaches the exit).
    int type = t.child(fn.node, Field::Type), declarator = t.child(fn.node, Field::Declarator);
    success = type >= 0 && t.text(type) == "void" && declarator >= 0 &&
              t[declarator].kind == Kind::FunctionDeclarator;
  }
  return success;
}

void Walker::markKeptOnSuccess() {
  for (auto &[index, owner] : blockOwners) {
    facts::Block &block = facts.blocks[index];
    if (block.escape != facts::EscapeKind::None)
      continue;
    if (owner.kind == Owner::Variable && owner.local >= 0) {
      block.releasedOnFailureOnly = releasedOnFailureOnly(block.order, block.releases);
    } else if (storedThroughPointer(owner) && releasedOnFailureOnly(block.order, block.releases)) {
      // `a[i].data = malloc(...)`, freed only by the failure branch's unwinding loop: on
      // success the element keeps it (extract's WalkerFailureReturns.cpp, same reading).
      block.escape = facts::EscapeKind::StoredOutside;
      block.escapeRange = block.range;
    }
  }
  // A stream opened into the caller's object and closed only before failure returns
  // (`if (!*f) *f = fopen(...)`, `fclose(*f); *f = NULL; return NULL;` at the end of the file):
  // each successful call leaves it open for the next (extract's WalkerFailureReturns.cpp).
  for (auto &[index, owner] : streamOwners) {
    facts::StreamOpen &open = facts.streamOpens[index];
    if (open.escape == facts::EscapeKind::None && storedThroughPointer(owner) &&
        releasedOnFailureOnly(open.order, open.closes))
      open.escape = facts::EscapeKind::StoredOutside;
  }
  for (auto &[index, owner] : callOwners) {
    facts::CallSite &site = facts.calls[index];
    if (site.resultKey.empty() || site.resultEscape != facts::EscapeKind::None)
      continue;
    if (owner.kind == Owner::Variable && owner.local >= 0) {
      site.resultReleasedOnFailureOnly = releasedOnFailureOnly(site.order, site.resultReleases);
    } else if (storedThroughPointer(owner)) {
      // Released through a wrapper only the join knows (opj_image_data_free): every later call
      // handed the field stands for a possible release, as on the Clang side.
      std::vector<facts::Release> takers = site.resultReleases;
      if (takers.empty())
        for (const facts::CallSite &call : facts.calls)
          if (call.order > site.order &&
              std::find(call.argumentKeys.begin(), call.argumentKeys.end(), site.resultKey) !=
                  call.argumentKeys.end())
            takers.push_back(facts::Release{facts::ReleaseKind::Free, call.range, call.callee,
                                            call.loop, call.order});
      if (releasedOnFailureOnly(site.order, takers))
        site.resultEscape = facts::EscapeKind::StoredOutside;
    }
  }
  markStoredParameters();
}

void Walker::markStoredParameters() {
  // The parameters are the first locals, in order (run() declares them before the body).
  std::map<std::string_view, int> pointerParameters;
  for (size_t i = 0; i < facts.parameterKeys.size() && i < locals.size(); ++i)
    if (locals[i].var.pointer && !locals[i].var.name.empty())
      pointerParameters.emplace(locals[i].var.name, static_cast<int>(i));
  if (pointerParameters.empty())
    return;
  auto parameterOf = [&](int e) {
    e = e < 0 ? -1 : stripParensAndCasts(ref(e)).node;
    if (e < 0 || t[e].kind != Kind::Identifier)
      return -1;
    auto it = pointerParameters.find(t.text(e));
    return it == pointerParameters.end() ? -1 : it->second;
  };
  // `p->f = q` / `p->a.f = q` with p a parameter or `this`: kept in the caller's object. A
  // global cannot be told from a local of an outer scope without types, so it is not read.
  auto rootedInParameter = [&](int lhs) {
    bool arrow = false;
    int e = lhs;
    while (e >= 0 && t[e].kind == Kind::FieldExpression) {
      int op = t.child(e, Field::Operator);
      arrow |= op >= 0 && t.text(op) == "->";
      e = stripParensAndCasts(ref(t.child(e, Field::Argument))).node;
    }
    return arrow && e >= 0 &&
           ((t[e].kind == Kind::Identifier && pointerParameters.count(t.text(e))) ||
            t.text(e) == "this");
  };
  std::set<int> stored;
  std::function<void(int, unsigned)> scan = [&](int n, unsigned level) {
    if (n < 0 || level > kMaxWalkDepth || (t[n].kind == Kind::LambdaExpression && n != fn.node))
      return;
    if (t[n].kind == Kind::AssignmentExpression) {
      int op = t.child(n, Field::Operator);
      int p = parameterOf(t.child(n, Field::Right));
      if (p >= 0 && op >= 0 && t.text(op) == "=" && rootedInParameter(t.child(n, Field::Left)))
        stored.insert(p);
    } else if (t[n].kind == Kind::ReturnStatement) {
      if (int p = parameterOf(returnValue(t, n)); p >= 0)
        stored.insert(p);
    }
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      scan(c, level + 1);
  };
  scan(fn.node, 0);
  facts.storedParameters.assign(stored.begin(), stored.end());
}

} // namespace faultline::fastmode::walker
