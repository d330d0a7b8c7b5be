// Once shapes, fast mode's reading of analyzer/extract/OnceShapes.cpp: events that run once,
// read off the statements around them: a once-flag guard (global flag, lazily initialised
// field, a global cache tested through a local copy, a signal flag), a static local's
// initialiser, the child branch of fork(), an early return on a once-flag.
#include "fastmode/FlowSyntax.h"
#include "fastmode/WalkerImpl.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace faultline::fastmode::walker {

namespace {

int skipParens(const SyntaxTree &t, int e) {
  while (e >= 0 && t[e].kind == Kind::ParenthesizedExpression)
    e = t.firstNamed(e);
  return e;
}

// Whether expression `e` reads a call's result: a call in it, or a name that a statement of
// `block` assigns from a call, or declares with a call for initialiser (OnceShapes.cpp's
// readsCallResult).
bool readsCallResult(const SyntaxTree &t, int e, int block) {
  std::set<std::string_view> fromCalls;
  for (int c = t.firstNamed(block); c >= 0; c = t.nextNamed(c)) {
    int target = -1, value = -1;
    if (int a = t[c].kind == Kind::ExpressionStatement ? t.firstNamed(c) : -1;
        a >= 0 && t[a].kind == Kind::AssignmentExpression && t.text(t.child(a, Field::Operator)) == "=") {
      target = t.child(a, Field::Left);
      value = t.child(a, Field::Right);
    } else if (t[c].kind == Kind::Declaration) {
      int d = t.child(c, Field::Declarator);
      if (d >= 0 && t[d].kind == Kind::InitDeclarator) {
        target = t.child(d, Field::Declarator);
        value = t.child(d, Field::Value);
      }
    }
    value = skipParens(t, value);
    if (target >= 0 && t[target].kind == Kind::Identifier && value >= 0 && t[value].kind == Kind::CallExpression)
      fromCalls.insert(t.text(target));
  }
  for (int i = e, end = e >= 0 ? t.subtreeEnd(e) : e; i < end; ++i)
    if (t[i].kind == Kind::CallExpression || (t[i].kind == Kind::Identifier && fromCalls.count(t.text(i))))
      return true;
  return false;
}

} // namespace

// A hit branch that returns, or returns when a check of the cached value says it holds
// (OnceShapes.cpp's returnsOnHit: libslirp's get_dns_addr); not a return on the check's failure
// (`r < 0`, `r == -1`, `p == NULL`).
bool Walker::returnsOnHit(int branch) const {
  if (flow::endsInReturn(t, branch))
    return true;
  if (branch < 0 || t[branch].kind != Kind::CompoundStatement)
    return false;
  int last = flow::lastStatement(t, branch);
  if (last < 0 || flow::typeOf(t, last) != "if_statement" || t.child(last, Field::Alternative) >= 0 ||
      !flow::endsInReturn(t, t.child(last, Field::Consequence)))
    return false;
  int cond = conditionOf(last);
  if (cond >= 0 && t[cond].kind == Kind::BinaryExpression) {
    std::string_view op = t.text(t.child(cond, Field::Operator));
    int right = stripParensAndCasts(ref(t.child(cond, Field::Right))).node;
    std::string_view value = right >= 0 ? t.text(right) : "";
    if ((op == "<" && isZeroConstant(right)) ||
        (op == "==" && (value.starts_with("-") || value == "NULL" || value == "nullptr")))
      return false;
  }
  return readsCallResult(t, cond, branch);
}

