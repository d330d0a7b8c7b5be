#include "fastmode/FastControlFlow.h"

#include "fastmode/FailureValues.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FlowSyntax.h"
#include "fastmode/TypeNames.h"

#include <unordered_set>
#include <vector>

namespace faultline::fastmode {

namespace flow {

// A statement child of a block: named, not a comment, not a preprocessor alternative.
int lastStatement(const SyntaxTree &t, int block) {
  int last = -1;
  for (int c = block >= 0 ? t.firstNamed(block) : -1; c >= 0; c = t.nextNamed(c))
    if (t[c].kind != Kind::Comment)
      last = c;
  return last;
}

bool endsInReturn(const SyntaxTree &t, int s) {
  if (s >= 0 && t[s].kind == Kind::CompoundStatement)
    s = lastStatement(t, s);
  return s >= 0 && t[s].kind == Kind::ReturnStatement;
}

bool isStatementChild(const SyntaxTree &t, int c) {
  if (!t[c].named || t[c].kind == Kind::Comment)
    return false;
  Field f = t[c].field;
  return f != Field::Condition && f != Field::Name && f != Field::Alternative && f != Field::Value;
}

// The expression of an if/while/switch condition: `(x)` or a C++ condition_clause.
int conditionValue(const SyntaxTree &t, int cond) {
  if (cond >= 0 && t[cond].kind == Kind::ConditionClause) {
    int v = t.child(cond, Field::Value);
    if (v < 0 || t[v].kind == Kind::Declaration)
      return -1;
    cond = v;
  }
  return cond >= 0 ? stripParensAndCasts({&t, cond}).node : -1;
}

bool mayContinue(const SyntaxTree &t, int s) {
  for (int n = s, end = t.subtreeEnd(s); n < end; ++n) {
    std::string_view type = typeOf(t, n);
    if (type == "continue_statement" || type == "goto_statement")
      return true;
    if (n != s && (type == "for_statement" || type == "while_statement" || type == "do_statement"))
      n = t.subtreeEnd(n) - 1; // its continues are its own
  }
  return false;
}

} // namespace flow

using flow::conditionValue;
using flow::isStatementChild;
using flow::typeOf;

namespace {

constexpr unsigned kMaxDepth = 400;

bool isLoopType(std::string_view type) {
  return type == "for_statement" || type == "while_statement" || type == "do_statement" ||
         type == "for_range_loop";
}

bool isPreprocBlock(std::string_view type) { return flow::isPreprocessorBlock(type); }


bool literalTruth(const SyntaxTree &t, int e, bool &value) {
  if (e < 0)
    return false;
  std::string_view text = t.text(e);
  if (text == "true" || text == "false") {
    value = text == "true";
    return true;
  }
  if (t[e].kind != Kind::NumberLiteral)
    return false;
  std::string digits;
  for (char c : text)
    if (c != '\'' && c != 'u' && c != 'U' && c != 'l' && c != 'L')
      digits += c;
  char *end = nullptr;
  unsigned long long v = std::strtoull(digits.c_str(), &end, 0);
  if (!end || *end)
    return false;
  value = v != 0;
  return true;
}

// assert(0), assert(false), assert(!"unreachable"), assert(0 && "why")
bool alwaysFalse(const SyntaxTree &t, int e) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0)
    return false;
  bool value = true;
  if (literalTruth(t, e, value))
    return !value;
  if (t[e].kind == Kind::UnaryExpression && t.text(e).substr(0, 1) == "!") {
    int operand = stripParensAndCasts({&t, t.child(e, Field::Argument)}).node;
    return operand >= 0 &&
           (t[operand].kind == Kind::StringLiteral || t[operand].kind == Kind::ConcatenatedString);
  }
  if (t[e].kind == Kind::BinaryExpression) {
    int op = t.child(e, Field::Operator);
    if (op >= 0 && t.text(op) == "&&")
      return alwaysFalse(t, t.child(e, Field::Left)) || alwaysFalse(t, t.child(e, Field::Right));
  }
  return false;
}

} // namespace

void Outcomes::add(const Outcomes &o) {
  normal |= o.normal;
  breaks |= o.breaks;
  continues |= o.continues;
  returns |= o.returns;
  succeeds |= o.succeeds;
  jumps |= o.jumps;
  if (noreturn.empty())
    noreturn = o.noreturn;
}

bool StructuredFlow::booleanResult() const {
  if (!returnsTruth)
    returnsTruth = body >= 0 && returnsBoolean(t, t[body].parent);
  return *returnsTruth;
}

