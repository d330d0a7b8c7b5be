#include "fastmode/Syntax.h"
#include "fastmode/ArrayPointerDeclarations.h"
#include "fastmode/VexingCalls.h"

#include <tree_sitter/api.h>

#include <algorithm>
#include <ctime>
#include <cstring>
#include <memory>
#include <mutex>
#include <unordered_map>

extern "C" const TSLanguage *tree_sitter_c(void);
extern "C" const TSLanguage *tree_sitter_cpp(void);

namespace faultline::fastmode {
namespace {

const std::unordered_map<std::string_view, Kind> &kindNames() {
  static const std::unordered_map<std::string_view, Kind> names = {
      {"ERROR", Kind::Error},
      {"translation_unit", Kind::TranslationUnit},
      {"function_definition", Kind::FunctionDefinition},
      {"compound_statement", Kind::CompoundStatement},
      {"declaration", Kind::Declaration},
      {"init_declarator", Kind::InitDeclarator},
      {"identifier", Kind::Identifier},
      {"type_identifier", Kind::TypeIdentifier},
      {"field_identifier", Kind::FieldIdentifier},
      {"namespace_identifier", Kind::NamespaceIdentifier},
      {"primitive_type", Kind::PrimitiveType},
      {"sized_type_specifier", Kind::SizedTypeSpecifier},
      {"qualified_identifier", Kind::QualifiedIdentifier},
      {"template_type", Kind::TemplateType},
      {"template_function", Kind::TemplateFunction},
      {"template_method", Kind::TemplateMethod},
      {"template_argument_list", Kind::TemplateArgumentList},
      {"type_descriptor", Kind::TypeDescriptor},
      {"function_declarator", Kind::FunctionDeclarator},
      {"pointer_declarator", Kind::PointerDeclarator},
      {"reference_declarator", Kind::ReferenceDeclarator},
      {"array_declarator", Kind::ArrayDeclarator},
      {"parenthesized_declarator", Kind::ParenthesizedDeclarator},
      {"abstract_pointer_declarator", Kind::AbstractPointerDeclarator},
      {"abstract_array_declarator", Kind::AbstractArrayDeclarator},
      {"abstract_reference_declarator", Kind::AbstractReferenceDeclarator},
      {"parameter_list", Kind::ParameterList},
      {"parameter_declaration", Kind::ParameterDeclaration},
      {"optional_parameter_declaration", Kind::OptionalParameterDeclaration},
      {"for_statement", Kind::ForStatement},
      {"for_range_loop", Kind::ForRangeLoop},
      {"while_statement", Kind::WhileStatement},
      {"do_statement", Kind::DoStatement},
      {"condition_clause", Kind::ConditionClause},
      {"expression_statement", Kind::ExpressionStatement},
      {"return_statement", Kind::ReturnStatement},
      {"call_expression", Kind::CallExpression},
      {"argument_list", Kind::ArgumentList},
      {"field_expression", Kind::FieldExpression},
      {"binary_expression", Kind::BinaryExpression},
      {"unary_expression", Kind::UnaryExpression},
      {"update_expression", Kind::UpdateExpression},
      {"pointer_expression", Kind::PointerExpression},
      {"cast_expression", Kind::CastExpression},
      {"parenthesized_expression", Kind::ParenthesizedExpression},
      {"conditional_expression", Kind::ConditionalExpression},
      {"assignment_expression", Kind::AssignmentExpression},
      {"comma_expression", Kind::CommaExpression},
      {"sizeof_expression", Kind::SizeofExpression},
      {"new_expression", Kind::NewExpression},
      {"new_declarator", Kind::NewDeclarator},
      {"delete_expression", Kind::DeleteExpression},
      {"lambda_expression", Kind::LambdaExpression},
      {"initializer_list", Kind::InitializerList},
      {"number_literal", Kind::NumberLiteral},
      {"char_literal", Kind::CharLiteral},
      {"string_literal", Kind::StringLiteral},
      {"raw_string_literal", Kind::StringLiteral},
      {"concatenated_string", Kind::ConcatenatedString},
      {"null", Kind::Null},
      {"nullptr", Kind::Null},
      {"subscript_expression", Kind::SubscriptExpression},
      {"preproc_def", Kind::PreprocDef},
      {"preproc_function_def", Kind::PreprocFunctionDef},
      {"preproc_call", Kind::PreprocCall},
      {"enum_specifier", Kind::EnumSpecifier},
      {"enumerator", Kind::Enumerator},
      {"struct_specifier", Kind::StructSpecifier},
      {"union_specifier", Kind::UnionSpecifier},
      {"class_specifier", Kind::ClassSpecifier},
      {"field_declaration_list", Kind::FieldDeclarationList},
      {"field_declaration", Kind::FieldDeclaration},
      {"type_definition", Kind::TypeDefinition},
      {"namespace_definition", Kind::NamespaceDefinition},
      {"storage_class_specifier", Kind::StorageClassSpecifier},
      {"type_qualifier", Kind::TypeQualifier},
      {"placeholder_type_specifier", Kind::PlaceholderTypeSpecifier},
      {"destructor_name", Kind::DestructorName},
      {"operator_name", Kind::OperatorName},
      {"compound_literal_expression", Kind::CompoundLiteralExpression},
      {"structured_binding_declarator", Kind::StructuredBindingDeclarator},
      {"bitfield_clause", Kind::BitfieldClause},
      {"comment", Kind::Comment},
  };
  return names;
}

const std::unordered_map<std::string_view, Field> &fieldNames() {
  static const std::unordered_map<std::string_view, Field> names = {
      {"name", Field::Name},           {"value", Field::Value},
      {"type", Field::Type},           {"declarator", Field::Declarator},
      {"body", Field::Body},           {"parameters", Field::Parameters},
      {"arguments", Field::Arguments}, {"function", Field::Function},
      {"argument", Field::Argument},   {"field", Field::FieldName},
      {"left", Field::Left},           {"right", Field::Right},
      {"operator", Field::Operator},   {"condition", Field::Condition},
      {"initializer", Field::Initializer}, {"update", Field::Update},
      {"scope", Field::Scope},         {"size", Field::Size},
      {"length", Field::Length},       {"directive", Field::Directive},
      {"consequence", Field::Consequence}, {"alternative", Field::Alternative},
      {"placement", Field::Placement},
  };
  return names;
}

// Symbol and field ids -> our enums, computed once per grammar.
struct LanguageTables {
  const TSLanguage *language = nullptr;
  std::vector<Kind> kinds;
  std::vector<Field> fields;