// The global a cache test reads when the cache is a record: `g.f`, `g.f != 0`, `!is_zero(&g)`,
// Whether `call`'s argument `index` goes to a predicate that only reads it (OnceShapes.cpp's
// readsOnly): a function of this file whose parameter there points to const; one defined
// elsewhere when nothing else it is given is a variable (`in6_zero(&dns6_addr)`, `equal(&g,
// &zero)`), since an initialiser that fills a record and says whether it could is given its
// inputs too (xlunzip's `if (!ap_init(&parser, argc, argv)) return 1;`).
bool Walker::predicateReadsOnly(int call, int index) const {
  int function = t.child(call, Field::Function);
  auto definition = function >= 0 ? cx.file.functions.find(std::string(t.text(function))) : cx.file.functions.end();
  if (definition != cx.file.functions.end()) {
    int d = t.child(definition->second, Field::Declarator);
    while (d >= 0 && t[d].kind != Kind::FunctionDeclarator)
      d = t.child(d, Field::Declarator) >= 0 ? t.child(d, Field::Declarator) : t.firstNamed(d);
    int list = d >= 0 ? t.child(d, Field::Parameters) : -1;
    int i = 0;
    for (int p = list >= 0 ? t.firstNamed(list) : -1; p >= 0; p = t.nextNamed(p), ++i)
      if (i == index)
        return t[p].type == std::string_view("parameter_declaration") &&
               singleSpaced(t.text(p)).rfind("const ", 0) == 0;
    return false;
  }
  int args = t.child(call, Field::Arguments);
  int i = 0;
  for (int arg = args >= 0 ? t.firstNamed(args) : -1; arg >= 0; arg = t.nextNamed(arg), ++i) {
    int bare = stripParensAndCasts(ref(arg)).node;
    if (i != index && bare >= 0 && t[bare].kind == Kind::Identifier)
      return false;
  }
  return true;
}

// `!equal(&g, &zero)` (OnceShapes.cpp's testedRecordGlobal); its identifier, else -1.
int Walker::testedRecordGlobal(int cond) const {
  if (cond >= 0 && t[cond].kind == Kind::BinaryExpression && t.text(t.child(cond, Field::Operator)) == "!=") {
    int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
    cond = isZeroConstant(right) ? left : isZeroConstant(left) ? right : cond;
    cond = cond >= 0 ? stripParensAndCasts(ref(cond)).node : -1;
  }
  int root = -1;
  if (cond >= 0 && t[cond].kind == Kind::FieldExpression && t.text(t.child(cond, Field::Operator)) == ".") {
    root = t.child(cond, Field::Argument);
  } else if (cond >= 0 && t[cond].kind == Kind::UnaryExpression && t.text(t.child(cond, Field::Operator)) == "!") {
    int call = skipParens(t, t.child(cond, Field::Argument));
    int args = call >= 0 && t[call].kind == Kind::CallExpression ? t.child(call, Field::Arguments) : -1;
    int index = 0;
    for (int arg = args >= 0 ? t.firstNamed(args) : -1; arg >= 0 && root < 0; arg = t.nextNamed(arg), ++index) {
      int object = t[arg].kind == Kind::PointerExpression && t.text(arg).substr(0, 1) == "&"
                       ? t.child(arg, Field::Argument)
                       : -1;
      if (object >= 0 && t[object].kind == Kind::Identifier) {
        if (!predicateReadsOnly(call, index))
          return -1;
        root = object;
      }
    }
  }
  root = root >= 0 ? stripParensAndCasts(ref(root)).node : -1;
  return root >= 0 && t[root].kind == Kind::Identifier && storageOf(t.text(root)) == Storage::Global ? root : -1;
}

int Walker::conditionOf(int guard) const {
  int cond = t.child(guard, Field::Condition);
  if (cond >= 0 && t[cond].kind == Kind::ConditionClause) {
    int v = t.child(cond, Field::Value);
    if (v < 0 || t[v].kind == Kind::Declaration)
      return -1;
    cond = v;
  }
  return cond >= 0 ? stripParensAndCasts(ref(cond)).node : -1;
}

bool Walker::isZeroConstant(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0)
    return false;
  std::string_view text = t.text(e);
  if (text == "false" || text == "'\\0'")
    return true;
  if (t[e].kind == Kind::NumberLiteral) {
    auto v = const_cast<Evaluator &>(sizes).value(ref(e));
    return v && *v == 0;
  }
  return sizes.isNull(ref(e));
}

