// pos_python_keyword_default.c's method with a small default: a Python caller that omits
// `write_size` gets a 4 KiB buffer, far below the mmap threshold, so nothing is reported; the
// parser's optional output does not make the size unknown. (A size parsed as a required
// argument, before the `|`, is read at run time: unknown, off by default.)
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

static PyObject *ksd_copy_stream(PyObject *self, PyObject *args, PyObject *kwargs) {
  static char *kwlist[] = {"source", "write_size", "level", NULL};
  PyObject *source;
  int level = 3;
  size_t writeSize = 4096;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|ki:copy_stream", kwlist, &source, &writeSize,
                                   &level))
    return NULL;
  char *out = PyMem_Malloc(writeSize);
  if (!out)
    return NULL;
  memset(out, level, writeSize);
  size_t sum = (size_t)out[writeSize - 1];
  PyMem_Free(out);
  return PyLong_FromSize_t(sum);
}

static PyMethodDef Ksd_methods[] = {
    {"copy_stream", ksd_copy_stream, METH_VARARGS | METH_KEYWORDS, "copies a stream"},
    {NULL, NULL, 0, NULL},
};

PyMethodDef *ksd_methods(void) { return Ksd_methods; }
