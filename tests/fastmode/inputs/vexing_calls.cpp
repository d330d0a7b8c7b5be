// The most vexing parse undone where Clang would (analyzer/fastmode/VexingCalls.h): a parameter
// list holding a call `NAME(ARGS)` is the argument list of a variable's construction, so the
// call is a call whose result the variable owns (the same facts as tests/extract/dump_facts).
#include <memory>

struct State;
State *make_state(void *alloc, void *release, void *opaque);
State *fresh_state();
void drop_state(State *s);
struct DropState {
  void operator()(State *s) const { drop_state(s); }
};

void vexing(int n) {
  // CHECK: function vexing 14:6
  // CHECK-NEXT: loop 0 for 19:3 parent=-1
  std::unique_ptr<State, decltype(drop_state) *> st(make_state(nullptr, nullptr, nullptr), drop_state);
  // CHECK: call make_state 17:53 loop=-1 args=[0|0|0] argkeys=[||] result=st@17:50 result-escape=none
  for (int i = 0; i < n; ++i) {
    std::unique_ptr<State, DropState> each(fresh_state());
    // CHECK: call fresh_state 20:44 loop=0 args=[] argkeys=[] result=each@20:39 result-escape=none
  }
}
