// Ownership: which variable, field or temporary receives a block, when it dies, and what makes
// it escape. Mirrors the ownership half of analyzer/extract/FunctionWalker.cpp.
#include "fastmode/WalkerImpl.h"

namespace faultline::fastmode::walker {

// ---------------------------------------------------------------------------------------------
// Ownership

std::string Walker::keyOf(int e) const {
  if (e < 0)
    return "";
  e = stripParensAndCasts(ref(e)).node;
  if (e < 0)
    return "";
  // `(char *)p - PREFIX`, `p + HEADER`: the same block as p (allocators that hide a header), as
  // on the Clang side.
  if (int pointer = pointerOperand(e); pointer >= 0)
    return keyOf(pointer);
  if (t[e].kind == Kind::Identifier) {
    std::string_view name = t.text(e);
    if (int l = resolve(name); l >= 0)
      return locals[static_cast<size_t>(l)].var.key;
    if (name == "stdout" || name == "stdin" || name == "stderr")
      return std::string(name);
    if (auto g = cx.file.globals.find(std::string(name)); g != cx.file.globals.end())
      return g->second.key;
    return std::string(name); // declared in a header we do not read: the name is the key
  }
  // A field or element (s->buf, ctx.scratch[i]): matched by its text within the function.
  return "expr:" + singleSpaced(t.text(e));
}

int Walker::pointerOperand(int e) const {
  if (e < 0 || t[e].kind != Kind::BinaryExpression)
    return -1;
  int op = t.child(e, Field::Operator);
  std::string_view text = op >= 0 ? t.text(op) : "";
  if (text != "+" && text != "-")
    return -1;
  auto isPointer = [&](int side) {
    int l = localOf(side);
    return l >= 0 && locals[static_cast<size_t>(l)].var.pointer;
  };
  int left = t.child(e, Field::Left), right = t.child(e, Field::Right);
  if (isPointer(left) && !isPointer(right))
    return left;
  if (text == "+" && isPointer(right) && !isPointer(left))
    return right;
  return -1;
}

int Walker::localOf(int e) const {
  e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (e < 0 || t[e].kind != Kind::Identifier)
    return -1;
  return resolve(t.text(e));
}

int Walker::pointee(int e) const {
  int out = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
  if (out >= 0 && t[out].kind == Kind::PointerExpression && t.text(out).substr(0, 1) == "&") {
    int object = t.child(out, Field::Argument);
    if (object >= 0)
      return object;
  }
  return e;
}

Owner Walker::ownerFromLValue(int lhs) const {
  Owner owner;
  owner.key = keyOf(lhs);
  owner.local = localOf(lhs);
  owner.kind = owner.local >= 0 ? Owner::Variable : Owner::LValue;
  owner.lvalue = lhs >= 0 ? stripParensAndCasts(ref(lhs)).node : -1;
  return owner;
}

int Walker::fullExpressionOf(size_t index) const {
  int full = -1;
  for (size_t i = index + 1; i-- > 0;) {
    int n = parents[i].node;
    if (n < 0 || !isExpressionKind(t, n))
      break;
    full = n;
  }
  return full;
}

// Walks up from the allocation being visited (parents.back()) through parentheses, casts and
// owning wrappers (unique_ptr<T[]>(new T[n])) to whatever receives the block.
Owner Walker::ownerOfCurrent(bool classValue) const {
  Owner owner;
  if (parents.empty())
    return owner;
  int child = parents.back().node;
  for (size_t i = parents.size() - 1; i-- > 0;) {
    const Ancestor &a = parents[i];
    if (a.local >= 0) {
      const Local &l = locals[static_cast<size_t>(a.local)];
      owner.kind = Owner::Variable;
      owner.local = a.local;
      owner.key = l.var.key;
      return owner;
    }
    int s = a.node;
    const Node &n = t[s];
    switch (n.kind) {
    case Kind::ParenthesizedExpression:
    case Kind::CastExpression:
      child = s;
      continue;
    case Kind::ConditionalExpression:
      if (t[child].field == Field::Condition) {
        owner.kind = Owner::None;
        return owner;
      }
      child = s;
      continue;
    case Kind::CommaExpression:
      if (t[child].field == Field::Right) {
        child = s;
        continue;
      }
      owner.kind = Owner::None;
      return owner;
    case Kind::ArgumentList: {
      int parent = n.parent;
      if (parent >= 0 && t[parent].kind == Kind::CallExpression) {
        child = s;
        continue; // decided at the call
      }
      // `T v(alloc)`: direct initialisation of a pointer or owner keeps it; another class
      // receives it in its constructor.
      if (i > 0 && parents[i - 1].local >= 0) {
        const Local &l = locals[static_cast<size_t>(parents[i - 1].local)];
        if (l.var.pointer || l.type.owning || l.type.isAuto) {
          child = s;
          continue;
        }
      }
      owner.kind = Owner::Stored;
      return owner;
    }
    case Kind::InitializerList: {
      if (i > 0 && parents[i - 1].local >= 0 && arguments(s).size() == 1) {
        const Local &l = locals[static_cast<size_t>(parents[i - 1].local)];
        if (l.var.pointer || l.type.owning) {
          child = s;
          continue;
        }
      }
      owner.kind = Owner::Stored; // a field or element of an aggregate
      return owner;
    }
    case Kind::CallExpression: {
      int function = t.child(s, Field::Function);
      std::string_view calleeName = function >= 0 ? calleeBaseName(t, function) : "";
      if (isCastName(calleeName) ||
          (function >= 0 && (t[function].kind == Kind::PrimitiveType ||
                             t[function].kind == Kind::SizedTypeSpecifier))) {
        child = s;
        continue;
      }
      if (calleeName == "unique_ptr" || calleeName == "shared_ptr") {
        classValue = true; // unique_ptr<T[]>(new T[n]): the wrapper owns it
        child = s;
        continue;
      }
      if (function >= 0 && t[function].kind == Kind::FieldExpression) {
        int field = t.child(function, Field::FieldName);
        int object = t.child(function, Field::Argument);
        int l = localOf(object);
        if (field >= 0 && t.text(field) == "reset" && l >= 0 && locals[static_cast<size_t>(l)].type.owning) {
          owner = ownerFromLValue(object);
          owner.kind = Owner::Reassigned;
          owner.assignment = s;
          return owner;
        }
      }
      owner.kind = classValue ? Owner::Temporary : Owner::Argument;
      owner.fullExpression = fullExpressionOf(i);
      return owner;
    }
    case Kind::AssignmentExpression:
      if (t[child].field == Field::Right) {
        int lhs = t.child(s, Field::Left);
        owner = ownerFromLValue(lhs);
        int l = localOf(lhs);
        if (classValue || (l >= 0 && locals[static_cast<size_t>(l)].type.isClass())) {
          owner.kind = Owner::Reassigned; // operator= releases what the owner held
          owner.assignment = s;
        }
        return owner;
      }
      owner.kind = Owner::None;
      return owner;
    case Kind::BinaryExpression:
      owner.kind = Owner::None; // compared, tested: not kept
      return owner;
    case Kind::ReturnStatement:
      owner.kind = Owner::Returned;
      return owner;
    default:
      break;
    }
    break;
  }
  // Discarded (an expression statement) or used in place: a temporary dies at the end of the
  // full-expression; a raw pointer nobody keeps is simply leaked.
  owner.kind = Owner::Temporary;
  owner.fullExpression = fullExpressionOf(parents.size() - 1);
  return owner;
}

void Walker::onVariableDeclared(int local, int declaration) {
  Local &l = locals[static_cast<size_t>(local)];
  if (!l.var.isStatic && !l.var.reference)
    if (std::optional<builder::CleanupRelease> cleanup = cleanupOfDeclaration(declaration, l.var.name)) {
      ScopeEnd end = scopeEndOf(declaration);
      builder::addCleanupRelease(*cleanup, l.var.key, end.range, end.loop, end.order, releases, closes);
      return;
    }
  bool raii = (l.type.owning || l.type.container != ContainerKind::None) && !l.var.reference &&
              !l.var.pointer;
  if (!raii)
    return;
  if (l.var.isStatic) {
    staticOwners.insert(local);
    return;
  }
  scopeEnds[local] = scopeEndOf(declaration);
}

// The variable dies at the end of the enclosing block; declared in a for/if header or as a
// range-for variable, at the end of that statement.
Walker::ScopeEnd Walker::scopeEndOf(int declaration) {
  ScopeEnd end;
  end.loop = currentLoop();
  int scopeNode = t[declaration].kind == Kind::ForRangeLoop ? declaration : t[declaration].parent;
  if (scopeNode >= 0 && t[scopeNode].kind == Kind::ConditionClause)
    scopeNode = t[scopeNode].parent;
  if (scopeNode >= 0 && t[scopeNode].kind == Kind::CompoundStatement) {
    int brace = t.lastToken(scopeNode);
    end.range = pointOf(brace);
    end.order = t[brace].startByte;
  } else if (scopeNode >= 0) {
    end.range = pointOf(t.lastToken(scopeNode));
    end.order = endOrderOf(scopeNode);
  }
  return end;
}

void Walker::onVariableUse(int node) {
  int l = resolve(t.text(node));
  if (l < 0 || parents.size() < 2)
    return;
  const Local &var = locals[static_cast<size_t>(l)];
  // A raw pointer handed to longer-lived storage or returned, or an owner moved away: the block
  // outlives the iteration even if the code also frees it on some path.
  size_t i = parents.size() - 2;
  int child = node;
  auto transparent = [&](const Ancestor &a) {
    if (a.node < 0)
      return false;
    Kind k = t[a.node].kind;
    if (k == Kind::ParenthesizedExpression || k == Kind::CastExpression)
      return true;
    if (k == Kind::CallExpression) // static_cast<T *>(p)
      return stripParensAndCasts(ref(a.node)).node != a.node;
    if (k == Kind::BinaryExpression) // return (char *)p + PREFIX;
      return pointerOperand(a.node) >= 0;
    return false;
  };
  while (i > 0 && transparent(parents[i])) {
    child = parents[i].node;
    --i;
  }
  const Ancestor &user = parents[i];
  if (user.node < 0) {
    const Local *declared = user.local >= 0 ? &locals[static_cast<size_t>(user.local)] : nullptr;
    if (declared && var.var.pointer && declared->var.isStatic)
      addEscape(var.var.key, facts::EscapeKind::StoredOutside, node);
    // `char *buf = tmp;`: a copy made by a declaration is an alias (WalkerOwners.cpp).
    else if (declared && declared != &var && var.var.pointer && declared->var.pointer &&
             declared->var.init >= 0 && stripParensAndCasts(ref(declared->var.init)).node == node)
      aliases[var.var.key].push_back(declared->var.key);
    return;
  }
  Kind k = t[user.node].kind;
  if (k == Kind::ReturnStatement) {
    addEscape(var.var.key, facts::EscapeKind::Returned, node);
    return;
  }
  if (!var.var.pointer)
    return;
  if (k == Kind::AssignmentExpression) {
    int lhs = t.child(user.node, Field::Left);
    if (t[child].field == Field::Right && keyOf(lhs) != var.var.key) {
      // A plain copy into another automatic local is an alias, as on the Clang side
      // (WalkerOwners.cpp's onVariableUse).
      int bare = lhs >= 0 ? stripParensAndCasts(ref(lhs)).node : -1;
      int copy = bare >= 0 && t[bare].kind == Kind::Identifier ? resolve(t.text(bare)) : -1;
      const Local *to = copy >= 0 ? &locals[static_cast<size_t>(copy)] : nullptr;
      if (to && to->var.pointer && !to->var.isStatic && stripParensAndCasts(ref(child)).node == node) {
        aliases[var.var.key].push_back(to->var.key);
      } else {
        addEscape(var.var.key, facts::EscapeKind::StoredOutside, node);
        // `ectx->userdata = out;`: remembered, a back-pointer if `out->lzc = ectx;` too.
        if (bare >= 0 && t[bare].kind == Kind::FieldExpression && t.text(bare).find("->") != std::string_view::npos) {
          int object = stripParensAndCasts(ref(t.child(bare, Field::Argument))).node;
          int holder = object >= 0 && t[object].kind == Kind::Identifier ? resolve(t.text(object)) : -1;
          const Local *base = holder >= 0 ? &locals[static_cast<size_t>(holder)] : nullptr;
          if (base && base->var.pointer && !base->var.isStatic)
            localFieldStores.push_back({var.var.key, base->var.key, rangeOf(node)});
        }
      }
    }
  } else if (k == Kind::InitializerList) {
    addEscape(var.var.key, facts::EscapeKind::StoredOutside, node);
  } else if (k == Kind::ArgumentList && i > 0 && parents[i - 1].node >= 0 &&
             t[parents[i - 1].node].kind == Kind::CallExpression) {
    int function = t.child(parents[i - 1].node, Field::Function);
    if (function >= 0 && t[function].kind == Kind::FieldExpression) {
      int field = t.child(function, Field::FieldName);
      std::string_view name = field >= 0 ? t.text(field) : "";
      if (name.rfind("push", 0) == 0 || name.rfind("emplace", 0) == 0 || name == "insert")
        addEscape(var.var.key, facts::EscapeKind::StoredOutside, node);
    }
  }
}

} // namespace faultline::fastmode::walker
