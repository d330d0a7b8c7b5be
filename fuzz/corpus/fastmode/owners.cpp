// Owners without types: containers and smart pointers by their spelling, the most vexing parse
// read as a variable, temporaries, reassignment, range-for temporaries, escapes.
#include <memory>
#include <string>
#include <vector>

std::vector<int> keep;
void sink(const std::vector<char> &);

void owners(int n, std::size_t len) {
  for (int i = 0; i < n; ++i) {
    // CHECK: function owners 10:6
    // CHECK: loop 0 for 11:3 parent=-1
    // CHECK-NEXT: loop 1 range-for 47:5 parent=0
    std::vector<double> a(len);
    // CHECK: block 0 container 'std::vector<double>' 15:25 loop=0 var=a size=? expr='len * sizeof(double)' param=1
    // CHECK-NEXT: release scope-end 'end of scope of 'a'' 51:3 loop=0
    std::vector<char> b(1 << 20, 'x');
    // CHECK: block 1 container 'std::vector<char>' 18:23 loop=0 var=b size=1048576
    std::string s(65536, ' ');
    // CHECK: block 2 container 'std::string' 20:17 loop=0 var=s size=65537
    std::string name("not a size");
    sink(std::vector<char>(1 << 18));
    // CHECK: block 3 container 'std::vector<char>' 23:10 loop=0 var= size=262144
    // CHECK-NEXT: release temporary-end 'end of full-expression' 23:36 loop=0
    b = std::vector<char>(1 << 21);
    // CHECK: block 4 container 'std::vector<char>' 26:9 loop=0 var=b size=2097152
    // CHECK-NEXT: release reassigned 'assignment' 26:5 loop=0
    auto u = std::make_unique<char[]>(1 << 20);
    // CHECK: block 5 make-unique 'std::make_unique<char[]>' 29:14 loop=0 var=u size=1048576
    // CHECK-NEXT: release scope-end 'end of scope of 'u'' 51:3 loop=0
    std::unique_ptr<float[]> r(new float[1 << 16]);
    // CHECK: block 6 new-array 'new float[]' 32:32 loop=0 var=r size=262144 {{.*}} escape=ownership-released
    delete[] r.release();
    std::vector<int> moved(4096);
    // CHECK: block 7 container 'std::vector<int>' 35:22 loop=0 var=moved {{.*}} escape=moved
    keep.swap(moved);
    std::vector<float> grown;
    grown.resize(len * 4);
    // CHECK: block 8 container 'std::vector<float>::resize' 39:5 loop=0 var=grown size=? expr='(len * 4) * sizeof(float)'
    char *p = new char[1 << 20];
    // CHECK: block 9 new-array 'new char[]' 41:15 loop=0 var=p size=1048576
    // CHECK-NEXT: release delete 'delete[]' 45:5 loop=0
    char c = p[0];
    delete[] p;
    (void)c;
    for (char x : std::vector<char>(1 << 20))
      (void)x;
    // CHECK: block 10 container 'std::vector<char>' 47:19 loop=0 var=__range2 size=1048576
    // CHECK-NEXT: release scope-end 'end of scope of '__range2'' 48:13 loop=0
  }
}