// The operand a condition tests for "not yet": `!v`, `v == 0`, `0 == v`, `v == NULL`.
int Walker::testedForZero(int cond) const {
  if (cond < 0)
    return -1;
  if (t[cond].kind == Kind::UnaryExpression) {
    int op = t.child(cond, Field::Operator);
    if (op >= 0 && t.text(op) == "!")
      return stripParensAndCasts(ref(t.child(cond, Field::Argument))).node;
    return -1;
  }
  if (t[cond].kind == Kind::BinaryExpression) {
    int op = t.child(cond, Field::Operator);
    if (op < 0 || t.text(op) != "==")
      return -1;
    int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
    if (isZeroConstant(right))
      return stripParensAndCasts(ref(left)).node;
    if (isZeroConstant(left))
      return stripParensAndCasts(ref(right)).node;
  }
  return -1;
}

// The variable a condition tests for "already": `v`, `v != 0`.
int Walker::testedForNonZero(int cond) const {
  if (cond < 0)
    return -1;
  if (t[cond].kind == Kind::Identifier)
    return cond;
  if (t[cond].kind == Kind::BinaryExpression) {
    int op = t.child(cond, Field::Operator);
    if (op < 0 || t.text(op) != "!=")
      return -1;
    int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
    int other = isZeroConstant(right) ? left : isZeroConstant(left) ? right : -1;
    other = other >= 0 ? stripParensAndCasts(ref(other)).node : -1;
    return other >= 0 && t[other].kind == Kind::Identifier ? other : -1;
  }
  return -1;
}

// `v != C` (either order) with C the constant initialiser of `v`: a sentinel for "not computed
// yet", as OnceShapes.cpp's testedAgainstInitialValue. The identifier, else -1.
int Walker::testedAgainstInitialValue(int cond) const {
  cond = cond >= 0 ? stripParensAndCasts(ref(cond)).node : -1;
  int op = cond >= 0 && t[cond].kind == Kind::BinaryExpression ? t.child(cond, Field::Operator) : -1;
  if (op < 0 || t.text(op) != "!=")
    return -1;
  int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
  for (auto [side, other] : {std::pair{left, right}, std::pair{right, left}}) {
    int id = side >= 0 ? stripParensAndCasts(ref(side)).node : -1;
    if (id < 0 || t[id].kind != Kind::Identifier)
      continue;
    Binding b = lookup(t.text(id));
    if (!b.variable || b.variable->init < 0 || !b.tree || b.variable->isVolatile)
      continue;
    if (b.tree != &t)
      continue;
    auto initial = integerConstant(b.variable->init), tested = integerConstant(other);
    if (initial && tested && *initial == *tested)
      return id;
  }
  return -1;
}

// A literal, its negation, an enumerator or a macro holding one (`-1`, `NOT_READ`).
std::optional<int64_t> Walker::integerConstant(int e, unsigned depth) const {
  return integerConstant(e >= 0 ? ref(e) : NodeRef{}, depth);
}

// A macro's body lives in the tree of the file that defines it (a header's, or this file's
// preprocessor line parsed on its own), so the walk follows NodeRefs, not this tree's indices.
std::optional<int64_t> Walker::integerConstant(NodeRef e, unsigned depth) const {
  e = e.valid() ? stripParensAndCasts(e) : e;
  if (!e.valid() || depth > 4)
    return std::nullopt;
  const SyntaxTree &in = *e.tree;
  if (in[e.node].kind == Kind::NumberLiteral) {
    std::string_view text = in.text(e.node);
    if (text.substr(0, 1) == "-") // a macro body `(-4)` parses as one literal
      if (auto v = parseNumber(text.substr(1)))
        return -*v;
    return parseNumber(text);
  }
  if (in[e.node].kind == Kind::CharLiteral) { // 'x': a plain character, no escape
    std::string_view text = in.text(e.node);
    if (text.size() == 3 && text.front() == '\'' && text.back() == '\'' && text[1] != '\\')
      return static_cast<unsigned char>(text[1]);
    return std::nullopt;
  }
  int op = in.child(e.node, Field::Operator);
  if (in[e.node].kind == Kind::UnaryExpression && op >= 0 && in.text(op) == "-")
    if (auto v = integerConstant(NodeRef{&in, in.child(e.node, Field::Argument)}, depth + 1))
      return -*v;
  if (in[e.node].kind == Kind::Identifier) {
    Binding b = lookup(in.text(e.node));
    if (b.kind == Binding::Enumerator)
      return b.value;
    if (b.kind == Binding::Macro && b.init.valid())
      return integerConstant(b.init, depth + 1);
  }
  return std::nullopt;
}

