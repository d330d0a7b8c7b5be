// A buffer sized by an optional Python argument's default: `write_size` is parsed with
// PyArg_ParseTupleAndKeywords after the `|` of its format, so the variable keeps its initial
// 1 MiB whenever the Python caller leaves the argument out, which is how such methods are
// called. python-zstandard's copy_stream and writer methods allocated their
// `ZSTD_CStreamOutSize()` output buffer (128.5 KiB, a keyword default) on every call (fixed in
// 0.11, issue 62). The size note says what it assumed.
#include <stddef.h>
#include <string.h>

typedef struct _object { long ob_refcnt; } PyObject;
typedef PyObject *(*PyCFunctionWithKeywords)(PyObject *, PyObject *, PyObject *);
typedef struct PyMethodDef {
  const char *ml_name;
  PyCFunctionWithKeywords ml_meth;
  int ml_flags;
  const char *ml_doc;
} PyMethodDef;
int PyArg_ParseTupleAndKeywords(PyObject *args, PyObject *kw, const char *format, char **keywords, ...);
void *PyMem_Malloc(size_t n);
void PyMem_Free(void *p);
PyObject *PyLong_FromSize_t(size_t v);
#define METH_VARARGS 0x0001
#define METH_KEYWORDS 0x0002

static PyObject *kwd_copy_stream(PyObject *self, PyObject *args, PyObject *kwargs) {
  static char *kwlist[] = {"source", "level", "write_size", NULL};
  PyObject *source;
  int level = 3;
  size_t writeSize = 1 << 20;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|ik:copy_stream", kwlist, &source, &level,
                                   &writeSize))
    return NULL;
  char *out = PyMem_Malloc(writeSize); // EXPECT: faultline-per-call-buffer
  if (!out)
    return NULL;
  memset(out, level, writeSize);
  size_t sum = (size_t)out[writeSize - 1];
  PyMem_Free(out);
  return PyLong_FromSize_t(sum);
}

static PyMethodDef Kwd_methods[] = {
    {"copy_stream", kwd_copy_stream, METH_VARARGS | METH_KEYWORDS, "copies a stream"},
    {NULL, NULL, 0, NULL},
};

PyMethodDef *kwd_methods(void) { return Kwd_methods; }
