// Allocator hooks found by fast mode (FastHooks.cpp): the pseudo-functions of file-scope
// function-pointer variables initialised to an allocator or releaser, and of struct fields a
// function is stored into (extract/FieldCallbacks.h on the Clang side).
#pragma once

#include "facts/Facts.h"
#include "facts/builder/AllocatorHook.h"
#include "fastmode/FileConstants.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::fastmode {

// The key of member `member` of the class or struct a variable of type `typeName` is or points
// to (`const struct dc_io *` -> "fast:dc_io::alloc"): a method call's. A function-pointer
// field's stores are keyed "field:" + that, and so are C's calls through fields (`io->alloc(n)`;
// in C++ `x->f()` is taken as a method call, and calls through fields are not followed).
std::string fastMemberKey(std::string_view typeName, std::string_view member);
// The class name fastMemberKey keys by: `const ns::Foo<int> *` -> "Foo"; "" when there is none.
std::string fastMemberType(std::string_view typeName);

// What `value` (through casts and `&`) names when it can be a hook's or field's function: a
// function this file defines (forwarded to, by its key) or the C library's allocator or
// releaser. `parameters`: how many the call through it passes.
std::optional<builder::HookTarget> hookTargetOf(const SyntaxTree &t, const FileScope &file,
                                                const std::string &path, int value,
                                                unsigned &parameters);

// A store of the function `value` names into the field `field` of a struct of type `typeName`
// (`{.alloc = malloc}`, `io->alloc = my_alloc`), at `at`: the pseudo-function calls through the
// field resolve to, as extract/FieldCallbacks.h makes on the Clang side; none when `value`
// names no such function or the type is unknown.
std::optional<facts::FunctionFacts> fieldCallbackStore(const SyntaxTree &t, const FileScope &file,
                                                       const std::string &path,
                                                       std::string_view typeName,
                                                       const std::string &field, int value,
                                                       int at);

// The stores of the file-scope variables' designated initialisers (`static const struct dc_io
// dc_defaults = {.alloc = malloc, .release = free};`).
std::vector<facts::FunctionFacts> fileScopeFieldCallbacks(const SyntaxTree &t,
                                                          const FileScope &file,
                                                          const std::string &path);

std::vector<facts::FunctionFacts> allocatorHooks(const SyntaxTree &tree, const FileScope &file,
                                                 const std::string &path);

} // namespace faultline::fastmode