// How a name the walker sees is stored: a local (static or not), a file-scope or header global,
// or (in a method) a field of `this`.
Walker::Storage Walker::storageOf(std::string_view name) const {
  if (int l = resolve(name); l >= 0)
    return locals[static_cast<size_t>(l)].var.isStatic ? Storage::Global : Storage::Local;
  if (cx.file.globals.count(std::string(name)))
    return Storage::Global;
  if (cx.file.isMacro(std::string(name)) || cx.file.enumerators.count(std::string(name)))
    return Storage::Local; // a constant: not a flag
  return fn.className.empty() ? Storage::Global : Storage::Field;
}

// The operand of `&x` that an atomic builtin writing through its first argument is given
// (extract::isAtomicWrite: `__atomic_store_n(&flag, ...)`, `__sync_bool_compare_and_swap`), as
// AST mode's OnceShapes reads it; -1 otherwise.
int Walker::atomicallyWritten(int call) const {
  int function = t.child(call, Field::Function);
  if (function < 0 || t[function].kind != Kind::Identifier ||
      !extract::isAtomicWrite(llvm::StringRef(t.text(function).data(), t.text(function).size())))
    return -1;
  int args = t.child(call, Field::Arguments);
  int first = args >= 0 ? t.firstNamed(args) : -1;
  while (first >= 0 && t[first].kind == Kind::Comment)
    first = t.nextNamed(first);
  first = first >= 0 ? stripParensAndCasts(ref(first)).node : -1;
  if (first < 0 || t[first].kind != Kind::PointerExpression || t.text(first).substr(0, 1) != "&")
    return -1;
  return t.child(first, Field::Argument);
}

// Whether `s` sets the variable `name` (v = ..., v++, v |= ..., an atomic store to &v), or, with `field`, the lvalue
// written `text` (s->db = ..., this->cache_ = ... for a field of this).
bool Walker::assignsTo(int s, std::string_view name, bool field, const std::string &text) const {
  if (s < 0)
    return false;
  for (int i = s, end = t.subtreeEnd(s); i < end; ++i) {
    int target = -1;
    if (t[i].kind == Kind::AssignmentExpression) {
      // A field set to 0 or NULL stays "unset" (OnceShapes' fillsField).
      int op = t.child(i, Field::Operator);
      if (field && op >= 0 && t.text(op) == "=" && isZeroConstant(t.child(i, Field::Right)))
        continue;
      target = t.child(i, Field::Left);
    }
    else if (field && !text.empty() && t[i].kind == Kind::PointerExpression &&
             t.text(i).substr(0, 1) == "&")
      target = t.child(i, Field::Argument); // `open(name, &p->db)`: the callee fills the field
    else if (t[i].kind == Kind::UpdateExpression)
      target = t.child(i, Field::Argument);
    else if (!field && t[i].kind == Kind::CallExpression) {
      target = atomicallyWritten(i); // `__atomic_store_n(&flag, v, ...)`
      // A smart pointer given an object: `g.reset(c)` (i2pd's double-checked GetEd25519).
      int function = t.child(i, Field::Function), args = t.child(i, Field::Arguments);
      int method = function >= 0 && t[function].kind == Kind::FieldExpression ? t.child(function, Field::FieldName) : -1;
      if (target < 0 && method >= 0 && t.text(method) == "reset" && args >= 0 && t.firstNamed(args) >= 0)
        target = t.child(function, Field::Argument);
    }
    target = target >= 0 ? stripParensAndCasts(ref(target)).node : -1;
    if (target < 0)
      continue;
    if (!text.empty()) {
      if (singleSpaced(t.text(target)) == text)
        return true;
      continue;
    }
    if (t[target].kind == Kind::Identifier && t.text(target) == name)
      return true;
    if (field && t[target].kind == Kind::FieldExpression) { // this->name
      int object = t.child(target, Field::Argument);
      int member = t.child(target, Field::FieldName);
      if (object >= 0 && t.text(object) == "this" && member >= 0 && t.text(member) == name)
        return true;
    }
  }
  return false;
}

