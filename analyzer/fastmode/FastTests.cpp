// The value tests of `if` statements around events, and a predicate's returned test
// (facts::ValueTest), read off the syntax tree as analyzer/extract/WalkerTests.cpp reads them
// off Clang's AST. Without headers, a name fast mode cannot resolve (`stdoutmark` from a header)
// is kept as a symbol, equal to itself.
#include "fastmode/WalkerImpl.h"

#include <algorithm>

namespace faultline::fastmode::walker {

namespace {

std::string_view typeOf(const SyntaxTree &t, int n) { return n >= 0 ? t[n].type : ""; }

} // namespace

std::optional<facts::SymbolicValue> Walker::constantLocal(const Binding &b) {
  if (b.kind != Binding::Variable || !b.variable || b.variable->isGlobal || b.mutated ||
      !b.integer || b.assignedOnce || !b.init.valid())
    return std::nullopt;
  if (auto s = sizes.symbolic(b.init); s && s->constant)
    return s;
  // Without headers the initialiser may be a name fast mode cannot resolve; the boolean
  // spellings (`FALSE`, `OPJ_FALSE`, `GL_TRUE`) are 0 and 1 by every convention that defines
  // them, which is what a toggle is initialised with.
  NodeRef init = stripParensAndCasts(b.init);
  if (!init.valid() || (*init.tree)[init.node].kind != Kind::Identifier)
    return std::nullopt;
  std::string_view name = init.tree->text(init.node);
  auto spelled = [&](std::string_view word) {
    return name == word || (name.size() > word.size() && name.ends_with(word) &&
                            name[name.size() - word.size() - 1] == '_');
  };
  if (lookup(name).kind != Binding::Unknown)
    return std::nullopt; // a name the file defines: the evaluator already had its say
  facts::SymbolicValue v;
  if (spelled("FALSE"))
    v.constant = 0;
  else if (spelled("TRUE"))
    v.constant = 1;
  else
    return std::nullopt;
  return v;
}

std::optional<facts::SymbolicValue> Walker::comparable(int e) {
  NodeRef r = stripParensAndCasts(ref(e));
  if (!r.valid())
    return std::nullopt;
  int n = r.node;
  facts::SymbolicValue v;
  auto literal = [&](NodeRef s) -> bool {
    if (!s.valid() || (*s.tree)[s.node].kind != Kind::StringLiteral)
      return false;
    std::string_view text = s.tree->text(s.node);
    if (text.size() < 2 || text.front() != '"' || text.back() != '"')
      return false; // L"...", u8"...", raw strings
    v.text = std::string(text.substr(1, text.size() - 2));
    return true;
  };
  if (literal(r))
    return v;
  // NULL is no string and no name from a header: it is the value 0 (`if (output)` against a
  // NULL argument). A string is never equal to it as far as the join can tell (text against an
  // integer is undecided), so a predicate's null checks still decide nothing for a string.
  if (t[n].kind == Kind::Null ||
      (t[n].kind == Kind::Identifier && (t.text(n) == "NULL" || t.text(n) == "nullptr"))) {
    v.constant = 0;
    return v;
  }
  if (t[n].kind == Kind::Identifier) {
    std::string_view name = t.text(n);
    Binding b = lookup(name);
    switch (b.kind) {
    case Binding::Parameter:
      // Read before anything writes it, outside loops: still the caller's value (`if (!fnidx)
      // return ...;` before `fnidx = local;`), as SizeEvaluator::holdsEntryValue.
      if (b.parameter < 0)
        return std::nullopt;
      if (b.mutated && !(t[n].startByte < b.firstWrite && !sizes.insideLoop(r)))
        return nullDefaulted(name, b, n); // `if (!mode) mode = "r";` before the read
      v.parameter = b.parameter;
      return v;
    case Binding::Macro:
      if (literal(stripParensAndCasts(b.init)))
        return v;
      break;
    case Binding::Variable:
      if (b.variable && b.variable->isGlobal && b.init.valid() &&
          literal(stripParensAndCasts(b.init)))
        return v;
      // A local toggle: an integer local whose only store is its initialiser
      // (`int use_tiles = 0; /* 1 */`) is that constant (AST side: WalkerTests.cpp).
      if (auto c = constantLocal(b))
        return c;
      // A pointer local that only holds a parameter's value (`kmem_t *km = (kmem_t *)_km;`):
      // the parameter (AST side: WalkerTests.cpp).
      if (b.variable && !b.variable->isGlobal && !b.integer && !b.mutated && b.init.valid()) {
        NodeRef source = stripParensAndCasts(b.init);
        if (source.valid() && (*source.tree)[source.node].kind == Kind::Identifier) {
          Binding from = lookup(source.tree->text(source.node));
          if (from.kind == Binding::Parameter && !from.mutated && from.parameter >= 0 &&
              !from.integer) {
            v.parameter = from.parameter;
            return v;
          }
        }
      }
      return std::nullopt;
    case Binding::Unknown:
      if (!cx.file.functions.count(std::string(name)) && !cx.file.functionMacros.count(std::string(name))) {
        v.symbol = std::string(name); // a macro or constant from a header
        return v;
      }
      return std::nullopt;
    default:
      break;
    }
  }
  if (isIntegerLike(n))
    if (auto s = sizes.symbolic(r); s && (s->constant || s->parameter >= 0))
      return s;
  return std::nullopt;
}

bool Walker::parseTest(int cond, bool wanted, bool strict, std::vector<facts::ValueTest> &out) {
  NodeRef r = cond >= 0 ? stripParensAndCasts(ref(cond)) : NodeRef{};
  if (!r.valid())
    return false;
  int e = r.node;
  auto direct = [&](int l, int rr, bool expected) {
    auto a = comparable(l), b = comparable(rr);
    if (!a) // `db->trimmed == 1` (fast mode cannot tell an integer field; only tests read it)
      a = fieldOfParameter(l);
    if (!b)
      b = fieldOfParameter(rr);
    if (!a || !b)
      return false;
    facts::ValueTest test;
    test.left = *a;
    test.right = *b;
    test.expected = expected;
    out.push_back(std::move(test));
    return true;
  };
  auto calleeName = [&](int call) -> std::string_view {
    int fn = call >= 0 && t[call].kind == Kind::CallExpression ? t.child(call, Field::Function) : -1;
    return fn >= 0 && t[fn].kind == Kind::Identifier ? t.text(fn) : "";
  };
  auto stringCompare = [&](int x, int &a, int &b) {
    NodeRef c = stripParensAndCasts(ref(x));
    if (!c.valid() || calleeName(c.node) != "strcmp")
      return false;
    std::vector<int> args = arguments(t.child(c.node, Field::Arguments));
    if (args.size() != 2)
      return false;
    a = args[0];
    b = args[1];
    return true;
  };
  auto predicate = [&](int x, bool expected) {
    NodeRef c = stripParensAndCasts(ref(x));
    auto it = c.valid() ? callIndex.find(c.node) : callIndex.end();
    if (it == callIndex.end())
      return false;
    facts::ValueTest test;
    test.call = it->second;
    test.expected = expected;
    out.push_back(std::move(test));
    return true;
  };
  auto isZero = [&](int x) {
    NodeRef z = stripParensAndCasts(ref(x));
    return z.valid() && t[z.node].kind == Kind::NumberLiteral && t.text(z.node) == "0";
  };
  auto isNull = [&](int x) {
    NodeRef z = stripParensAndCasts(ref(x));
    return z.valid() && (t[z.node].kind == Kind::Null ||
                         (t[z.node].kind == Kind::Identifier &&
                          (t.text(z.node) == "NULL" || t.text(z.node) == "nullptr")));
  };
  if (t[e].kind == Kind::UnaryExpression) {
    int op = t.child(e, Field::Operator);
    if (op >= 0 && t[op].type == std::string_view("!"))
      return parseTest(t.child(e, Field::Argument), !wanted, strict, out);
    return false;
  }
  if (t[e].kind == Kind::BinaryExpression) {
    int op = t.child(e, Field::Operator);
    std::string_view o = op >= 0 ? t[op].type : "";
    int l = t.child(e, Field::Left), rr = t.child(e, Field::Right);
    if (!strict && ((o == "&&" && wanted) || (o == "||" && !wanted))) {
      bool left = parseTest(l, wanted, strict, out);
      bool right = parseTest(rr, wanted, strict, out);
      return left || right;
    }
    // `flags & K`: a flag test, true when the bits are set (AST side: WalkerTests.cpp).
    if (o == "&") {
      facts::ValueTest test;
      if (!flagTest(e, test))
        return false;
      test.right.constant = 0;
      test.expected = !wanted;
      out.push_back(std::move(test));
      return true;
    }
    if (o != "==" && o != "!=")
      return false;
    bool equalWanted = o == "==" ? wanted : !wanted;
    // `*mode == 'r'`, `strchr(mode, 'w') != NULL`, `encoding == 1` (FastCharacterProbes.cpp).
    if (probeTest(l, rr, equalWanted, out))
      return true;
    // `(flags & K) == V`.
    for (int side = 0; side < 2; ++side) {
      NodeRef masked = stripParensAndCasts(ref(side ? rr : l));
      facts::ValueTest test;
      if (!masked.valid() || t[masked.node].kind != Kind::BinaryExpression ||
          t.text(t.child(masked.node, Field::Operator)) != "&" || !flagTest(masked.node, test))
        continue;
      auto value = comparable(side ? l : rr);
      if (!value || !value->constant)
        return false;
      test.right = *value;
      test.expected = equalWanted;
      out.push_back(std::move(test));
      return true;
    }
    if (isZero(l))
      std::swap(l, rr);
    if (isZero(rr)) {
      int a = -1, b = -1;
      if (stringCompare(l, a, b))
        return direct(a, b, equalWanted);
      if (predicate(l, !equalWanted))
        return true;
    }
    if (isNull(l))
      std::swap(l, rr);
    if (isNull(rr)) // `output == NULL`: a pointer parameter against NULL, the value 0
      return direct(l, rr, equalWanted);
    if (!isIntegerLike(l) || !isIntegerLike(rr))
      return false;
    return direct(l, rr, equalWanted);
  }
  int a = -1, b = -1;
  if (stringCompare(e, a, b)) // `if (strcmp(a, b))`: they differ
    return direct(a, b, !wanted);
  // `if (strchr(mode, 'w'))`, `if (mode[1])`, `if (encoding)` set by a scan of the mode.
  if (probeTest(e, -1, !wanted, out))
    return true;
  if (predicate(e, wanted))
    return true;
  // `if (output)`: a parameter's truth is its being nonzero (non-null for a pointer), so a call
  // passing NULL or 0 never runs the branch (AST side: WalkerTests.cpp).
  // Likewise `if (use_tiles)` on a constant local (comparable: constantLocal), and `if
  // (db->trimmed)`, a field's truth (a pointer field's too; the join knows only the integer
  // fields a loop's entry resets).
  std::optional<facts::SymbolicValue> truth;
  if (t[e].kind == Kind::Identifier) {
    if (auto v = comparable(e); v && (v->parameter >= 0 || v->constant))
      truth = v;
  } else {
    truth = fieldOfParameter(e);
  }
  if (truth) {
    facts::ValueTest test;
    test.left = *truth;
    test.right.constant = 0;
    test.expected = !wanted;
    out.push_back(std::move(test));
    return true;
  }
  return false;
}

bool Walker::flagTest(int andOp, facts::ValueTest &out) {
  for (int side = 0; side < 2; ++side) {
    NodeRef maskSide = stripParensAndCasts(ref(t.child(andOp, side ? Field::Left : Field::Right)));
    int valueSide = t.child(andOp, side ? Field::Right : Field::Left);
    auto mask = maskSide.valid() ? sizes.value(maskSide) : std::nullopt;
    if (!mask || *mask == 0 || *mask > static_cast<uint64_t>(INT64_MAX))
      continue;
    auto v = comparable(valueSide);
    if (!v || v->parameter < 0 || v->multiplier != 1 || v->addend != 0)
      return false;
    out.left = *v;
    out.mask = static_cast<int64_t>(*mask);
    return true;
  }
  return false;
}

// The early exits of block `block` before its statement `child` (`if (!p) return NULL;`: an
// `if` without else whose branch always ends; AST side: WalkerTests.cpp, guardTests), in
// order, after the last label or `case` up to `child`.
std::vector<int> Walker::guardsBefore(int block, int child, const StructuredFlow &flow) const {
  std::vector<int> out;
  std::string_view childType = typeOf(t, child);
  if (childType == "labeled_statement" || childType == "case_statement")
    return out;
  for (int s = t.firstNamed(block); s >= 0 && s != child; s = t.nextNamed(s)) {
    int statement = s;
    for (unsigned nested = 0; typeOf(t, statement) == "labeled_statement" && nested < 16; ++nested) {
      out.clear(); // `again: if (...) return;`: a jump to the label bypasses what is before it
      int last = -1;
      for (int c = t.firstNamed(statement); c >= 0; c = t.nextNamed(c))
        last = c;
      statement = last;
    }
    if (statement < 0 || typeOf(t, statement) != "if_statement" ||
        t.child(statement, Field::Alternative) >= 0)
      continue;
    int then = t.child(statement, Field::Consequence);
    if (then < 0)
      continue;
    Outcomes o = flow.outcomes(then);
    if (o.ends() && !o.jumps)
      out.push_back(statement);
  }
  return out;
}

int Walker::testChain(int n) {
  // The if statements around n, outermost first, with the branch n is in; early exits of the
  // blocks around n before it count as the `else` side of their `if`, marked as guards.
  // One flow per function walk, not one per event: only outcomes() is asked, which does not read
  // the loop ids (those registered so far suffice) and memoises per statement; rebuilding it
  // per event made yyparse's 2,000 actions quadratic (FastControlFlow.h).
  if (!guardFlow) {
    guardFlowLoopIds = loopIdsByNode();
    guardFlow = std::make_unique<StructuredFlow>(t, t.child(fn.node, Field::Body), guardFlowLoopIds,
                                                 &cx.file.noreturnFunctions);
    guardFlow->readReturnedNamesWith(&codeValues);
  }
  const StructuredFlow &flow = *guardFlow;
  struct Guard {
    int node;
    bool inElse, exit;
  };
  std::vector<Guard> guards;
  for (int child = n, p = t[n].parent; p >= 0 && p != fn.node; child = p, p = t[p].parent) {
    std::string_view type = typeOf(t, p);
    if (type == "lambda_expression" || type == "function_definition")
      break;
    if (type == "compound_statement" || type == "case_statement") {
      std::vector<int> exits = guardsBefore(p, child, flow);
      for (auto it = exits.rbegin(); it != exits.rend(); ++it)
        guards.push_back({*it, true, true});
    }
    // An `if`, or a conditional expression choosing between two arms
    // (`f = strcmp(name, "-") ? fopen(name, "r") : stdin;`; AST side: WalkerTests.cpp).
    if (type == "conditional_expression") {
      if (t[child].field == Field::Consequence)
        guards.push_back({p, false, false});
      else if (t[child].field == Field::Alternative)
        guards.push_back({p, true, false});
      continue;
    }
    // A `case` arm (tree-sitter nests the arm's statements in case_statement; the label's
    // value is its Value field): see the arm handling in the loop below.
    if (type == "case_statement") {
      if (t[child].field != Field::Value)
        guards.push_back({p, false, false});
      continue;
    }
    if (type != "if_statement")
      continue;
    if (t[child].field == Field::Consequence)
      guards.push_back({p, false, false});
    else if (typeOf(t, child) == "else_clause")
      guards.push_back({p, true, false});
  }
  std::reverse(guards.begin(), guards.end());
  int head = -1;
  for (const auto &[guard, inElse, exit] : guards) {
    if (typeOf(t, guard) == "case_statement" && !exit) {
      // Reached by one value of a switched parameter: runs only when the parameter equals it
      // (AST side: WalkerTests.cpp, testChain). Several values would need a disjunction.
      auto [it, inserted] = ifTests.try_emplace({guard, false}, head);
      if (inserted) {
        auto arm = caseGuard(guard);
        if (arm && arm->second.size() == 1) {
          facts::ValueTest test;
          test.left.parameter = arm->first;
          test.right.constant = arm->second.front();
          test.outer = head;
          head = static_cast<int>(facts.valueTests.size());
          facts.valueTests.push_back(std::move(test));
        }
        it->second = head;
      }
      head = it->second;
      continue;
    }
    int cond = t.child(guard, Field::Condition);
    if (cond >= 0 && t[cond].kind == Kind::ConditionClause) // C++: a declaration or init-statement
      cond = t.child(cond, Field::Value) >= 0 && t[t.child(cond, Field::Value)].kind != Kind::Declaration &&
                     t.child(cond, Field::Initializer) < 0
                 ? t.child(cond, Field::Value)
                 : -1;
    auto [it, inserted] = ifTests.try_emplace({guard, inElse}, head);
    if (inserted) {
      std::vector<facts::ValueTest> tests;
      if (cond >= 0)
        parseTest(cond, !inElse, /*strict=*/false, tests);
      // The `else` of `if (hold && memo != -1)`: repeats only while the parameter is 0
      // (FastKeptMemos.cpp); a guard, since it runs once either way.
      if (int kept = inElse && !exit && typeOf(t, guard) == "if_statement" ? keptMemoParameter(guard) : -1;
          kept >= 0) {
        facts::ValueTest test;
        test.left.parameter = kept;
        test.right.constant = 0;
        test.guard = true;
        tests.push_back(std::move(test));
      }
      for (facts::ValueTest &test : tests) {
        test.outer = head;
        test.guard = test.guard || exit;
        head = static_cast<int>(facts.valueTests.size());
        facts.valueTests.push_back(std::move(test));
      }
      it->second = head;
    }
    head = it->second;
  }
  return head;
}

void Walker::findReturnedTest() {
  int body = t.child(fn.node, Field::Body);
  if (body < 0 || t[fn.node].kind != Kind::FunctionDefinition)
    return;
  // Returns an integer: not void, not a pointer (the type's spelling may be hidden behind a
  // macro fast mode cannot expand, `UTIL_STATIC int`, so nothing more is asked of it).
  int type = t.child(fn.node, Field::Type);
  int declarator = t.child(fn.node, Field::Declarator);
  std::string typeText = type >= 0 ? singleSpaced(t.text(type)) : "";
  if (typeText == "void" || typeText == "float" || typeText == "double" ||
      (declarator >= 0 && t[declarator].kind != Kind::FunctionDeclarator))
    return;
  std::vector<int> statements;
  for (int c = t[body].firstChild; c >= 0; c = t[c].nextSibling)
    if (t[c].named && t[c].kind != Kind::Comment)
      statements.push_back(c);
  if (statements.empty() || t[statements.back()].kind != Kind::ReturnStatement)
    return;
  std::vector<facts::ValueTest> tests;
  int value = t.firstNamed(statements.back());
  if (value < 0 || !parseTest(value, true, /*strict=*/true, tests) || tests.size() != 1)
    return;
  std::vector<int> compared;
  auto note = [&](const facts::SymbolicValue &v) {
    if (v.parameter >= 0)
      compared.push_back(v.parameter);
  };
  const facts::ValueTest &test = tests[0];
  if (test.call >= 0) {
    for (const facts::SymbolicValue &v : facts.calls[static_cast<size_t>(test.call)].arguments)
      note(v);
  } else {
    note(test.left);
    note(test.right);
  }
  for (size_t i = 0; i + 1 < statements.size(); ++i) {
    int s = statements[i];
    std::string_view type = typeOf(t, s);
    if (type == "expression_statement")
      continue;
    if (type != "if_statement" || t.child(s, Field::Alternative) >= 0)
      return;
    // `if (p == NULL) return ...;` / `if (!p) ...` on a compared parameter.
    int cond = conditionOf(s);
    if (cond < 0)
      return;
    int tested = -1;
    if (t[cond].kind == Kind::UnaryExpression) {
      int op = t.child(cond, Field::Operator);
      if (op >= 0 && t[op].type == std::string_view("!"))
        tested = t.child(cond, Field::Argument);
    } else if (t[cond].kind == Kind::BinaryExpression) {
      int op = t.child(cond, Field::Operator);
      int l = t.child(cond, Field::Left), r = t.child(cond, Field::Right);
      auto isNull = [&](int x) {
        NodeRef z = stripParensAndCasts(ref(x));
        std::string_view text = z.valid() ? t.text(z.node) : "";
        return text == "NULL" || text == "nullptr" || text == "0";
      };
      if (op >= 0 && t[op].type == std::string_view("=="))
        tested = isNull(r) ? l : isNull(l) ? r : -1;
    }
    NodeRef id = tested >= 0 ? stripParensAndCasts(ref(tested)) : NodeRef{};
    Binding b = id.valid() && t[id.node].kind == Kind::Identifier ? lookup(t.text(id.node)) : Binding{};
    if (b.kind != Binding::Parameter ||
        std::find(compared.begin(), compared.end(), b.parameter) == compared.end())
      return;
  }
  facts.returnsTest = static_cast<int>(facts.valueTests.size());
  facts.valueTests.push_back(test);
}

void Walker::applyValueTests() {
  auto testOf = [&](uint64_t order) {
    auto it = eventTests.find(order);
    return it == eventTests.end() ? -1 : it->second;
  };
  for (facts::Block &b : facts.blocks)
    b.runsOnlyIf = testOf(b.order);
  for (facts::StreamOpen &s : facts.streamOpens)
    s.runsOnlyIf = testOf(s.order);
  for (facts::CallSite &c : facts.calls)
    c.runsOnlyIf = testOf(c.order);
  findReturnedTest();
  finishStringLength();
}

} // namespace faultline::fastmode::walker

