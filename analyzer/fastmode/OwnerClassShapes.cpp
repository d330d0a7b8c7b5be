// Classes' member types and destructors, for owner classes in fast mode (OwnerClassShapes.h).
#include "fastmode/OwnerClassShapes.h"

#include "extract/KnownFunctions.h"
#include "fastmode/FastExtractor.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FileConstants.h"
#include "fastmode/HeaderCache.h"

#include <memory>

namespace faultline::fastmode {

namespace {

// The member a field declarator declares (`buf_`, `*buf_`, `buf_[4]`), -1 for a method.
int memberName(const SyntaxTree &t, int d, bool &pointer) {
  for (unsigned guard = 0; d >= 0 && guard < 16; ++guard) {
    switch (t[d].kind) {
    case Kind::FieldIdentifier:
    case Kind::Identifier:
      return d;
    case Kind::PointerDeclarator:
      pointer = true;
      d = t.child(d, Field::Declarator);
      break;
    case Kind::ArrayDeclarator:
    case Kind::InitDeclarator:
      d = t.child(d, Field::Declarator);
      break;
    default:
      return -1; // function declarators (methods), references, bit fields' oddities
    }
  }
  return -1;
}

MemberShape shapeOf(const SyntaxTree &t, int type, bool pointer) {
  MemberShape m;
  TypeInfo info = classifyType(t, type);
  m.pointer = pointer;
  m.typeText = info.text;
  if (pointer)
    return m;
  m.container = info.container;
  m.owning = info.owning;
  m.elementText = info.elementText;
  if (info.owning) {
    // unique_ptr<T[]>: the element is T (the smart pointer's own template argument).
    std::string text = info.text;
    size_t open = text.find('<'), close = text.rfind('>');
    if (open != std::string::npos && close != std::string::npos && close > open)
      m.elementText = singleSpaced(text.substr(open + 1, close - open - 1));
  }
  return m;
}

bool isDestructorDefinition(const SyntaxTree &t, int definition, std::string &className) {
  int d = t.child(definition, Field::Declarator);
  for (unsigned guard = 0; d >= 0 && t[d].kind != Kind::FunctionDeclarator && guard < 8; ++guard)
    d = t.child(d, Field::Declarator);
  int name = d >= 0 ? t.child(d, Field::Declarator) : -1;
  if (name < 0)
    return false;
  if (t[name].kind == Kind::DestructorName) {
    className = std::string(t.text(name).substr(1)); // in the class body: the class is the caller's
    return true;
  }
  if (t[name].kind != Kind::QualifiedIdentifier)
    return false;
  std::string written = singleSpaced(t.text(name));
  size_t tilde = written.rfind("::~");
  if (tilde == std::string::npos)
    return false;
  std::string scope = written.substr(0, tilde);
  className = std::string(lastComponent(scope));
  return !className.empty() && className == written.substr(tilde + 3);
}

// The names a subtree mentions as identifiers or `this->x` fields.
void mentionedNames(const SyntaxTree &t, int e, std::set<std::string, std::less<>> &out) {
  if (e < 0)
    return;
  for (int i = e, end = t.subtreeEnd(e); i < end; ++i) {
    if (t[i].kind == Kind::Identifier) {
      out.emplace(t.text(i));
    } else if (t[i].kind == Kind::FieldExpression) {
      int object = t.child(i, Field::Argument);
      int field = t.child(i, Field::FieldName);
      if (object >= 0 && field >= 0 && std::string_view(t[object].type) == "this")
        out.emplace(t.text(field));
    }
  }
}

// Which members a destructor body releases and which it hands elsewhere (as MemberUses on the
// Clang side: a release of the member itself; an assignment of something naming it to anything
// but a member; a pointer or reference initialised from it).
void readDestructor(const SyntaxTree &t, int body, ClassShape &shape) {
  shape.destructorSeen = true;
  auto own = [&](int e) { return ownMemberName(t, e, shape); };
  for (int i = body, end = t.subtreeEnd(body); i < end; ++i) {
    switch (t[i].kind) {
    case Kind::DeleteExpression: {
      int argument = -1;
      for (int c = t[i].firstChild; c >= 0; c = t[c].nextSibling)
        if (t[c].named && t[c].kind != Kind::Comment)
          argument = c;
      if (std::string name = own(argument); !name.empty())
        shape.released.insert(name);
      break;
    }
    case Kind::CallExpression: {
      int function = t.child(i, Field::Function);
      int args = t.child(i, Field::Arguments);
      int first = args >= 0 ? t.firstNamed(args) : -1;
      if (function < 0 || first < 0 || t[function].kind == Kind::FieldExpression)
        break;
      std::string name(calleeBaseName(t, function));
      if (extract::findReleaseFunction(name) || name == "fclose" || name == "pclose")
        if (std::string member = own(first); !member.empty())
          shape.released.insert(member);
      break;
    }
    case Kind::AssignmentExpression: {
      if (!own(t.child(i, Field::Left)).empty())
        break; // the member's own reset (`buf_ = nullptr`)
      mentionedNames(t, t.child(i, Field::Right), shape.escaped);
      break;
    }
    case Kind::InitDeclarator: {
      int d = t.child(i, Field::Declarator);
      if (d >= 0 && (t[d].kind == Kind::PointerDeclarator || t[d].kind == Kind::ReferenceDeclarator))
        mentionedNames(t, t.child(i, Field::Value), shape.escaped);
      break;
    }
    default:
      break;
    }
  }
}

void readClass(const SyntaxTree &t, int specifier, ClassShapes &out) {
  int nameNode = t.child(specifier, Field::Name);
  int body = t.child(specifier, Field::Body);
  if (nameNode < 0 || body < 0 || t[nameNode].kind != Kind::TypeIdentifier)
    return;
  ClassShape &shape = out.byName[std::string(t.text(nameNode))];
  for (int member = t[body].firstChild; member >= 0; member = t[member].nextSibling) {
    if (t[member].kind != Kind::FieldDeclaration)
      continue;
    int type = t.child(member, Field::Type);
    if (type < 0 || hasSpecifier(t, member, "static"))
      continue;
    for (int d = t[member].firstChild; d >= 0; d = t[d].nextSibling) {
      if (t[d].field != Field::Declarator)
        continue;
      bool pointer = false;
      int name = memberName(t, d, pointer);
      if (name >= 0)
        shape.members.emplace(std::string(t.text(name)), shapeOf(t, type, pointer));
    }
  }
  for (int member = t[body].firstChild; member >= 0; member = t[member].nextSibling) {
    std::string className;
    if (t[member].kind == Kind::FunctionDefinition && t.child(member, Field::Body) >= 0 &&
        isDestructorDefinition(t, member, className))
      readDestructor(t, t.child(member, Field::Body), shape);
  }
}

void merge(ClassShapes &into, const ClassShapes &from) {
  for (const auto &[name, shape] : from.byName) {
    ClassShape &s = into.byName[name];
    s.members.insert(shape.members.begin(), shape.members.end());
    s.released.insert(shape.released.begin(), shape.released.end());
    s.escaped.insert(shape.escaped.begin(), shape.escaped.end());
    s.destructorSeen = s.destructorSeen || shape.destructorSeen;
  }
}

// The classes of `tree` and the destructors defined out of line in it.
ClassShapes shapesOfTree(const SyntaxTree &t, const ClassShapes *known) {
  ClassShapes out;
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i)
    if (t[i].kind == Kind::ClassSpecifier || t[i].kind == Kind::StructSpecifier)
      readClass(t, i, out);
  if (known)
    merge(out, *known);
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
    std::string className;
    int body = t[i].kind == Kind::FunctionDefinition ? t.child(i, Field::Body) : -1;
    if (body < 0 || !isDestructorDefinition(t, i, className))
      continue;
    int parent = t[i].parent;
    if (parent >= 0 && t[parent].kind == Kind::FieldDeclarationList)
      continue; // in a class body: read with the class
    readDestructor(t, body, out.byName[className]);
  }
  return out;
}

