// new of a single object whose sizeof is 256 KiB (>= 128 KiB), deleted in the same iteration.
#include <cstring>

struct Workspace {
  double coeff[32768]; // 256 KiB
};

double smooth(const double *signal, int nwindows) {
  double out = 0.0;
  for (int w = 0; w < nwindows; ++w) {
    Workspace *ws = new Workspace; // EXPECT: faultline-loop-alloc
    std::memcpy(ws->coeff, signal, sizeof ws->coeff);
    out += ws->coeff[w % 32768];
    delete ws;
  }
  return out;
}