std::string Walker::onceFlag(int guard, int branch) const {
  if (t[branch].field != Field::Consequence)
    return "";
  // The branch runs only while every conjunct holds (OnceShapes::onceFlag).
  std::vector<int> conjuncts;
  collectConjuncts(conditionOf(guard), conjuncts);
  for (int conjunct : conjuncts)
    if (std::string found = onceTest(conjunct, branch); !found.empty())
      return found;
  // `if (got_sighup) { got_sighup = 0; ... }` with a `volatile` global flag (a signal
  // handler's), the file's own or one a project header declares (HeaderVolatileGlobals.h):
  // once per signal (OnceShapes::signalFlagTest).
  for (int conjunct : conjuncts) {
    int flag = testedForNonZero(conjunct);
    if (flag < 0 || resolve(t.text(flag)) >= 0)
      continue;
    std::string name(t.text(flag));
    auto global = cx.file.globals.find(name);
    if (global != cx.file.globals.end() ? !global->second.isVolatile
                                        : !cx.file.headerVolatileGlobals.count(name))
      continue;
    for (auto [at, value] : writesOf(branch, name))
      if (value >= 0 && isZeroConstant(value))
        return "runs once per signal that sets the flag '" + name + "' (the branch clears it)";
  }
  for (int conjunct : conjuncts)
    if (std::string found = finalStateTest(conjunct, branch); !found.empty())
      return found;
  for (int conjunct : conjuncts)
    if (std::string found = highWaterMarkTest(conjunct, branch); !found.empty())
      return found;
  for (int conjunct : conjuncts)
    if (std::string found = recheckedStateTest(conjunct, branch); !found.empty())
      return found;
  return "";
}

void Walker::collectConjuncts(int cond, std::vector<int> &out) const {
  cond = cond >= 0 ? stripParensAndCasts(ref(cond)).node : -1;
  if (cond < 0)
    return;
  int op = t[cond].kind == Kind::BinaryExpression ? t.child(cond, Field::Operator) : -1;
  if (op >= 0 && t.text(op) == "&&") {
    collectConjuncts(t.child(cond, Field::Left), out);
    collectConjuncts(t.child(cond, Field::Right), out);
    return;
  }
  out.push_back(cond);
}

// Whether a call in `s` is handed `&object` for one of `objects` (written single-spaced, as
// `S`, `S.list`): the callee fills the object (OnceShapes' addressPassed).
bool Walker::addressPassed(int s, const std::vector<std::string> &objects) const {
  if (s < 0)
    return false;
  for (int i = s, end = t.subtreeEnd(s); i < end; ++i) {
    if (t[i].kind != Kind::PointerExpression || t.text(i).substr(0, 1) != "&")
      continue;
    int holder = t[i].parent;
    while (holder >= 0 && (t[holder].kind == Kind::ParenthesizedExpression ||
                           t[holder].kind == Kind::CastExpression))
      holder = t[holder].parent;
    if (holder < 0 || t[holder].kind != Kind::ArgumentList)
      continue;
    int operand = t.child(i, Field::Argument);
    operand = operand >= 0 ? stripParensAndCasts(ref(operand)).node : -1;
    if (operand < 0)
      continue;
    std::string text = singleSpaced(t.text(operand));
    for (const std::string &object : objects)
      if (text == object)
        return true;
  }
  return false;
}