  explicit LanguageTables(const TSLanguage *lang) : language(lang) {
    uint32_t symbols = ts_language_symbol_count(lang);
    kinds.resize(symbols, Kind::Other);
    for (uint32_t s = 0; s < symbols; ++s) {
      const char *name = ts_language_symbol_name(lang, static_cast<TSSymbol>(s));
      if (!name)
        continue;
      auto it = kindNames().find(name);
      if (it != kindNames().end())
        kinds[s] = it->second;
    }
    uint32_t fieldCount = ts_language_field_count(lang);
    fields.resize(fieldCount + 1, Field::None);
    for (uint32_t f = 1; f <= fieldCount; ++f) {
      const char *name = ts_language_field_name_for_id(lang, static_cast<TSFieldId>(f));
      if (!name)
        continue;
      auto it = fieldNames().find(name);
      if (it != fieldNames().end())
        fields[f] = it->second;
    }
  }
};

const LanguageTables &tables(bool cpp) {
  static const LanguageTables c(tree_sitter_c());
  static const LanguageTables cxx(tree_sitter_cpp());
  return cpp ? cxx : c;
}

// The parse budget is CPU time of the parsing thread, not wall time: a loaded machine (or -j
// larger than the cores) must not turn ordinary files into timeouts.
uint64_t threadCpuMicros() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<uint64_t>(ts.tv_sec) * 1000000 + static_cast<uint64_t>(ts.tv_nsec) / 1000;
}

struct Deadline {
  uint64_t endMicros = 0;
  bool expired = false;
};

// Called by the parser every so often; returning true cancels the parse.
bool checkDeadline(TSParseState *state) {
  auto *deadline = static_cast<Deadline *>(state->payload);
  if (threadCpuMicros() >= deadline->endMicros)
    deadline->expired = true;
  return deadline->expired;
}

struct ParserDeleter {
  void operator()(TSParser *p) const { ts_parser_delete(p); }
};
struct TreeDeleter {
  void operator()(TSTree *t) const { ts_tree_delete(t); }
};

} // namespace

