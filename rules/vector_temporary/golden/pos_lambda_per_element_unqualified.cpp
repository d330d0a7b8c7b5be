// pos_lambda_per_element_for_each.cpp written under `using namespace std;`: the unqualified
// for_each is std's (Clang resolves it; fast mode takes it for std's when this file defines no
// for_each and the callable is a lambda). Reported the same way.
#include <algorithm>
#include <vector>

using namespace std;

struct GridCell {
  double value;
};

double blur_cells(vector<GridCell> &cells) {
  double total = 0;
  for_each(cells.begin(), cells.end(), [&](GridCell &cell) {
    vector<double> kernel(1 << 17, cell.value); // EXPECT: faultline-vector-temporary warning
    total += kernel[3];
  });
  return total;
}