// Whether a call in `s` is given the variable `name` itself as an argument (`duid_get(ctx,
// ifp)`), as OnceShapes.cpp's pointerPassed on the Clang side.
bool Walker::pointerPassed(int s, std::string_view name) const {
  if (s < 0)
    return false;
  for (int i = s, end = t.subtreeEnd(s); i < end; ++i) {
    if (t[i].kind != Kind::Identifier || t.text(i) != name)
      continue;
    int holder = t[i].parent;
    while (holder >= 0 && (t[holder].kind == Kind::ParenthesizedExpression ||
                           t[holder].kind == Kind::CastExpression))
      holder = t[holder].parent;
    if (holder >= 0 && t[holder].kind == Kind::ArgumentList)
      return true;
  }
  return false;
}

// Whether the statement right after `guard` in its block sets `name` to a nonzero constant and
// nothing else (`if (!loaded) { load(); } loaded = 1;`, arj's arjcrypt_loaded): the flag is set
// as surely as in the branch (OnceShapes::onceTest's `after`).
bool Walker::setsNonZeroAfter(int guard, std::string_view name) const {
  int next = guard >= 0 ? t[guard].nextSibling : -1;
  while (next >= 0 && !flow::isStatementChild(t, next))
    next = t[next].nextSibling;
  if (next < 0 || t[next].type != std::string_view("expression_statement"))
    return false;
  std::vector<std::pair<uint32_t, int>> writes = writesOf(next, name);
  return !writes.empty() && std::all_of(writes.begin(), writes.end(), [&](const auto &w) {
    std::optional<int64_t> value = w.second >= 0 ? integerConstant(w.second) : std::nullopt;
    return value && *value != 0;
  });
}

std::string Walker::onceTest(int cond, int branch) const {
  int tested = testedForZero(cond);
  if (tested < 0)
    return "";
  if (t[tested].kind == Kind::Identifier) {
    std::string_view name = t.text(tested);
    Storage storage = storageOf(name);
    // `if (!cache) init(&cache)` fills a global through its address as surely as an assignment.
    if (storage == Storage::Global &&
        (assignsTo(branch, name, false, "") || addressPassed(branch, {std::string(name)}) ||
         setsNonZeroAfter(t[branch].parent, name) || calleeFills(branch, name)))
      return "guarded by the once-flag '" + std::string(name) + "'";
    // `if (!cache_) { ...; cache_ = ...; }` in a method: a field of this
    if (storage == Storage::Field && assignsTo(branch, name, true, ""))
      return "lazily initialised: runs only while '" + std::string(name) + "' is unset";
    if (storage == Storage::Local) // `cp = cache; if (cp == NULL) {...} cache = cp;`
      return cachedGlobalTest(tested);
    return "";
  }
  // `if (s->db == NULL) { ...; s->db = open(...); }`: lazy initialisation of a field.
  if (t[tested].kind != Kind::FieldExpression)
    return "";
  int member = t.child(tested, Field::FieldName);
  if (member < 0)
    return "";
  std::string name(t.text(member));
  // The variable a `.`-only chain starts from (`S.inner.len`), with each enclosing lvalue; none
  // through a pointer (`p->len`), whose object is not the variable's.
  std::vector<std::string> prefixes;
  std::string root;
  for (int e = tested; e >= 0;) {
    if (t[e].kind == Kind::Identifier) {
      root = std::string(t.text(e));
      prefixes.push_back(root);
      break;
    }
    if (t[e].kind != Kind::FieldExpression)
      break;
    int op = t.child(e, Field::Operator);
    if (op < 0 || t.text(op) != ".")
      break;
    prefixes.push_back(singleSpaced(t.text(e)));
    int base = t.child(e, Field::Argument);
    e = base >= 0 ? stripParensAndCasts(ref(base)).node : -1;
  }
  Storage rootStorage = root.empty() ? Storage::Field : storageOf(root);
  if (rootStorage == Storage::Local) {
    int l = resolve(root);
    if (l < 0 || !locals[static_cast<size_t>(l)].var.reference)
      return ""; // a field of a local object: the object, and its "already", die with the call
  }
  if (assignsTo(branch, "", true, singleSpaced(t.text(tested))))
    return "lazily initialised: runs only while '" + name + "' is unset";
  // `static struct strbuf email; if (!email.len) fill(&email);`: the callee fills the object.
  if (!root.empty() && rootStorage == Storage::Global && addressPassed(branch, prefixes))
    return "lazily initialised: runs only while '" + name + "' of '" + root + "' is unset";
  // `if (ctx->duid == NULL) ctx->duid_len = duid_get(ctx, ifp);`: the branch hands the pointer
  // itself to a call, taken to fill the field (OnceShapes.cpp).
  int op = t.child(tested, Field::Operator);
  int base = t.child(tested, Field::Argument);
  base = base >= 0 ? stripParensAndCasts(ref(base)).node : -1;
  if (op >= 0 && t.text(op) == "->" && base >= 0 && t[base].kind == Kind::Identifier &&
      pointerPassed(branch, t.text(base)))
    return "lazily initialised: runs only while '" + name + "' of '*" + std::string(t.text(base)) +
           "' is unset (the branch hands '" + std::string(t.text(base)) + "' to a call)";
  return "";
}