bool SyntaxTree::holdsGoto(int i) const {
  auto first = std::lower_bound(gotoNodes.begin(), gotoNodes.end(), i);
  return first != gotoNodes.end() && *first < subtreeEnd(i);
}

SyntaxTree SyntaxTree::parse(std::string_view text, bool cpp, uint64_t timeoutMicros) {
  SyntaxTree out;
  out.source = text;
  const LanguageTables &lang = tables(cpp);
  // One parser per thread: creating one costs little next to a parse, but reusing it keeps
  // its internal buffers warm across the files of a run.
  thread_local std::unique_ptr<TSParser, ParserDeleter> parsers[2];
  auto &parser = parsers[cpp ? 1 : 0];
  if (!parser) {
    parser.reset(ts_parser_new());
    ts_parser_set_language(parser.get(), lang.language);
  }
  if (text.size() > UINT32_MAX)
    return out;

  Deadline deadline;
  deadline.endMicros = threadCpuMicros() + timeoutMicros;
  TSInput input{};
  struct Buffer {
    std::string_view text;
  } buffer{text};
  input.payload = &buffer;
  input.read = [](void *payload, uint32_t byte, TSPoint, uint32_t *read) -> const char * {
    auto *b = static_cast<Buffer *>(payload);
    if (byte >= b->text.size()) {
      *read = 0;
      return "";
    }
    *read = static_cast<uint32_t>(b->text.size() - byte);
    return b->text.data() + byte;
  };
  input.encoding = TSInputEncodingUTF8;
  TSParseOptions options{&deadline, timeoutMicros ? checkDeadline : nullptr};
  std::unique_ptr<TSTree, TreeDeleter> tree(
      ts_parser_parse_with_options(parser.get(), nullptr, input, options));
  if (!tree) {
    out.timedOut = deadline.expired;
    ts_parser_reset(parser.get()); // a cancelled parse would otherwise resume next time
    return out;
  }

  // Flatten with one cursor walk (pre-order), linking parents and siblings.
  TSNode rootNode = ts_tree_root_node(tree.get());
  TSTreeCursor cursor = ts_tree_cursor_new(rootNode);
  out.nodes.reserve(text.size() / 3 + 16);
  std::vector<int32_t> stack; // index of the node at each depth
  auto add = [&](int32_t parent) {
    TSNode n = ts_tree_cursor_current_node(&cursor);
    Node node;
    node.startByte = ts_node_start_byte(n);
    node.endByte = ts_node_end_byte(n);
    TSPoint s = ts_node_start_point(n), e = ts_node_end_point(n);
    node.startRow = s.row;
    node.startColumn = s.column;
    node.endRow = e.row;
    node.endColumn = e.column;
    node.parent = parent;
    node.named = ts_node_is_named(n);
    node.type = ts_node_type(n);
    TSSymbol symbol = ts_node_symbol(n);
    node.kind = symbol < lang.kinds.size() ? lang.kinds[symbol] : Kind::Other;
    if (ts_node_is_missing(n) || ts_node_is_error(n))
      node.kind = Kind::Error;
    TSFieldId field = ts_tree_cursor_current_field_id(&cursor);
    node.field = field < lang.fields.size() ? lang.fields[field] : Field::None;
    int32_t index = static_cast<int32_t>(out.nodes.size());
    if (node.kind == Kind::Error) {
      ++out.errorNodes;
      if (out.firstErrorNode < 0)
        out.firstErrorNode = index;
    }
    if (std::string_view(node.type) == "goto_statement")
      out.gotoNodes.push_back(index);
    if (parent >= 0) {
      Node &p = out.nodes[static_cast<size_t>(parent)];
      if (p.lastChild >= 0)
        out.nodes[static_cast<size_t>(p.lastChild)].nextSibling = index;
      else
        p.firstChild = index;
      p.lastChild = index;
    }
    out.nodes.push_back(node);
    return index;
  };
  stack.push_back(add(-1));
  while (true) {
    if (ts_tree_cursor_goto_first_child(&cursor)) {
      stack.push_back(add(stack.back()));
      continue;
    }
    bool moved = false;
    while (!moved) {
      if (ts_tree_cursor_goto_next_sibling(&cursor)) {
        stack.pop_back();
        stack.push_back(add(stack.back()));
        moved = true;
      } else if (ts_tree_cursor_goto_parent(&cursor)) {
        stack.pop_back();
      } else {
        ts_tree_cursor_delete(&cursor);
        if (cpp)
          rewriteVexingCalls(out);
        else
          rewriteArrayPointerDeclarations(out);
        return out;
      }
    }
  }
}