namespace faultline::fastmode::walker {

void Walker::onReturn(int node) {
  ++returnsSeen;
  int value = t.firstNamed(node);
  if (returnLarge || value < 0 || t[value].kind == Kind::Comment) {
    returnLarge = true;
    return;
  }
  if (sizes.resultMagnitude(ref(value), returnConditions).growth == builder::Magnitude::Large)
    returnLarge = true;
}

// Returns an integer (as findReturnedTest asks: not void, not floating, not a pointer; `bool`
// is a truth value, no length) and every `return` returns a value that cannot grow large.
void Walker::finishStringLength() {
  if (returnsSeen == 0 || returnLarge || t[fn.node].kind != Kind::FunctionDefinition)
    return;
  int type = t.child(fn.node, Field::Type);
  int declarator = t.child(fn.node, Field::Declarator);
  std::string typeText = type >= 0 ? singleSpaced(t.text(type)) : "";
  if (typeText.empty() || typeText == "void" || typeText == "float" || typeText == "double" ||
      typeText == "bool" || typeText == "_Bool" || typeText == "auto" ||
      (declarator >= 0 && t[declarator].kind != Kind::FunctionDeclarator))
    return;
  std::sort(returnConditions.begin(), returnConditions.end());
  returnConditions.erase(std::unique(returnConditions.begin(), returnConditions.end()),
                         returnConditions.end());
  facts.returnsStringLength = true;
  facts.returnsStringLengthIf = returnConditions;
}

} // namespace faultline::fastmode::walker
