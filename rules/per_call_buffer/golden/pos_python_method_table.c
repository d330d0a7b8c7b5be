// Host-language entry points: golden_host_checksum is registered in a PyMethodDef table, so
// CPython runs it once per Python-level call of `checksum()`, which Python code calls in loops
// (the loop no C analysis sees, assumed from the table); it PyMem_Malloc's a 256 KiB work area
// and frees it on every call (python-zstandard's Decompressor.decompress() did this with a
// ~150 KB DCtx). golden_reader_next is a `tp_iternext` slot, run once per step of a Python
// `for` loop over the object: faultline-per-call-buffer at both allocations.
#include <stddef.h>

typedef struct _object { long ob_refcnt; } PyObject;
typedef PyObject *(*PyCFunction)(PyObject *, PyObject *);
typedef PyObject *(*iternextfunc)(PyObject *);
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
  iternextfunc tp_iternext;
  PyMethodDef *tp_methods;
} PyTypeObject;
void *PyMem_Malloc(size_t n);
void PyMem_Free(void *p);
PyObject *PyLong_FromLong(long v);
#define METH_VARARGS 0x0001

enum { kHostWorkSize = 256 * 1024 };

static PyObject *golden_host_checksum(PyObject *self, PyObject *args) {
  (void)self;
  (void)args;
  unsigned char *work = PyMem_Malloc(kHostWorkSize); // EXPECT: faultline-per-call-buffer
  if (!work)
    return NULL;
  long sum = 0;
  for (size_t i = 0; i < kHostWorkSize; ++i) {
    work[i] = (unsigned char)i;
    sum += work[i];
  }
  PyMem_Free(work);
  return PyLong_FromLong(sum);
}

static PyObject *golden_reader_next(PyObject *self) {
  (void)self;
  unsigned char *chunk = PyMem_Malloc(kHostWorkSize); // EXPECT: faultline-per-call-buffer
  if (!chunk)
    return NULL;
  chunk[0] = 1;
  long first = chunk[0];
  PyMem_Free(chunk);
  return PyLong_FromLong(first);
}

static PyMethodDef GoldenHost_methods[] = {
    {"checksum", (PyCFunction)golden_host_checksum, METH_VARARGS, "sum of a scratch area"},
    {NULL, NULL, 0, NULL}};

PyTypeObject GoldenReaderType = {
    .tp_name = "golden.Reader",
    .tp_basicsize = sizeof(PyObject),
    .tp_iternext = golden_reader_next,
    .tp_methods = GoldenHost_methods,
};