int SyntaxTree::child(int i, Field field) const {
  for (int c = (*this)[i].firstChild; c >= 0; c = (*this)[c].nextSibling)
    if ((*this)[c].field == field)
      return c;
  return -1;
}

int SyntaxTree::firstNamed(int i) const {
  for (int c = (*this)[i].firstChild; c >= 0; c = (*this)[c].nextSibling)
    if ((*this)[c].named && (*this)[c].kind != Kind::Comment)
      return c;
  return -1;
}

int SyntaxTree::nextNamed(int i) const {
  for (int c = (*this)[i].nextSibling; c >= 0; c = (*this)[c].nextSibling)
    if ((*this)[c].named && (*this)[c].kind != Kind::Comment)
      return c;
  return -1;
}

int SyntaxTree::subtreeEnd(int i) const {
  while ((*this)[i].lastChild >= 0)
    i = (*this)[i].lastChild;
  return i + 1;
}

int SyntaxTree::lastToken(int i) const {
  while (true) {
    int last = (*this)[i].lastChild;
    // Skip zero-width MISSING tokens and trailing comments: Clang's end is the last real token.
    // Clang's expression and return statements end before their ';' (declarations include it).
    std::string_view type = (*this)[i].type;
    bool dropSemicolon = type == "expression_statement" || type == "return_statement" ||
                         type == "do_statement" || type == "break_statement" ||
                         type == "continue_statement" || type == "goto_statement";
    while (last >= 0 && ((*this)[last].startByte == (*this)[last].endByte ||
                         (*this)[last].kind == Kind::Comment ||
                         (dropSemicolon && std::string_view((*this)[last].type) == ";"))) {
      int prev = -1;
      for (int c = (*this)[i].firstChild; c >= 0 && c != last; c = (*this)[c].nextSibling)
        prev = c;
      last = prev;
    }
    if (last < 0)
      return i;
    i = last;
  }
}

bool SyntaxTree::hasChildOfType(int i, std::string_view type) const {
  for (int c = (*this)[i].firstChild; c >= 0; c = (*this)[c].nextSibling)
    if (type == (*this)[c].type)
      return true;
  return false;
}

int parseMacroBody(std::string_view body, std::string &source, SyntaxTree &tree) {
  source = "void f(void) {\n" + std::string(body) + "\n}";
  for (size_t at = source.find("\\\n"); at != std::string::npos; at = source.find("\\\n", at))
    source.replace(at, 2, "  "); // line continuations: the body is one logical line
  tree = SyntaxTree::parse(source, /*cpp=*/false, 100000);
  if (tree.empty() || tree.errorNodes != 0)
    return -1;
  int definition = tree.firstNamed(0);
  return definition >= 0 ? tree.child(definition, Field::Body) : -1;
}

} // namespace faultline::fastmode
