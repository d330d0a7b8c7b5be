// Recognising the standard library types the rules care about, by template name in namespace
// std (inline namespaces such as std::__cxx11 and std::__debug included).
#pragma once

#include "clang/AST/Type.h"

namespace faultline::extract {

enum class ContainerKind { None, Vector, String, Deque, Valarray };

ContainerKind containerKind(clang::QualType type);
clang::QualType containerElementType(clang::QualType type); // T of vector<T>, CharT of string
bool isOwningPointer(clang::QualType type);                  // std::unique_ptr, std::shared_ptr
bool isThreadType(clang::QualType type);                     // std::thread, std::jthread

} // namespace faultline::extract
