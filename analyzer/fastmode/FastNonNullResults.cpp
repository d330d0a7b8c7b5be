// Walker::projectResultArgument, fast mode's reading of analyzer/extract/NonNullResults.cpp: an
// argument that is a non-static local pointer whose every write is a call's result, the call of a
// function that is not the C library's (which answers null as a value: `getenv`, `strchr`,
// `fopen` of an optional file) and whose address is never taken
// (facts::SymbolicValue::nonNullResult). Without headers, a function this file
// neither defines nor knows as a library one counts as the program's. A write inside the loop
// is another such result, null only on its own failure, so the loop may reassign it.
#include "fastmode/WalkerImpl.h"

#include <string_view>
#include <unordered_set>

namespace faultline::fastmode::walker {

namespace {

// C library and POSIX functions returning a pointer that is null as an answer, not only as a
// failure, beyond isLibraryFunction's list.
bool answersNull(std::string_view name) {
  static const std::unordered_set<std::string_view> names = {
      "fopen",      "fdopen",    "freopen",  "popen",    "tmpfile",  "opendir",  "fdopendir",
      "readdir",    "getpwnam",  "getpwuid", "getgrnam", "getgrgid", "dlopen",   "dlsym",
      "localtime",  "gmtime",    "ctime",    "realpath", "getcwd",   "fgets",    "gets",
      "setlocale",  "ttyname",   "getlogin", "strpbrk",  "strcasestr", "memmem", "strsep",
      "index",      "rindex",    "basename", "dirname",  "gethostbyname", "getservbyname",
      "malloc",     "calloc",    "realloc",  "mmap",     "strtok_r", "inet_ntoa"};
  return names.count(name) > 0;
}

} // namespace

bool Walker::projectResultArgument(int arg) {
  int bare = stripParensAndCasts(ref(arg)).node;
  if (bare < 0 || t[bare].kind != Kind::Identifier)
    return false;
  std::string_view name = t.text(bare);
  int l = resolve(name);
  const Local *local = l >= 0 ? &locals[static_cast<size_t>(l)] : nullptr;
  if (!local || !local->var.pointer || local->var.isStatic || local->var.parameter >= 0)
    return false;
  auto projectCall = [&](int value) {
    int call = value >= 0 ? stripParensAndCasts(ref(value)).node : -1;
    int function = call >= 0 && t[call].kind == Kind::CallExpression ? t.child(call, Field::Function) : -1;
    if (function < 0 || t[function].kind != Kind::Identifier)
      return false;
    std::string_view callee = t.text(function);
    return !isLibraryFunction(callee) && !answersNull(callee);
  };
  int values = 0;
  if (local->var.init >= 0) {
    if (!projectCall(local->var.init))
      return false;
    ++values;
  }
  int body = t.child(fn.node, Field::Body);
  for (int i = body, end = body >= 0 ? t.subtreeEnd(body) : body; i < end; ++i) {
    int target = -1;
    if (t[i].kind == Kind::AssignmentExpression)
      target = t.child(i, Field::Left);
    else if (t[i].kind == Kind::UpdateExpression ||
             (t[i].kind == Kind::PointerExpression && t.text(i).substr(0, 1) == "&"))
      target = t.child(i, Field::Argument);
    target = target >= 0 ? stripParensAndCasts(ref(target)).node : -1;
    if (target < 0 || t[target].kind != Kind::Identifier || t.text(target) != name)
      continue;
    if (t[i].kind != Kind::AssignmentExpression || t.text(t.child(i, Field::Operator)) != "=" ||
        !projectCall(t.child(i, Field::Right)))
      return false;
    ++values;
  }
  return values > 0;
}

} // namespace faultline::fastmode::walker