ResultReading StructuredFlow::resultReading() const {
  return {booleanResult(), body >= 0 && returnsInt(t, t[body].parent), returnedNames};
}

const std::unordered_set<std::string_view> &libraryNoreturnNames() {
  static const std::unordered_set<std::string_view> noreturn = {
      "exit", "abort", "_exit", "_Exit", "quick_exit", "err", "errx", "verr", "verrx",
      "longjmp", "siglongjmp", "_longjmp", "terminate", "__builtin_unreachable", "__builtin_trap",
      "unreachable", "pthread_exit", "thrd_exit",
  };
  return noreturn;
}

bool isLibraryNoreturn(std::string_view name) { return libraryNoreturnNames().count(name) != 0; }

bool isDoWhileZero(const SyntaxTree &t, int node) {
  int cond = conditionValue(t, t.child(node, Field::Condition));
  bool value = true;
  return literalTruth(t, cond, value) && !value;
}

std::string noreturnCallOf(const SyntaxTree &t, int e,
                           const std::set<std::string, std::less<>> *noreturnFunctions, unsigned depth) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0 || depth > 32)
    return "";
  if (t[e].kind == Kind::CommaExpression) {
    std::string left = noreturnCallOf(t, t.child(e, Field::Left), noreturnFunctions, depth + 1);
    return left.empty() ? noreturnCallOf(t, t.child(e, Field::Right), noreturnFunctions, depth + 1) : left;
  }
  if (t[e].kind != Kind::CallExpression)
    return "";
  int function = t.child(e, Field::Function);
  if (function < 0 || (t[function].kind != Kind::Identifier && t[function].kind != Kind::QualifiedIdentifier))
    return "";
  std::string name(calleeBaseName(t, function));
  if (isLibraryNoreturn(name) || (noreturnFunctions && noreturnFunctions->count(name)))
    return name;
  if (name.rfind("__assert", 0) == 0)
    return "assert";
  if (name == "assert") {
    int args = t.child(e, Field::Arguments);
    int first = args >= 0 ? t.firstNamed(args) : -1;
    if (first >= 0 && alwaysFalse(t, first))
      return "assert";
  }
  return "";
}

std::string StructuredFlow::noreturnCall(int e) const { return noreturnCallOf(t, e, noreturnFunctions); }

bool StructuredFlow::infinite(int loop) const {
  std::string_view type = typeOf(t, loop);
  if (type == "for_range_loop")
    return false;
  int cond = t.child(loop, Field::Condition);
  if (type == "for_statement")
    return cond < 0;
  bool value = false;
  return literalTruth(t, conditionValue(t, cond), value) && value;
}

Outcomes StructuredFlow::sequence(int first, unsigned depth) const {
  if (first < 0) {
    Outcomes out;
    out.normal = true;
    return out;
  }
  if (auto found = memoSequence.find(first); found != memoSequence.end())
    return found->second;
  Outcomes out = computeSequence(first, depth);
  memoSequence.emplace(first, out);
  return out;
}

Outcomes StructuredFlow::computeSequence(int first, unsigned depth) const {
  Outcomes out;
  out.normal = true;
  for (int c = first; c >= 0 && out.normal; c = t[c].nextSibling) {
    std::string_view type = typeOf(t, c);
    if (type == "preproc_else" || type == "preproc_elif" || type == "preproc_elifdef" ||
        t[c].field == Field::Alternative)
      break; // another branch of the enclosing #if
    if (!isStatementChild(t, c))
      continue;
    out.normal = false;
    out.add(outcomes(c, depth + 1));
  }
  return out;
}

Outcomes StructuredFlow::outcomes(int s, unsigned depth) const {
  if (s < 0 || depth > kMaxDepth) {
    Outcomes out;
    out.normal = true;
    return out;
  }
  if (auto found = memoOutcomes.find(s); found != memoOutcomes.end())
    return found->second;
  Outcomes out = compute(s, depth);
  memoOutcomes.emplace(s, out);
  return out;
}

