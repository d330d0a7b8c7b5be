// Thread starts (pthread_create, std::thread with a function or a lambda, std::jthread,
// std::async) are calls that start a thread; lambdas called in place and virtual calls are
// ordinary calls, the virtual one marked.
#include <future>
#include <pthread.h>
#include <thread>

void *pthread_body(void *arg) { return arg; }
void thread_body(int n) { (void)n; }
int async_body() { return 1; }

struct Shape {
  virtual ~Shape() = default;
  virtual double area() const = 0;
  virtual double describe() const { return 0; }
  double twice() const { return 2 * area(); }
};

void starts(Shape &s) {
  pthread_t t;
  pthread_create(&t, nullptr, pthread_body, nullptr);
  std::thread a(thread_body, 4);
  std::thread b([] { thread_body(5); });
  std::jthread c(thread_body, 6);
  auto f = std::async(std::launch::async, async_body);
  auto local = [](int k) { return k * 2; };
  int r = local(21);
  double v = s.area();
  double w = s.Shape::twice() + s.Shape::describe() + s.describe();
  a.join();
  b.join();
  (void)r, (void)v, (void)w, (void)f.get();
}
// CHECK-LABEL: function Shape::twice
// CHECK: call Shape::area 16:37 loop=-1 {{.*}} virtual
// CHECK-LABEL: function starts 19:6
// CHECK-DAG: call pthread_body 21:3 loop=-1 {{.*}} starts-thread
// CHECK-DAG: call thread_body 22:15 loop=-1 {{.*}} starts-thread
// CHECK-DAG: call starts::(lambda at line 23) 23:15 loop=-1 {{.*}} starts-thread
// CHECK-DAG: call thread_body 24:16 loop=-1 {{.*}} starts-thread
// CHECK-DAG: call async_body 25:12 loop=-1 {{.*}} starts-thread
// CHECK-DAG: call starts::(lambda at line 26) 27:11 loop=-1 args=[21] {{.*}}result-escape=none{{$}}
// CHECK-DAG: call Shape::area 28:14 loop=-1 {{.*}} virtual{{$}}
// CHECK-DAG: call Shape::twice 29:14 loop=-1 {{.*}}result-escape=unknown{{$}}
// CHECK-DAG: call Shape::describe 29:33 loop=-1 {{.*}}result-escape=unknown{{$}}
// CHECK-DAG: call Shape::describe 29:55 loop=-1 {{.*}}result-escape=unknown virtual{{$}}
// CHECK-LABEL: function starts::(lambda at line 23)
// CHECK: call thread_body 23:22 loop=-1 args=[5] {{.*}}result-escape=unknown{{$}}
