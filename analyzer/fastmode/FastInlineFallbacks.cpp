// Heap blocks that are the fallback of a small local array, fast mode's reading of
// facts/builder/InlineBuffer.h: a pointer initialised with the array (`T buf[16], *p = buf;`)
// and the heap arm of a conditional whose other arm is the array (`n > sizeof(stack) ?
// malloc(n) : stack`). AST side: WalkerEvents.cpp (inlineArrayOf), StackFallback.cpp.
#include "fastmode/WalkerImpl.h"

#include "facts/builder/InlineBuffer.h"

namespace faultline::fastmode::walker {

// A local pointer initialised with a local fixed-size array (`T buf[16], *p = buf;`): a block
// stored in it is that array's heap fallback (facts/builder/InlineBuffer.h), as
// analyzer/extract's Walker::inlineArrayOf.
void Walker::markInlineFallback(const Local &pointer, facts::Size &size) const {
  const Variable &p = pointer.var;
  if (!p.pointer || p.array || p.reference || p.isStatic || p.parameter >= 0 || p.init < 0)
    return;
  int init = p.init;
  while (init >= 0 && (t[init].kind == Kind::ParenthesizedExpression ||
                       t[init].kind == Kind::CastExpression))
    init = t[init].kind == Kind::CastExpression ? t.child(init, Field::Value) : t.firstNamed(init);
  if (init < 0 || t[init].kind != Kind::Identifier)
    return;
  Binding b = lookup(t.text(init));
  if (b.tree != &t || !b.variable || !b.variable->array || b.variable->isStatic ||
      b.variable->isGlobal || b.variable->parameter >= 0)
    return;
  uint64_t bytes = sizes.sizeOfType(t, b.variable->typeNode, b.variable->declarator);
  builder::fallbackOfInlineBuffer(size, p.name, b.variable->name, bytes);
}

void Walker::markConditionalFallback(const std::string &pointer, facts::Size &size) const {
  if (parents.empty())
    return;
  int child = parents.back().node;
  for (size_t i = parents.size() - 1; i-- > 0;) {
    int s = parents[i].node;
    if (s < 0)
      return; // a declaration's marker (FastWalker.cpp `declare`): the expression ends here
    Kind kind = t[s].kind;
    if (kind == Kind::ParenthesizedExpression || kind == Kind::CastExpression) {
      child = s;
      continue;
    }
    // `static_cast<unsigned *>(std::malloc(n))`: a call of a named cast, to tree-sitter.
    if (kind == Kind::ArgumentList && i > 0 && parents[i - 1].node == t[s].parent &&
        t[t[s].parent].kind == Kind::CallExpression) {
      int function = t.child(t[s].parent, Field::Function);
      std::string_view callee = function >= 0 ? t.text(function) : std::string_view();
      if (callee.starts_with("static_cast<") || callee.starts_with("reinterpret_cast<")) {
        child = t[s].parent;
        --i; // the call itself is the next ancestor
        continue;
      }
    }
    if (kind != Kind::ConditionalExpression)
      return;
    Field arm = t[child].field;
    if (arm != Field::Consequence && arm != Field::Alternative)
      return; // the condition itself
    NodeRef other = stripParensAndCasts(
        {&t, t.child(s, arm == Field::Consequence ? Field::Alternative : Field::Consequence)});
    if (!other.valid() || t[other.node].kind != Kind::Identifier)
      return;
    Binding b = lookup(t.text(other.node));
    if (b.tree != &t || !b.variable || !b.variable->array || b.variable->isStatic ||
        b.variable->isGlobal || b.variable->parameter >= 0)
      return;
    uint64_t bytes = sizes.sizeOfType(t, b.variable->typeNode, b.variable->declarator);
    builder::fallbackOfInlineBuffer(size, pointer, b.variable->name, bytes);
    return;
  }
}

} // namespace faultline::fastmode::walker
