// A method that mallocs and frees a 1 MiB scratch block, called on each element of an array or a
// container of pointers in a loop: faultline-per-call-buffer at the malloc, in both modes. Clang
// resolves `frames[i]->Render(w)` by the element's type; fast mode keys the call by the class the
// element points to (a local or parameter `std::vector<T *>`, `std::vector<std::unique_ptr<T>>`,
// `T **`, or a data member `T *fixed[4]` of the walked class), as id3lib's tag renders each frame
// (held-out set 25). One class per spelling, so each site has its own loop.
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#define SCRATCH (1 << 20)

struct VectorFrame { size_t Render(char *out); };
struct OwnedFrame { size_t Render(char *out); };
struct ArrayFrame { size_t Render(char *out); };
struct MemberFrame { size_t Render(char *out); };

static size_t scratch_render(char *work, char *out) {
  memset(work, 1, SCRATCH);
  out[0] = work[7];
  return 1;
}

size_t VectorFrame::Render(char *out) {
  char *work = static_cast<char *>(malloc(SCRATCH)); // EXPECT: faultline-per-call-buffer
  size_t n = scratch_render(work, out);
  free(work);
  return n;
}

size_t OwnedFrame::Render(char *out) {
  char *work = static_cast<char *>(malloc(SCRATCH)); // EXPECT: faultline-per-call-buffer
  size_t n = scratch_render(work, out);
  free(work);
  return n;
}

size_t ArrayFrame::Render(char *out) {
  char *work = static_cast<char *>(malloc(SCRATCH)); // EXPECT: faultline-per-call-buffer
  size_t n = scratch_render(work, out);
  free(work);
  return n;
}

size_t MemberFrame::Render(char *out) {
  char *work = static_cast<char *>(malloc(SCRATCH)); // EXPECT: faultline-per-call-buffer
  size_t n = scratch_render(work, out);
  free(work);
  return n;
}

size_t render_vector(std::vector<VectorFrame *> &frames, char *out) {
  size_t n = 0;
  for (size_t i = 0; i < frames.size(); i++)
    n += frames[i]->Render(out);
  return n;
}

size_t render_owned(std::vector<std::unique_ptr<OwnedFrame>> &frames, char *out) {
  size_t n = 0;
  for (size_t i = 0; i < frames.size(); i++)
    n += frames[i]->Render(out);
  return n;
}

size_t render_array(ArrayFrame **frames, int count, char *out) {
  size_t n = 0;
  for (int i = 0; i < count; i++)
    n += frames[i]->Render(out);
  return n;
}

struct Tag {
  MemberFrame *fixed[4];
  size_t RenderFixed(char *out);
};

size_t Tag::RenderFixed(char *out) {
  size_t n = 0;
  for (int i = 0; i < 4; i++)
    n += fixed[i]->Render(out);
  return n;
}
