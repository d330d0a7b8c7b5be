// A `main` under `#ifdef NAME` (or `#if defined(NAME)`) with no #else, NAME defined nowhere in
// the file, is a test or example driver only a -DNAME build compiles (SplitConditionals.cpp):
// the whole group is dropped. A group with an #else, a tested name the file defines, or a
// condition on more than one name, stays.

#ifdef LIB_TESTDRIVE
int
main(void)
{
  return 1;
}
#endif /* LIB_TESTDRIVE */

#if defined(LIB_EXAMPLE)
static int example_helper(void) { return 2; }
int main(int argc, char **argv) { return example_helper() + argc; }
#endif

#ifdef LIB_WITH_ELSE
int else_kept_first(void) { return 3; }
#else
int else_kept_second(void) { return 4; }
#endif

#define LIB_DEMO
#ifdef LIB_DEMO
int demo_helper(void) { return 5; }
#endif

#if defined(LIB_A) && defined(LIB_B)
int two_names(void) { return 6; }
#endif
// CHECK-NOT: function main
// CHECK-NOT: function example_helper
// CHECK: function else_kept_first
// CHECK: function else_kept_second
// CHECK: function demo_helper
// CHECK: function two_names
