// Calls neg_pointer_assigned_once.c's expire_oldest once per round.
typedef struct file_cache file_cache;

int expire_oldest(file_cache *cache);

int expire_rounds(file_cache *cache, int rounds) {
  int sum = 0;
  for (int r = 0; r < rounds; ++r)
    sum += expire_oldest(cache);
  return sum;
}
