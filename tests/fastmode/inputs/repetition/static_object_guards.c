// Once-guards on a static object (OnceShapes::onceTest, FastRepetition's onceTest): a test that a
// field of a static or global object is zero, whose branch fills the object. Accepted: the
// object's address (or a field's) handed to a call, a nonzero store to the field, a conjunct of
// `&&`, the whole value filled through its address. Refused: a field of a non-static local, a
// branch that stores zero, an address stored rather than passed, a branch that only reads.
#include <stdlib.h>

struct text_buf {
  size_t len;
  char *buf;
  struct { int n; } inner;
};

void fill(struct text_buf *sb);
void fill_count(int *n);
void helper(const char *p);
void fill_pointer(char **p);

static struct text_buf email;
static struct text_buf name;
static unsigned given;
static char *cache;

const char *filled_through_address(void) {
  if (!(given & 2) && !email.len) {
    helper("a");
    fill(&email);
  }
  return email.buf;
}

void filled_through_inner_field(void) {
  if (name.inner.n == 0) {
    helper("b");
    fill_count(&name.inner.n);
  }
}

void field_stored(void) {
  if (email.buf == NULL) {
    helper("c");
    email.buf = malloc(16);
  }
}

void whole_value_through_address(void) {
  if (!cache) {
    helper("d");
    fill_pointer(&cache);
  }
}

size_t local_object(void) {
  struct text_buf mine = {0, NULL, {0}};
  if (!mine.len) {
    helper("e");
    fill(&mine);
  }
  return mine.len;
}

void stored_zero(void) {
  if (email.buf == NULL) {
    helper("f");
    email.buf = NULL;
  }
}

struct text_buf *alias;

void address_stored(void) {
  if (!name.len) {
    helper("g");
    alias = &name;
  }
}

void only_read(void) {
  if (!name.len)
    helper(name.buf);
}

// AST mode gives the same notRepeated reasons (faultline extract --source static_object_guards.c).
// CHECK-LABEL: function filled_through_address
// CHECK-NEXT: call helper 26:5 loop=-1 varying=[] not-repeated='lazily initialised: runs only while 'len' of 'email' is unset'
// CHECK-NEXT: call fill 27:5 loop=-1 varying=[] not-repeated='lazily initialised: runs only while 'len' of 'email' is unset'
// CHECK-LABEL: function filled_through_inner_field
// CHECK-NEXT: call helper 34:5 loop=-1 varying=[] not-repeated='lazily initialised: runs only while 'n' is unset'
// CHECK-NEXT: call fill_count 35:5 loop=-1 varying=[] not-repeated='lazily initialised: runs only while 'n' is unset'
// CHECK-LABEL: function field_stored
// CHECK-NEXT: block malloc 42:17 loop=-1 not-repeated='lazily initialised: runs only while 'buf' is unset'
// CHECK-NEXT: call helper 41:5 loop=-1 varying=[] not-repeated='lazily initialised: runs only while 'buf' is unset'
// CHECK-LABEL: function whole_value_through_address
// CHECK-NEXT: call helper 48:5 loop=-1 varying=[] not-repeated='guarded by the once-flag 'cache''
// CHECK-NEXT: call fill_pointer 49:5 loop=-1 varying=[] not-repeated='guarded by the once-flag 'cache''
// CHECK-LABEL: function local_object
// CHECK-NEXT: call helper 56:5 loop=-1 varying=[]{{$}}
// CHECK-NEXT: call fill 57:5 loop=-1 varying=[]{{$}}
// CHECK-LABEL: function stored_zero
// CHECK-NEXT: call helper 64:5 loop=-1 varying=[]{{$}}
// CHECK-LABEL: function address_stored
// CHECK-NEXT: call helper 73:5 loop=-1 varying=[]{{$}}
// CHECK-LABEL: function only_read
// CHECK-NEXT: call helper 80:5 loop=-1 varying=[]{{$}}