// `if (initialized) return; ... initialized = 1;` at the top of a function body (the branch may
// do other things before its return).
std::string Walker::earlyReturnOnceFlag(int body, int child) const {
  for (int s = t[body].firstChild; s >= 0 && s != child; s = t[s].nextSibling) {
    if (t[s].type != std::string_view("if_statement") || t.child(s, Field::Alternative) >= 0)
      continue;
    // The branch ends in a return, whatever it does before (as on the Clang side).
    if (!returnsOnHit(t.child(s, Field::Consequence)))
      continue;
    // A record cache filled by handing its address to a call on the miss path (as on the Clang
    // side: libslirp's `get_dns_addr_resolv_conf(AF_INET, pdns_addr, &dns_addr, ...)`).
    if (int cache = testedRecordGlobal(conditionOf(s)); cache >= 0) {
      bool filled = false;
      for (int later = t[s].nextSibling; later >= 0 && !filled; later = t[later].nextSibling)
        filled = addressPassed(later, {std::string(t.text(cache))});
      if (filled)
        return "guarded by the once-flag '" + std::string(t.text(cache)) + "'";
      continue;
    }
    int flag = testedForNonZero(conditionOf(s));
    bool sentinel = false;
    if (flag < 0)
      sentinel = (flag = testedAgainstInitialValue(conditionOf(s))) >= 0;
    if (flag < 0)
      continue;
    std::string_view name = t.text(flag);
    // A memo against its initial value may be computed by a call given its address
    // (util-linux's cap_last_cap, as on the Clang side).
    if (storageOf(name) == Storage::Global &&
        (assignsTo(body, name, false, "") ||
         (sentinel && addressPassed(body, {std::string(name)})) || calleeFills(body, name)))
      return "guarded by the once-flag '" + std::string(name) + "'";
  }
  return "";
}

bool Walker::isForkValue(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0)
    return false;
  if (t[e].kind == Kind::Identifier)
    return forkResults().count(std::string(t.text(e))) > 0;
  if (t[e].kind != Kind::CallExpression)
    return false;
  int function = t.child(e, Field::Function);
  std::string_view name = function >= 0 && t[function].kind == Kind::Identifier ? t.text(function) : "";
  return name == "fork" || name == "vfork";
}

// Variables that receive fork()'s result anywhere in the body.
const std::set<std::string> &Walker::forkResults() const {
  if (forkScanned)
    return forkVariables;
  forkScanned = true;
  int body = t.child(fn.node, Field::Body);
  if (body < 0)
    return forkVariables;
  for (int i = body, end = t.subtreeEnd(body); i < end; ++i) {
    int target = -1, value = -1;
    if (t[i].kind == Kind::InitDeclarator) {
      target = t.child(i, Field::Declarator);
      value = t.child(i, Field::Value);
    } else if (t[i].kind == Kind::AssignmentExpression && t.child(i, Field::Operator) >= 0 &&
               t.text(t.child(i, Field::Operator)) == "=") {
      target = stripParensAndCasts(ref(t.child(i, Field::Left))).node;
      value = t.child(i, Field::Right);
    }
    if (target < 0 || value < 0 || t[target].kind != Kind::Identifier)
      continue;
    int call = stripParensAndCasts(ref(value)).node;
    if (call < 0 || t[call].kind != Kind::CallExpression)
      continue;
    int function = t.child(call, Field::Function);
    std::string_view name = function >= 0 ? t.text(function) : "";
    if (name == "fork" || name == "vfork")
      forkVariables.emplace(t.text(target));
  }
  return forkVariables;
}

