// The other shapes faultline-vector-temporary's fix handles (tests/cli/test_fixes.py): each is
// fixed, matched against CHECK-FIXES and compiled.
#include <cstddef>
#include <string>
#include <vector>

// A count and a value: assign(n, value) leaves the same contents as the constructor did.
long fill(int rounds) {
  const std::size_t n = 1 << 18;
  long sum = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<int> counts(n, 7);
    counts[r % n] += r;
    sum += counts[r % n];
  }
  return sum;
}
// CHECK-FIXES: {{^}}  long sum = 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::vector<int> counts;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int r = 0; r < rounds; ++r) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    counts.assign(n, 7);{{$}}

// A string of n copies of a character, in a while loop.
std::size_t banner(int lines) {
  std::size_t total = 0;
  while (lines-- > 0) {
    std::string line(1 << 20, '=');
    total += line.size();
  }
  return total;
}
// CHECK-FIXES: {{^}}  std::size_t total = 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::string line;{{$}}
// CHECK-FIXES-NEXT: {{^}}  while (lines-- > 0) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    line.assign(1 << 20, '=');{{$}}

// Declared empty and sized by resize() later: the reset is clear().
float blur(const float *img, int rows) {
  const std::size_t width = 512 * 1024;
  float acc = 0.0f;
  for (int r = 0; r < rows; ++r) {
    std::vector<float> row;
    row.resize(width);
    for (std::size_t i = 1; i < width; ++i)
      row[i] = 0.5f * (img[i] + img[i - 1]);
    acc += row[width - 1];
  }
  return acc;
}
// CHECK-FIXES: {{^}}  float acc = 0.0f;{{$}}
// CHECK-FIXES-NEXT: {{^}}  std::vector<float> row;{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int r = 0; r < rows; ++r) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    row.clear();{{$}}
// CHECK-FIXES-NEXT: {{^}}    row.resize(width);{{$}}
