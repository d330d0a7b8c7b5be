// new[] of a scalar type with delete[], in a range-for loop (fixits.py).
#include <vector>

double sums(const std::vector<int> &items) {
  double total = 0;
  for (int item : items) {
    double *scratch = new double[1 << 18];
    scratch[0] = item;
    total += scratch[0];
    delete[] scratch;
  }
  return total;
}
// CHECK-FIXES: {{^}}  double total = 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  double *scratch = new double[1 << 18];{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int item : items) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    scratch[0] = item;{{$}}
// CHECK-FIXES-NEXT: {{^}}    total += scratch[0];{{$}}
// CHECK-FIXES-NEXT: {{^}}  }{{$}}
// CHECK-FIXES-NEXT: {{^}}  delete[] scratch;{{$}}
// CHECK-FIXES-NEXT: {{^}}  return total;{{$}}
