// Host-language entry points that do not repeat: a module init function (run once per import),
// a `tp_dealloc` slot (once per object) and a helper no table registers and no loop calls each
// allocate and free a 256 KiB block once; golden_neg_length, which the PyMethodDef table does
// register, allocates nothing. Only functions in a table's per-call slots (and what they call)
// count as called repeatedly by the host, so nothing here is reported.
#include <stddef.h>

typedef struct _object { long ob_refcnt; } PyObject;
typedef PyObject *(*PyCFunction)(PyObject *, PyObject *);
typedef void (*destructor)(PyObject *);
typedef struct PyMethodDef {
  const char *ml_name;
  PyCFunction ml_meth;
  int ml_flags;
  const char *ml_doc;
} PyMethodDef;
typedef struct _typeobject {
  const char *tp_name;
  long tp_basicsize;
  destructor tp_dealloc;
  PyMethodDef *tp_methods;
} PyTypeObject;
void *PyMem_Malloc(size_t n);
void PyMem_Free(void *p);
PyObject *PyLong_FromLong(long v);
PyObject *golden_neg_create_module(PyMethodDef *methods);
#define METH_VARARGS 0x0001

enum { kNegHostSize = 256 * 1024 };

static void golden_neg_scratch_once(void) {
  unsigned char *scratch = PyMem_Malloc(kNegHostSize);
  if (scratch) {
    scratch[0] = 0;
    PyMem_Free(scratch);
  }
}

static PyObject *golden_neg_length(PyObject *self, PyObject *args) {
  (void)self;
  (void)args;
  return PyLong_FromLong(kNegHostSize);
}

static void golden_neg_dealloc(PyObject *self) {
  unsigned char *log = PyMem_Malloc(kNegHostSize);
  if (log) {
    log[0] = (unsigned char)self->ob_refcnt;
    PyMem_Free(log);
  }
}

static PyMethodDef GoldenNeg_methods[] = {
    {"length", (PyCFunction)golden_neg_length, METH_VARARGS, "a constant"},
    {NULL, NULL, 0, NULL}};

PyTypeObject GoldenNegType = {
    .tp_name = "golden.Neg",
    .tp_basicsize = sizeof(PyObject),
    .tp_dealloc = golden_neg_dealloc,
    .tp_methods = GoldenNeg_methods,
};

PyObject *PyInit_golden_neg(void) {
  unsigned char *table = PyMem_Malloc(kNegHostSize);
  if (!table)
    return NULL;
  table[0] = 0;
  PyMem_Free(table);
  golden_neg_scratch_once();
  return golden_neg_create_module(GoldenNeg_methods);
}
