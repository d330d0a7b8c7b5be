// A tree-sitter parse flattened into an array of nodes with parent links, node kinds and field
// names resolved to enums once. The walker asks "what is my parent" and "which field am I" on
// every owner and escape lookup; tree-sitter's own ts_node_parent/ts_node_child are O(depth) and
// O(index), so one O(n) copy with a cursor is both simpler and faster to query.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::fastmode {

// Only the grammar node types the extractor looks at; everything else is Other.
enum class Kind : uint8_t {
  Other,
  Error, // ERROR nodes and MISSING tokens: regions tree-sitter could not parse
  TranslationUnit,
  FunctionDefinition,
  CompoundStatement,
  Declaration,
  InitDeclarator,
  Identifier,
  TypeIdentifier,
  FieldIdentifier,
  NamespaceIdentifier,
  PrimitiveType,
  SizedTypeSpecifier,
  QualifiedIdentifier,
  TemplateType,
  TemplateFunction,
  TemplateMethod,
  TemplateArgumentList,
  TypeDescriptor,
  FunctionDeclarator,
  PointerDeclarator,
  ReferenceDeclarator,
  ArrayDeclarator,
  ParenthesizedDeclarator,
  AbstractPointerDeclarator,
  AbstractArrayDeclarator,
  AbstractReferenceDeclarator,
  ParameterList,
  ParameterDeclaration,
  OptionalParameterDeclaration,
  ForStatement,
  ForRangeLoop,
  WhileStatement,
  DoStatement,
  ConditionClause,
  ExpressionStatement,
  ReturnStatement,
  CallExpression,
  ArgumentList,
  FieldExpression,
  BinaryExpression,
  UnaryExpression,
  UpdateExpression,
  PointerExpression,
  CastExpression,
  ParenthesizedExpression,
  ConditionalExpression,
  AssignmentExpression,
  CommaExpression,
  SizeofExpression,
  NewExpression,
  NewDeclarator,
  DeleteExpression,
  LambdaExpression,
  InitializerList,
  NumberLiteral,
  CharLiteral,
  StringLiteral,
  ConcatenatedString,
  Null,
  SubscriptExpression,
  PreprocDef,
  PreprocFunctionDef,
  PreprocCall,
  EnumSpecifier,
  Enumerator,
  StructSpecifier,
  UnionSpecifier,
  ClassSpecifier,
  FieldDeclarationList,
  FieldDeclaration,
  TypeDefinition,
  NamespaceDefinition,
  StorageClassSpecifier,
  TypeQualifier,
  PlaceholderTypeSpecifier,
  DestructorName,
  OperatorName,
  CompoundLiteralExpression,
  StructuredBindingDeclarator,
  BitfieldClause,
  Comment,
};

enum class Field : uint8_t {
  None,
  Name,
  Value,
  Type,
  Declarator,
  Body,
  Parameters,
  Arguments,
  Function,
  Argument,
  FieldName, // "field"
  Left,
  Right,
  Operator,
  Condition,
  Initializer,
  Update,
  Scope,
  Size,
  Length,
  Directive,
  Consequence,
  Alternative,
  Placement,
};

struct Node {
  uint32_t startByte = 0, endByte = 0;
  uint32_t startRow = 0, startColumn = 0, endRow = 0, endColumn = 0; // 0-based, bytes
  int32_t parent = -1, firstChild = -1, lastChild = -1, nextSibling = -1;
  Kind kind = Kind::Other;
  Field field = Field::None;
  bool named = false;
  const char *type = ""; // the grammar's name for the node ("(", "delete", "for_statement")
};

class SyntaxTree {
public:
  // Parses `text` (which must outlive the tree) as C or C++. Gives up after `timeoutMicros` of
  // the thread's CPU time (0: never), leaving timedOut set and no nodes.
  static SyntaxTree parse(std::string_view text, bool cpp, uint64_t timeoutMicros);

  bool timedOut = false;
  unsigned errorNodes = 0;   // ERROR and MISSING nodes
  int firstErrorNode = -1;

  bool empty() const { return nodes.empty(); }
  const Node &operator[](int i) const { return nodes[static_cast<size_t>(i)]; }
  const Node &at(int i) const { return nodes[static_cast<size_t>(i)]; }
  int root() const { return nodes.empty() ? -1 : 0; }

  std::string_view text(int i) const {
    const Node &n = nodes[static_cast<size_t>(i)];
    return source.substr(n.startByte, n.endByte - n.startByte);
  }
  // The first child in `field`, or -1.
  int child(int i, Field field) const;
  // The first named child, or -1.
  int firstNamed(int i) const;
  int nextNamed(int i) const;
  // One past the last node of `i`'s subtree. Nodes are stored in pre-order, so the subtree of
  // `i` (the node and everything inside it) is the index range [i, subtreeEnd(i)).
  int subtreeEnd(int i) const;
  // The last leaf of a node: where Clang's getEndLoc points (the start of the last token).
  int lastToken(int i) const;
  bool hasChildOfType(int i, std::string_view type) const;

  // Whether the subtree of `i` holds a `goto` (answered from gotoNodes: asked per read of a
  // local by the stored-value readings, which a scan of the function each time made quadratic).
  bool holdsGoto(int i) const;

  std::string_view source;
  std::vector<Node> nodes;
  std::vector<int> gotoNodes; // every goto_statement, in pre-order
};

// The body of a function-like macro parsed on its own as a function body (`void f(void) {
// BODY }`, line continuations joined): the compound statement's node in `tree`, or -1 when it
// does not parse without errors. What a use of the macro runs, as far as the text says
// (FastGuardBounds.cpp's macroLeaves, LeavingMacros.cpp). `source` receives the text parsed,
// which the tree points into: it must outlive `tree` and not be moved.
int parseMacroBody(std::string_view body, std::string &source, SyntaxTree &tree);

} // namespace faultline::fastmode
