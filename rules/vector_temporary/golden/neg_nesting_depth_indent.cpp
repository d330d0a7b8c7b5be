// An indentation prefix sized by a nesting depth: every call of printNode passes 0 or its own
// depth plus one (`++depth;` before the loop), so `depth` counts levels of the tree, not items.
// `depth * 2` bytes would reach 128 KiB only at 65,536 levels of nesting: the per-call string
// cannot plausibly be large and is not reported (a nesting counter, see "Indentation by nesting
// depth" in faultline-vector-temporary.md).
#include <cstddef>
#include <string>
#include <vector>

struct Node {
  std::vector<Node *> kids;
  std::vector<int> vals;
};

void printVal(int depth, int v, std::string *out) {
  std::string prefix(depth * 2, ' ');
  *out += prefix;
  *out += std::to_string(v);
}

void printNode(int depth, const Node *n, std::string *out) {
  std::string prefix(depth * 2, ' ');
  *out += prefix;
  ++depth;
  for (std::size_t i = 0; i < n->vals.size(); ++i)
    printVal(depth, n->vals[i], out);
  for (std::size_t i = 0; i < n->kids.size(); ++i)
    printNode(depth, n->kids[i], out);
}

std::string print(const Node *root) {
  std::string out;
  printNode(0, root, &out);
  return out;
}
