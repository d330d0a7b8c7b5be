// Copies of tokens that a scan of a string delimited: the distance `end - start` of two
// character pointers into one string, where `end` stopped at a delimiter (a loop whose
// condition reads *end, strchr, strcspn). A word, an option name, a key: as modest as a strlen,
// so none of these unknown sizes can plausibly reach the mmap threshold. No finding.
#include <stdlib.h>
#include <string.h>

int count_long_words(const char *text, int rounds) {
  int found = 0;
  for (int r = 0; r < rounds; ++r) {
    const char *cur = text;
    while (*cur) {
      while (*cur == ' ')
        cur++;
      const char *end = cur;
      while (*end && *end != ' ')
        end++;
      if (end == cur)
        break;
      char *word = malloc(end - cur + 1);
      if (word) {
        memcpy(word, cur, end - cur);
        word[end - cur] = 0;
        found += strlen(word) > 8;
      }
      free(word);
      cur = end;
    }
  }
  return found;
}

int count_keys(const char **options, int n) {
  int keys = 0;
  for (int i = 0; i < n; ++i) {
    const char *opt = options[i];
    const char *colon = strchr(opt, ':');
    if (!colon)
      continue;
    char *key = malloc(colon - opt + 1);
    if (key) {
      memcpy(key, opt, colon - opt);
      key[colon - opt] = 0;
      keys += key[0] != 0;
    }
    free(key);
  }
  return keys;
}

int count_names(const char **specs, int n) {
  int names = 0;
  for (int i = 0; i < n; ++i) {
    const char *spec = specs[i];
    const char *stop = spec + strcspn(spec, "=,");
    char *name = malloc(stop - spec + 1);
    if (name) {
      memcpy(name, spec, stop - spec);
      name[stop - spec] = 0;
      names += name[0] != 0;
    }
    free(name);
  }
  return names;
}

int count_ids(const unsigned char *ids, int rounds) {
  int total = 0;
  for (int r = 0; r < rounds; ++r) {
    const unsigned char *cur = ids;
    for (; *cur != 0 && *cur != ' '; cur++)
      ;
    unsigned char *id = malloc(cur - ids + 1);
    if (id) {
      memcpy(id, ids, cur - ids);
      total += id[0];
    }
    free(id);
  }
  return total;
}

// The scan reads the characters through a proxy (`c = *cur`), the end is searched from one past
// the start (`strchr(rule + 1, *rule)`), and both ends come from one chained assignment.
int count_entities(const char *text, int rounds) {
  int found = 0;
  for (int r = 0; r < rounds; ++r) {
    const char *cur = text, *q;
    char c = *cur;
    while (c != 0 && c != '&') {
      cur++;
      c = *cur;
    }
    if (c == 0)
      break;
    q = ++cur;
    c = *cur;
    while (c != 0 && c != ';') {
      cur++;
      c = *cur;
    }
    char *name = malloc(cur - q + 1);
    if (name) {
      memcpy(name, q, cur - q);
      found += name[0] != 0;
    }
    free(name);
  }
  return found;
}

int count_patterns(const char **rules, int n) {
  int found = 0;
  for (int i = 0; i < n; ++i) {
    const char *rule = rules[i];
    const char *stop = strchr(rule + 1, *rule);
    if (!stop)
      continue;
    char *pattern = malloc(stop - rule);
    if (pattern) {
      memcpy(pattern, rule + 1, stop - rule - 1);
      found += pattern[0] != 0;
    }
    free(pattern);
  }
  return found;
}

int count_users(const char **specs, int n) {
  int found = 0;
  for (int i = 0; i < n; ++i) {
    const char *user, *user_end;
    user_end = user = specs[i];
    while (*user_end != ':' && *user_end != '\0')
      ++user_end;
    char *copy = malloc(user_end - user + 1);
    if (copy) {
      memcpy(copy, user, user_end - user);
      found += copy[0] != 0;
    }
    free(copy);
  }
  return found;
}

// The scan steps inside its own condition (`while (*++p)`).
int count_fields(const char *line, int rounds) {
  int found = 0;
  for (int r = 0; r < rounds; ++r) {
    const char *end = line;
    while (*++end)
      if (*end == ',')
        break;
    char *field = malloc(end - line);
    if (field) {
      memcpy(field, line + 1, end - line - 1);
      found += field[0] != 0;
    }
    free(field);
  }
  return found;
}
