// Types as spelled: which declarations are standard containers, owning smart pointers or
// threads (the only class types the rules care about), and how callees are named. Fast mode has
// no headers, so `std::vector<T>` and, under `using namespace std`, `vector<T>` both count.
#pragma once

#include "fastmode/Syntax.h"

#include <string>
#include <string_view>

namespace faultline::fastmode {

class Evaluator;

enum class ContainerKind { None, Vector, String, Deque, Valarray };

struct TypeInfo {
  ContainerKind container = ContainerKind::None;
  bool owning = false; // unique_ptr / shared_ptr
  bool thread = false; // std::thread / std::jthread
  bool isAuto = false;
  bool other = false;  // some other class or unknown named type
  std::string text;    // "std::vector<double>"
  int elementType = -1; // the template argument's type_descriptor, -1 for strings
  std::string elementText; // "double", "char"
  uint64_t fixedElementSize = 0; // strings: char 1, wchar_t 4, ...

  bool isClass() const { return container != ContainerKind::None || owning || thread; }
  // std::vector<bool>: one bit per element (facts/builder/BitVector.h).
  bool isBitVector() const { return container == ContainerKind::Vector && elementText == "bool"; }
  uint64_t elementSize(const SyntaxTree &tree, const Evaluator &sizes) const;
};

// The type of a declaration's type specifier.
TypeInfo classifyType(const SyntaxTree &tree, int type);
// The type constructed by an expression `std::vector<char>(n)` / `std::unique_ptr<T[]>(p)`.
TypeInfo classifyConstruction(const SyntaxTree &tree, int expression);

// T of `std::unique_ptr<T>` / `shared_ptr<T>` as written; "" without template arguments.
std::string ownedType(const std::string &typeText);
// "malloc" for malloc, std::malloc, ::malloc, std::make_unique<T[]>.
std::string_view calleeBaseName(const SyntaxTree &tree, int function);
// The callee as spelled without template arguments: "std::make_unique", "ns::helper".
std::string calleeQualifiedName(const SyntaxTree &tree, int function);
// The template_argument_list of a callee (std::make_unique<char[]>), or -1.
int templateArguments(const SyntaxTree &tree, int function);
// Expressions in Clang's sense (what a full-expression is made of).
bool isExpressionKind(const SyntaxTree &tree, int node);

} // namespace faultline::fastmode