bool Walker::isForkChildBranch(int guard, int branch) const {
  int cond = conditionOf(guard);
  if (cond < 0)
    return false;
  auto comparesZero = [&](std::string_view op) {
    int o = t.child(cond, Field::Operator);
    if (t[cond].kind != Kind::BinaryExpression || o < 0 || t.text(o) != op)
      return false;
    int left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
    return (isZeroConstant(right) && isForkValue(left)) || (isZeroConstant(left) && isForkValue(right));
  };
  if (t[branch].field == Field::Consequence) { // pid == 0, !pid: the then-branch is the child
    if (t[cond].kind == Kind::UnaryExpression && t.child(cond, Field::Operator) >= 0 &&
        t.text(t.child(cond, Field::Operator)) == "!")
      return isForkValue(t.child(cond, Field::Argument));
    return comparesZero("==");
  }
  if (t[branch].field == Field::Alternative) // pid != 0, pid: the else-branch is the child
    return isForkValue(cond) || comparesZero("!=");
  return false;
}

std::string Walker::onceReason(int event) const {
  std::vector<int> ancestors;
  int staticInitialised = -1;
  for (const Ancestor &a : parents) {
    if (a.node >= 0)
      ancestors.push_back(a.node);
    else if (a.local >= 0 && staticInitialised < 0 && locals[static_cast<size_t>(a.local)].var.isStatic &&
             locals[static_cast<size_t>(a.local)].var.parameter < 0)
      staticInitialised = a.local;
  }
  if (ancestors.empty() || ancestors.back() != event)
    ancestors.push_back(event);
  if (staticInitialised >= 0)
    return "in the initialiser of static local '" +
           locals[static_cast<size_t>(staticInitialised)].var.name + "', which runs once";
  if (std::string option = optionLoop(ancestors); !option.empty())
    return option;
  if (std::string keyword = walkedKeyword(ancestors); !keyword.empty())
    return keyword;
  for (size_t i = 0; i + 1 < ancestors.size(); ++i) {
    int guard = ancestors[i];
    if (t[guard].type != std::string_view("if_statement"))
      continue;
    int child = ancestors[i + 1];
    if (std::string flag = onceFlag(guard, child); !flag.empty())
      return flag;
    if (isForkChildBranch(guard, child))
      return "in the child of 'fork()', which runs once per child";
    if (std::string every = counterThreshold(guard, child); !every.empty())
      return every;
    if (std::string window = counterWindow(ancestors, i); !window.empty())
      return window;
    if (std::string periodic = periodicBranch(guard, child); !periodic.empty())
      return periodic;
    if (std::string memo = memoCacheBranch(guard, child); !memo.empty())
      return memo;
    if (std::string recovery = recoveryBeforeRetry(guard, child); !recovery.empty())
      return recovery;
  }
  int body = t.child(fn.node, Field::Body);
  if (ancestors.size() >= 2 && ancestors[0] == body) {
    if (std::string flag = earlyReturnOnceFlag(body, ancestors[1]); !flag.empty())
      return flag;
    if (std::string periodic = periodicGuard(body, ancestors[1]); !periodic.empty())
      return periodic;
    if (std::string memo = memoCacheGuard(body, ancestors[1]); !memo.empty())
      return memo;
    if (std::string fallback = randomFallback(body, ancestors[1]); !fallback.empty())
      return fallback;
    return listMemoGuard(body, ancestors[1]);
  }
  return "";
}

} // namespace faultline::fastmode::walker
