// A declaration in a body whose parentheses hold only type names: Clang reads a local function
// declaration (`Scratch make_scratch(Arena);` constructs nothing; the function is defined below
// and small). Fast mode, which cannot tell a type from a value, reads a variable constructed
// from `Arena` (as it reads `std::vector<char> v(n)`), which allocates nothing either; its
// rewrite of vexing parses into calls (analyzer/fastmode/VexingCalls.h) applies only to lists
// holding a call. Nothing is reported in either mode.
#include <cstddef>

struct Arena {
  char bytes[64];
};
struct Scratch {
  char *data;
  std::size_t size;
};

std::size_t vex_neg_sum(const Arena *arenas, std::size_t n) {
  Scratch make_scratch(Arena);
  std::size_t total = 0;
  for (std::size_t i = 0; i < n; ++i)
    total += make_scratch(arenas[i]).size;
  return total;
}

Scratch make_scratch(Arena a) { return Scratch{a.bytes, sizeof a.bytes}; }
