// The two CPython macros of Include/ceval.h that release and retake the GIL around blocking
// work, as CPython defines them: the first opens a block, the second closes it. Kept in a
// header, as in a real extension, so fast mode (which reads only the source file) takes them
// from its table of well-known brace macros (analyzer/fastmode/BraceMacros.h).
#pragma once

typedef struct _ts PyThreadState;
PyThreadState *PyEval_SaveThread(void);
void PyEval_RestoreThread(PyThreadState *);

#define Py_BEGIN_ALLOW_THREADS { \
                        PyThreadState *_save; \
                        _save = PyEval_SaveThread();
#define Py_END_ALLOW_THREADS    PyEval_RestoreThread(_save); \
                 }
