// A lock-free consistency retry: the reader copies a 128 KiB matrix per call, inside a loop that
// goes round only when the writer switched the double-buffered state between the two reads of
// its index (jackd2's JackGraphManager::TopologicalSort, held-out set 24). In normal operation
// the body runs once per call, so the loop is not a hot path and the per-call buffer has no
// caller that repeats it. Both modes: extract/ConsistencyRetries.cpp,
// fastmode/FastConsistencyRetries.cpp. pos_consistency_retry_different_reads.cpp is the limit.
#include <vector>

struct ConnectionMatrix {
  short items[256][256];
};

struct ConnectionTable {
  ConnectionMatrix matrix;
  void SortInto(std::vector<int> &sorted) const {
    ConnectionMatrix *copy = new ConnectionMatrix;
    *copy = matrix;
    for (int i = 0; i < 256; i++)
      if (copy->items[0][i])
        sorted.push_back(i);
    delete copy;
  }
};

struct GraphState {
  volatile unsigned short index;
  ConnectionTable tables[2];
  unsigned short CurrentIndex() const { return index; }
  const ConnectionTable *CurrentTable() const { return &tables[index & 1]; }
  void Sort(std::vector<int> &sorted) const {
    unsigned short cur_index;
    unsigned short next_index;
    do {
      cur_index = CurrentIndex();
      sorted.clear();
      const ConnectionTable *table = CurrentTable();
      table->SortInto(sorted);
      next_index = CurrentIndex();
    } while (cur_index != next_index); // a writer switched tables meanwhile: read again
  }
};

int total_latency(const GraphState *graph) {
  std::vector<int> sorted;
  graph->Sort(sorted);
  return static_cast<int>(sorted.size());
}
