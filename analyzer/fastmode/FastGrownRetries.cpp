// retriedWithGrownBlock (FastGrownRetries.h): the call a grow-and-retry loop makes with its block.
#include "fastmode/FastGrownRetries.h"

#include "fastmode/FastSizes.h"
#include "fastmode/FlowSyntax.h"

#include <set>
#include <string_view>

namespace faultline::fastmode {

using flow::typeOf;

namespace {

int bare(const SyntaxTree &t, int e) { return e >= 0 ? stripParensAndCasts({&t, e}).node : -1; }

bool isName(const SyntaxTree &t, int e, std::string_view name) {
  e = bare(t, e);
  return e >= 0 && t[e].kind == Kind::Identifier && t.text(e) == name;
}

// A positive integer literal of at least `least`.
bool literalAtLeast(const SyntaxTree &t, int e, uint64_t least) {
  e = bare(t, e);
  if (e < 0 || t[e].kind != Kind::NumberLiteral)
    return false;
  std::optional<int64_t> v = parseNumber(t.text(e));
  return v && *v >= 0 && static_cast<uint64_t>(*v) >= least;
}

// `v *= K` (K >= 2), `v <<= K` (K >= 1), `v += v`, `v = v * K`, `v = K * v`, `v = v << K`.
bool doubles(const SyntaxTree &t, int assignment, std::string_view v) {
  int op = t.child(assignment, Field::Operator), right = t.child(assignment, Field::Right);
  std::string_view o = op >= 0 ? t.text(op) : "";
  if (o == "*=")
    return literalAtLeast(t, right, 2);
  if (o == "<<=")
    return literalAtLeast(t, right, 1);
  if (o == "+=")
    return isName(t, right, v);
  if (o != "=")
    return false;
  int value = bare(t, right);
  if (value < 0 || t[value].kind != Kind::BinaryExpression)
    return false;
  int inner = t.child(value, Field::Operator);
  int l = t.child(value, Field::Left), r = t.child(value, Field::Right);
  std::string_view io = inner >= 0 ? t.text(inner) : "";
  if (io == "*")
    return (isName(t, l, v) && literalAtLeast(t, r, 2)) || (isName(t, r, v) && literalAtLeast(t, l, 2));
  if (io == "<<")
    return isName(t, l, v) && literalAtLeast(t, r, 1);
  return false;
}

// Whether the loop writes `v` anywhere, and only by doubling it (no `++`, no plain assignment
// of another value, no declaration of it inside, no `&v` but as an argument of `retried`: the
// call given the block may answer the size it needed through it, as idzebra's
// `BZ2_bzBuffToBuffDecompress(buf, &size, ...)` does; the Clang side's LoopWrites counts no
// address as a write).
bool onlyDoubled(const SyntaxTree &t, int loop, std::string_view v, int retried, bool &written) {
  int retriedArguments = retried >= 0 ? t.child(retried, Field::Arguments) : -1;
  for (int n = loop, end = t.subtreeEnd(loop); n < end; ++n) {
    int target = -1;
    if (t[n].kind == Kind::AssignmentExpression) {
      if (!isName(t, t.child(n, Field::Left), v))
        continue;
      if (!doubles(t, n, v))
        return false;
      written = true;
    } else if (t[n].kind == Kind::UpdateExpression ||
               (t[n].kind == Kind::PointerExpression && t.text(n).substr(0, 1) == "&")) {
      target = t.child(n, Field::Argument);
      bool answer = t[n].kind == Kind::PointerExpression && retriedArguments >= 0 &&
                    t[n].parent == retriedArguments;
      if (isName(t, target, v) && !answer)
        return false;
    } else if (t[n].kind == Kind::InitDeclarator) {
      int d = t.child(n, Field::Declarator);
      if (d >= 0 && t[d].kind == Kind::Identifier && t.text(d) == v)
        return false;
    }
  }
  return true;
}

// The library allocation call stored into `block` by statement `s` (`block = malloc(n);` or
// `T *block = malloc(n);`), or -1.
int allocationInto(const SyntaxTree &t, int s, std::string_view block) {
  int value = -1;
  if (t[s].kind == Kind::ExpressionStatement) {
    int e = bare(t, t[s].firstChild);
    if (e >= 0 && t[e].kind == Kind::AssignmentExpression && isName(t, t.child(e, Field::Left), block)) {
      int op = t.child(e, Field::Operator);
      if (op >= 0 && t.text(op) == "=")
        value = t.child(e, Field::Right);
    }
  } else if (t[s].kind == Kind::Declaration) {
    for (int c = t[s].firstChild; c >= 0; c = t[c].nextSibling)
      if (t[c].kind == Kind::InitDeclarator) {
        int d = t.child(c, Field::Declarator);
        while (d >= 0 && t[d].kind == Kind::PointerDeclarator)
          d = t.child(d, Field::Declarator);
        if (d >= 0 && t[d].kind == Kind::Identifier && t.text(d) == block)
          value = t.child(c, Field::Value);
      }
  }
  value = bare(t, value);
  if (value < 0 || t[value].kind != Kind::CallExpression)
    return -1;
  // A library allocator or any function called by name: a wrapper the join resolves (idzebra's
  // `bz_buf = xmalloc(bz_size)`; the Clang side's growAndRetryReason reads such calls too).
  int callee = t.child(value, Field::Function);
  return callee >= 0 && t[callee].kind == Kind::Identifier ? value : -1;
}

// Whether a `break` of `loop` (not of a loop or switch inside it) or a `return` starts after
// byte `after` inside the loop's body.
bool leavesAfter(const SyntaxTree &t, int loop, uint32_t after) {
  int body = t.child(loop, Field::Body);
  for (int n = body, end = body >= 0 ? t.subtreeEnd(body) : -1; n >= 0 && n < end; ++n) {
    if (t[n].startByte < after)
      continue;
    if (t[n].kind == Kind::ReturnStatement)
      return true;
    if (typeOf(t, n) != "break_statement")
      continue;
    int owner = t[n].parent;
    while (owner >= 0 && owner != loop && t[owner].kind != Kind::ForStatement &&
           t[owner].kind != Kind::WhileStatement && t[owner].kind != Kind::DoStatement &&
           t[owner].kind != Kind::ForRangeLoop && typeOf(t, owner) != "switch_statement")
      owner = t[owner].parent;
    if (owner == loop)
      return true;
  }
  return false;
}

} // namespace

std::string retriedWithGrownBlock(const SyntaxTree &t, int call, int loop) {
  int body = loop >= 0 ? t.child(loop, Field::Body) : -1;
  if (call < 0 || t[call].kind != Kind::CallExpression || body < 0 ||
      t[body].kind != Kind::CompoundStatement)
    return "";
  int top = call;
  while (top >= 0 && t[top].parent != body)
    top = t[top].parent;
  int args = t.child(call, Field::Arguments);
  if (top < 0 || args < 0 || !leavesAfter(t, loop, t[call].endByte))
    return "";
  for (int a = t[args].firstChild; a >= 0; a = t[a].nextSibling) {
    int block = bare(t, a);
    if (!t[a].named || block < 0 || t[block].kind != Kind::Identifier)
      continue;
    std::string_view name = t.text(block);
    for (int s = t[body].firstChild; s >= 0 && s != top; s = t[s].nextSibling) {
      int allocation = allocationInto(t, s, name);
      int sizes = allocation >= 0 ? t.child(allocation, Field::Arguments) : -1;
      if (sizes < 0)
        continue;
      // The identifiers the size reads (not under sizeof): each written only by doubling.
      std::set<std::string_view> read;
      for (int n = sizes, end = t.subtreeEnd(sizes); n < end; ++n) {
        if (t[n].kind == Kind::SizeofExpression) {
          n = t.subtreeEnd(n) - 1;
          continue;
        }
        if (t[n].kind == Kind::Identifier)
          read.insert(t.text(n));
      }
      bool grown = false, ok = !read.empty();
      for (std::string_view v : read)
        ok = ok && onlyDoubled(t, loop, v, call, grown);
      if (ok && grown)
        return "in a grow-and-retry loop: it is given the block '" + std::string(name) +
               "', which the loop remakes larger only while it was too small, so it runs a "
               "bounded number of times per run of the loop";
    }
  }
  return "";
}

std::string retriedWithGrownSize(const SyntaxTree &t, int call, int loop) {
  int args = call >= 0 && t[call].kind == Kind::CallExpression ? t.child(call, Field::Arguments) : -1;
  if (args < 0 || loop < 0 || !leavesAfter(t, loop, t[call].endByte))
    return "";
  for (int a = t[args].firstChild; a >= 0; a = t[a].nextSibling) {
    int e = bare(t, a);
    if (!t[a].named || e < 0)
      continue;
    if (t[e].kind == Kind::PointerExpression && t.text(e).substr(0, 1) == "&")
      e = bare(t, t.child(e, Field::Argument));
    if (e < 0 || t[e].kind != Kind::Identifier)
      continue;
    bool grown = false;
    if (onlyDoubled(t, loop, t.text(e), call, grown) && grown)
      return "in a grow-and-retry loop: it is given '" + std::string(t.text(e)) +
             "', which the loop only doubles, and a path leaves the loop after the call, so it "
             "runs a bounded number of times per run of the loop";
  }
  return "";
}

} // namespace faultline::fastmode
