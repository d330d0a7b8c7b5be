// The loop of neg_consistency_retry_loop.cpp, but its test compares two different values (the
// reader's position and the writer's): it goes round until the reader catches up, once per
// table behind, so the 128 KiB copy is made on every iteration.
#include <vector>

struct EventMatrix {
  short items[256][256];
};

struct EventTable {
  EventMatrix matrix;
  void DrainInto(std::vector<int> &out) const {
    EventMatrix *copy = new EventMatrix; // EXPECT: faultline-per-call-buffer
    *copy = matrix;
    for (int i = 0; i < 256; i++)
      if (copy->items[0][i])
        out.push_back(i);
    delete copy;
  }
};

struct EventRing {
  unsigned read_pos;
  unsigned write_pos;
  EventTable tables[2];
  unsigned ReadPosition() const { return read_pos; }
  unsigned WritePosition() const { return write_pos; }
  const EventTable *TableAt(unsigned pos) const { return &tables[pos & 1]; }
  void Drain(std::vector<int> &out) {
    unsigned reader;
    unsigned writer;
    do {
      reader = ReadPosition();
      const EventTable *table = TableAt(reader);
      table->DrainInto(out);
      read_pos = reader + 1;
      writer = WritePosition();
    } while (reader != writer);
  }
};

int drained(EventRing *ring) {
  std::vector<int> out;
  ring->Drain(out);
  return static_cast<int>(out.size());
}
