// What fast mode needs to know of a class to read its constructors as an owner class's
// (analyzer/extract/OwnerClasses.h on the Clang side): its members' declared types (a
// std::vector / std::deque or std::unique_ptr member releases itself) and which members its
// destructor releases (`delete[] buf_`, `free(window_)`, `fclose(fp_)`) or hands elsewhere.
// Without headers, fast mode reads the classes of the file itself and those of the project
// headers it includes (ConfigHeaders.h's projectHeaders, each parsed once per process), and the
// destructors defined in either (in the class body, or `C::~C()` out of line in the file).
#pragma once

#include "fastmode/ConfigHeaders.h"
#include "fastmode/Syntax.h"
#include "fastmode/TypeNames.h"

#include <map>
#include <set>
#include <string>
#include <string_view>

namespace faultline::fastmode {

struct MemberShape {
  ContainerKind container = ContainerKind::None;
  bool owning = false;  // unique_ptr / shared_ptr
  bool pointer = false; // a raw pointer member (`char *buf_`)
  std::string typeText; // "std::vector<float>"
  std::string elementText; // "float" for containers, the pointee for unique_ptr<T[]>
};

struct ClassShape {
  std::map<std::string, MemberShape, std::less<>> members;
  std::set<std::string, std::less<>> released; // by the destructor
  std::set<std::string, std::less<>> escaped;  // stored elsewhere by the destructor
  bool destructorSeen = false;                 // a destructor body was read
};

class ClassShapes {
public:
  const ClassShape *find(std::string_view name) const {
    auto it = byName.find(name);
    return it == byName.end() ? nullptr : &it->second;
  }
  // Constructors with a body in this file, by class: their constructions' call sites matter only
  // when one of them is an owner's (FastOwnerClasses.cpp), as on the Clang side, where a visible
  // constructor is read in place and never becomes a call.
  std::set<std::string, std::less<>> constructorsHere;
  std::set<std::string, std::less<>> ownerConstructorsHere;
  std::map<std::string, ClassShape, std::less<>> byName;
};

// The classes of `tree` (the file at `path`, whose text is `text`) and of its project headers.
ClassShapes collectClassShapes(const SyntaxTree &tree, const std::string &path,
                               std::string_view text, const BuildFlags *flags);

// A definition's name `ns::C::C` (in-class: the enclosing class's `C::C`) is a constructor's.
bool isConstructorName(std::string_view qualified, std::string_view className);

// Members `e` names as the object's own: `buf_` (not shadowed; the caller checks locals) or
// `this->buf_`; "" otherwise.
std::string ownMemberName(const SyntaxTree &t, int e, const ClassShape &shape);

} // namespace faultline::fastmode