Outcomes StructuredFlow::compute(int s, unsigned depth) const {
  Outcomes out;
  if (s < 0 || depth > kMaxDepth) {
    out.normal = true;
    return out;
  }
  std::string_view type = typeOf(t, s);
  if (type == "compound_statement" || type == "case_statement") {
    int first = t[s].firstChild;
    return sequence(first, depth);
  }
  if (isPreprocBlock(type)) {
    out = sequence(t[s].firstChild, depth);
    int alternative = t.child(s, Field::Alternative);
    if (alternative >= 0)
      out.add(outcomes(alternative, depth + 1));
    else if (type != "preproc_else")
      out.normal = true; // the branch not taken
    return out;
  }
  if (type == "expression_statement") {
    std::string name = noreturnCall(t.firstNamed(s));
    if (name.empty())
      out.normal = true;
    else
      out.noreturn = std::move(name);
    return out;
  }
  if (type == "throw_statement") {
    out.noreturn = "throw";
    return out;
  }
  if (type == "return_statement" || type == "co_return_statement") {
    out.returns = true;
    int value = returnValue(t, s);
    out.succeeds = value < 0 || !isFailureValue(t, value, resultReading());
    return out;
  }
  if (type == "break_statement") {
    out.breaks = true;
    return out;
  }
  if (type == "continue_statement") {
    out.continues = true;
    return out;
  }
  if (type == "goto_statement") {
    // A forward jump to a label of the function's outermost block (`goto fail;` ... `fail:
    // free(p); return -1;`) leaves every loop and switch: what follows is the code from the
    // label to the function's end, and falling off that end returns. Any other goto (backward,
    // into a nested block) is not followed: the answer gives up, as before.
    int label = forwardTopLevelLabel(s);
    if (label < 0)
      label = straightTopLevelLabelBefore(s);
    if (label < 0) {
      out.jumps = true;
      return out;
    }
    out = sequence(label, depth + 1);
    if (out.normal) {
      out.normal = false;
      out.returns = out.succeeds = true; // falls off the function's end
    }
    out.breaks = out.continues = false; // not reachable outside any loop or switch
    return out;
  }
  if (type == "if_statement") {
    // On the retry question, the branch taken on the retry code is cut: what it can do does
    // not count (retriesOnOneCode).
    int cut = retry ? retryBranch(s) : -1;
    if (cut >= 0)
      retry->cut = true;
    else if (pathCut && (cut = pathCut->ruledOut(s)) >= 0)
      pathCut->cut = true; // a branch the facts before the event rule out (FastPathFacts.h)
    if (cut != 0)
      out = outcomes(t.child(s, Field::Consequence), depth + 1);
    int alternative = t.child(s, Field::Alternative);
    if (cut == 1)
      ; // the else branch (or falling past the `if`) is the retry
    else if (alternative >= 0)
      out.add(outcomes(t.firstNamed(alternative) >= 0 && typeOf(t, alternative) == "else_clause"
                           ? t.firstNamed(alternative)
                           : alternative,
                       depth + 1));
    else
      out.normal = true;
    return out;
  }
  if (type == "else_clause" || type == "labeled_statement" || type == "attributed_statement") {
    int inner = -1;
    for (int c = t[s].firstChild; c >= 0; c = t[c].nextSibling)
      if (t[c].named && t[c].kind != Kind::Comment && typeOf(t, c) != "statement_identifier" &&
          typeOf(t, c) != "attribute_declaration")
        inner = c;
    return outcomes(inner, depth + 1);
  }
  if (type == "switch_statement") {
    int switchBody = t.child(s, Field::Body);
    bool hasDefault = false;
    bool lastFallsOff = true;
    for (int c = switchBody >= 0 ? t[switchBody].firstChild : -1; c >= 0; c = t[c].nextSibling) {
      if (!isStatementChild(t, c))
        continue;
      Outcomes o;
      if (typeOf(t, c) == "case_statement") {
        if (t.child(c, Field::Value) < 0)
          hasDefault = true;
        // the statements after the label
        int first = t[c].firstChild;
        while (first >= 0 && (!t[first].named || t[first].field == Field::Value))
          first = t[first].nextSibling;
        o = sequence(first, depth);
      } else {
        o = outcomes(c, depth + 1);
      }
      lastFallsOff = o.normal; // a case that falls off continues into the next one
      o.normal = false;
      out.add(o);
    }
    out.normal = !hasDefault || out.breaks || lastFallsOff;
    out.breaks = false;
    return out;
  }
  if (isLoopType(type)) {
    Outcomes inner = outcomes(t.child(s, Field::Body), depth + 1);
    if (type == "do_statement" && isDoWhileZero(t, s)) {
      out = inner;
      out.normal |= inner.breaks || inner.continues;
      out.breaks = out.continues = false;
      return out;
    }
    out.returns = inner.returns;
    out.jumps = inner.jumps;
    out.noreturn = inner.noreturn;
    out.normal = !infinite(s) || inner.breaks;
    return out;
  }
  if (type == "try_statement") {
    out = outcomes(t.child(s, Field::Body), depth + 1);
    if (out.noreturn == "throw") {
      out.noreturn.clear();
      out.normal = true;
    }
    for (int c = t[s].firstChild; c >= 0; c = t[c].nextSibling)
      if (typeOf(t, c) == "catch_clause")
        out.add(outcomes(t.child(c, Field::Body), depth + 1));
    return out;
  }
  out.normal = true; // declarations, expressions, anything else
  return out;
}

