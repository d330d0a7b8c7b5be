// Loops that call the once-initialising helpers of neg_once_initialised.c per item.
void init_tables(void);
void load_codec(void);
struct session;
void ensure_open(struct session *s);

int per_item(struct session *s, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i) {
    init_tables();
    load_codec();
    ensure_open(s);
    sum += i;
  }
  return sum;
}
