// Who owns a block decides which releases belong to it: variables, fields, RAII owners,
// temporaries, reassignment, and blocks that escape.
#include <cstdlib>
#include <memory>
#include <vector>

struct Ctx { char *scratch; std::vector<char> buf; };
char *keep;
void sink(char *);

void owners(Ctx &ctx, int n, std::vector<char *> &out) {
  std::vector<char> outer;
  for (int i = 0; i < n; ++i) {
    // CHECK: loop 0 for 13:3 parent=-1
    // CHECK-NEXT: loop 1 range-for 40:5 parent=0
    ctx.scratch = static_cast<char *>(std::malloc(1 << 20));
    // CHECK: block 0 malloc 'malloc' 16:39 loop=0 var= size=1048576
    std::free(ctx.scratch);
    // CHECK-NEXT: release free 'free' 18:5 loop=0
    ctx.buf = std::vector<char>(1 << 20);
    // CHECK: block 1 container 'std::vector<char>' 20:15 loop=0 var= size=1048576
    // CHECK-NEXT: release reassigned 'assignment' 20:5 loop=0
    char *p = new char[1 << 20];
    // CHECK: block 2 new-array 'new char[]' 23:15 loop=0 var=p size=1048576 {{.*}} escape=stored-outside
    out.push_back(p);
    char *q = static_cast<char *>(std::malloc(1 << 20));
    // CHECK: block 3 malloc 'malloc' 26:35 loop=0 var=q size=1048576 {{.*}} escape=stored-outside
    keep = q;
    auto u = std::make_unique<char[]>(1 << 20);
    // CHECK: block 4 make-unique 'std::make_unique<char[]>' 29:14 loop=0 var=u size=1048576
    // CHECK-NEXT: release scope-end 'end of scope of 'u'' 43:3 loop=0
    std::unique_ptr<char[]> r(new char[1 << 20]);
    // CHECK: block 5 new-array 'new char[]' 32:31 loop=0 var=r {{.*}} escape=ownership-released
    sink(r.release());
    sink(static_cast<char *>(std::malloc(1 << 20)));
    // CHECK: block 6 malloc 'malloc' 35:30 loop=0 var= {{.*}} escape=unknown
    outer.resize(1 << 20);
    // CHECK: block 7 container 'std::vector<char>::resize' 37:5 loop=0 var=outer
    // CHECK-NEXT: release scope-end 'end of scope of 'outer'' 44:1 loop=-1
    for (char c : std::vector<char>(1 << 20))
      (void)c;
    // CHECK: block 8 container 'std::vector<char>' 40:19 loop=0 var=__range{{[0-9]+}}
  }
}