int StructuredFlow::forwardTopLevelLabel(int gotoStatement) const {
  int name = t.firstNamed(gotoStatement);
  if (name < 0 || body < 0)
    return -1;
  std::string_view label = t.text(name);
  for (int c = t[body].firstChild; c >= 0; c = t[c].nextSibling) {
    if (typeOf(t, c) != "labeled_statement" || t[c].startByte <= t[gotoStatement].startByte)
      continue;
    int own = t.firstNamed(c);
    if (own >= 0 && typeOf(t, own) == "statement_identifier" && t.text(own) == label)
      return c;
  }
  return -1;
}

int StructuredFlow::straightTopLevelLabelBefore(int gotoStatement) const {
  int name = t.firstNamed(gotoStatement);
  if (name < 0 || body < 0)
    return -1;
  std::string_view label = t.text(name);
  int found = -1;
  for (int c = t[body].firstChild; c >= 0 && t[c].startByte < t[gotoStatement].startByte;
       c = t[c].nextSibling) {
    int own = typeOf(t, c) == "labeled_statement" ? t.firstNamed(c) : -1;
    if (own >= 0 && typeOf(t, own) == "statement_identifier" && t.text(own) == label)
      found = c;
  }
  if (found < 0)
    return -1;
  // Straight code from the label on: no loop and no goto up to the first `return` at the top.
  std::function<bool(int)> straight = [&](int n) {
    std::string_view type = typeOf(t, n);
    if (type == "for_statement" || type == "while_statement" || type == "do_statement" ||
        type == "for_range_loop" || type == "goto_statement")
      return false;
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      if (!straight(c))
        return false;
    return true;
  };
  for (int c = found; c >= 0; c = t[c].nextSibling) {
    if (!straight(c))
      return -1;
    int statement = typeOf(t, c) == "labeled_statement" ? t[c].lastChild : c;
    if (statement >= 0 && typeOf(t, statement) == "return_statement")
      return found;
  }
  return found; // falls off the function's end
}

bool StructuredFlow::holdsAny(int s, const std::set<int> &barriers) const {
  for (int b : barriers)
    for (int n = b; n >= 0; n = t[n].parent)
      if (n == s)
        return true;
  return false;
}

bool StructuredFlow::continuesBefore(int s, const std::set<int> &barriers,
                                     const std::function<bool(int)> &nullTest,
                                     unsigned depth) const {
  if (s < 0 || depth > kMaxDepth)
    return false;
  std::string_view type = typeOf(t, s);
  if (type == "if_statement") {
    int alternative = t.child(s, Field::Alternative);
    if (alternative >= 0 && typeOf(t, alternative) == "else_clause")
      alternative = t.firstNamed(alternative);
    if (!nullTest(s) && continuesBefore(t.child(s, Field::Consequence), barriers, nullTest, depth + 1))
      return true;
    return continuesBefore(alternative, barriers, nullTest, depth + 1);
  }
  if (!holdsAny(s, barriers))
    return outcomes(s).continues;
  if (type != "compound_statement" && type != "case_statement")
    return false; // a release inside a loop or switch: not followed further
  for (int c = t[s].firstChild; c >= 0; c = t[c].nextSibling) {
    if (!isStatementChild(t, c))
      continue;
    if (continuesBefore(c, barriers, nullTest, depth + 1))
      return true;
    if (holdsAny(c, barriers) || !outcomes(c).normal)
      return false;
  }
  return false;
}