// One header's classes (none when it cannot be read or parsed, or is C).
ClassShapes readShapes(const std::string &header, std::string_view text) {
  if (!isCppSource(header, text))
    return {};
  SyntaxTree tree = SyntaxTree::parse(text, true, defaultParseTimeoutMicros(text.size()));
  return tree.empty() ? ClassShapes() : shapesOfTree(tree, nullptr);
}

HeaderCache<ClassShapes> headerShapes(readShapes);

} // namespace

std::string ownMemberName(const SyntaxTree &t, int e, const ClassShape &shape) {
  NodeRef bare = stripParensAndCasts({&t, e});
  if (!bare.valid())
    return "";
  int n = bare.node;
  if (t[n].kind == Kind::FieldExpression) {
    int object = t.child(n, Field::Argument);
    int field = t.child(n, Field::FieldName);
    if (object < 0 || field < 0 || std::string_view(t[object].type) != "this")
      return "";
    n = field;
  } else if (t[n].kind != Kind::Identifier) {
    return "";
  }
  std::string name(t.text(n));
  return shape.members.count(name) ? name : "";
}

bool isConstructorName(std::string_view qualified, std::string_view className) {
  if (className.empty() || lastComponent(qualified) != className)
    return false;
  size_t colon = qualified.rfind("::");
  return colon != std::string_view::npos && lastComponent(qualified.substr(0, colon)) == className;
}

ClassShapes collectClassShapes(const SyntaxTree &tree, const std::string &path,
                               std::string_view text, const BuildFlags *flags) {
  ClassShapes fromHeaders;
  for (const std::string &header : projectHeaders(path, text, flags))
    merge(fromHeaders, *headerShapes.get(header));
  return shapesOfTree(tree, &fromHeaders);
}

} // namespace faultline::fastmode