bool StructuredFlow::continuesPast(int event, int loop, const std::set<int> &barriers,
                                   const std::function<bool(int)> &nullTest) const {
  bool normal = true; // the path from the event can still reach the next sibling
  for (int c = event; c >= 0 && c != loop;) {
    int p = t[c].parent;
    if (p < 0)
      return false;
    std::string_view type = typeOf(t, p);
    if (type == "function_definition" || type == "lambda_expression")
      return false;
    if (p == loop)
      return false;
    if ((type == "compound_statement" || type == "case_statement" || isPreprocBlock(type)) &&
        normal && isStatementChild(t, c)) {
      for (int n = t[c].nextSibling; n >= 0; n = t[n].nextSibling) {
        std::string_view next = typeOf(t, n);
        if (next == "preproc_else" || next == "preproc_elif" || next == "preproc_elifdef" ||
            t[n].field == Field::Alternative)
          break;
        if (!isStatementChild(t, n))
          continue;
        if (continuesBefore(n, barriers, nullTest, 0))
          return true;
        if (holdsAny(n, barriers) || !outcomes(n).normal) {
          normal = false;
          break;
        }
      }
    } else if (isLoopType(type) || type == "switch_statement") {
      normal = true; // an inner loop or a switch ends (its breaks land here)
    }
    c = p;
  }
  return false;
}

std::optional<FastEventFlow> StructuredFlow::of(int event) const {
  if (event < 0 || body < 0)
    return std::nullopt;
  Outcomes after; // what can happen from just after the event to the end of `c`
  after.normal = true;
  int c = event;
  for (unsigned steps = 0; c != body; ++steps) {
    if (after.jumps || steps > 100000)
      return std::nullopt;
    int p = t[c].parent;
    if (p < 0)
      return std::nullopt;
    std::string_view type = typeOf(t, p);
    Field role = t[c].field;
    // Continues `after` with what `next` can do, when `after` can still complete normally.
    auto then = [&](const Outcomes &next) {
      if (!after.normal)
        return;
      after.normal = false;
      after.add(next);
    };
    if (type == "function_definition" || type == "lambda_expression") {
      return std::nullopt;
    } else if (type == "compound_statement" || type == "case_statement" || isPreprocBlock(type)) {
      if (isStatementChild(t, c))
        then(sequence(t[c].nextSibling, 0));
    } else if (type == "if_statement") {
      if (role == Field::Condition) {
        Outcomes branches = outcomes(p);
        then(branches);
      }
    } else if (type == "switch_statement") {
      if (role == Field::Body) {
        after.normal |= after.breaks;
        after.breaks = false;
      } else if (role == Field::Condition) {
        then(outcomes(p));
      }
    } else if (isLoopType(type)) {
      auto id = loopIds.find(p);
      if (id == loopIds.end()) { // do { } while (0)
        if (role == Field::Body) {
          after.normal |= after.breaks || after.continues;
          after.breaks = after.continues = false;
        }
      } else if (role == Field::Initializer || role == Field::Right) {
        then(outcomes(p)); // runs once, before the loop
      } else if (role == Field::Body) {
        if ((after.normal || after.continues) && !retryCondition(p) && !statusEndsLoop(event, p))
          return FastEventFlow{id->second, ""};
        // A `do { } while (r == K)` asked the retry question: its condition, cut, leaves.
        after.normal = after.breaks || after.normal || after.continues;
        after.breaks = after.continues = false;
      } else {
        // condition, update, range-for variable: the body comes next, then this again
        if (after.normal) {
          Outcomes inner = outcomes(t.child(p, Field::Body));
          if (inner.normal || inner.continues)
            return FastEventFlow{id->second, ""};
          after.normal = false;
          inner.normal = true; // the condition fails, or the body breaks out
          inner.breaks = false;
          after.add(inner);
        }
      }
    } else if (type == "return_statement" || type == "co_return_statement") {
      if (after.normal) {
        after.normal = false;
        after.returns = after.succeeds = true; // returns what the event's expression computed
      }
    } else if (type == "throw_statement") {
      Outcomes thrown;
      thrown.noreturn = "throw";
      then(thrown);
    } else if (type == "expression_statement") {
      then(outcomes(p));
    } else if (type == "try_statement") {
      if (role == Field::Body && after.noreturn == "throw")
        return std::nullopt; // the handler may catch it
    }
    c = p;
  }
  if (after.jumps || after.breaks || after.continues)
    return std::nullopt;
  if (retry)
    retry->completes = after.normal || after.succeeds;
  FastEventFlow flow;
  if (after.normal || after.returns)
    return flow; // runs at most once per call
  if (after.noreturn.empty())
    return std::nullopt; // no way out at all (a server loop): leave the syntactic answer
  flow.notRepeated = "only on a path that ends in '" + after.noreturn + "'";
  return flow;
}

} // namespace faultline::fastmode
