// clang-tidy 19's NOLINT behaviour, case by case (its own tests, infrastructure/nolint*.cpp,
// restated for a faultline check): nolint_parity.py runs clang-tidy-19 with the plugin and
// `faultline check` on this file and asserts the same findings survive in both.
#include <stdlib.h>

#define BIG (1 << 20)
void use(char *);

void control(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // reported: no directive
    use(p);
    free(p);
  }
}

void bare(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINT
    use(p);
    free(p);
  }
}

void named(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINT(faultline-loop-alloc)
    use(p);
    free(p);
  }
}

void glob_prefix(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINT(faultline-*)
    use(p);
    free(p);
  }
}

void glob_suffix(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINT(*-alloc)
    use(p);
    free(p);
  }
}

void question_mark_is_literal(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINT(faultline-loop-?lloc)
    use(p);
    free(p);
  }
}

void other_check_only(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINT(bugprone-*)
    use(p);
    free(p);
  }
}

void negative_glob_is_dropped(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINT(-faultline-loop-alloc)
    use(p);
    free(p);
  }
}

void empty_list(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINT()
    use(p);
    free(p);
  }
}

void unterminated_list_is_bare(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINT(bugprone-foo
    use(p);
    free(p);
  }
}

void spaces_in_list(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINT( bugprone-foo , faultline-loop-alloc )
    use(p);
    free(p);
  }
}

void not_a_keyword(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINTX NOLINTNEXT NOLINTS
    use(p);
    free(p);
  }
}

void lowercase(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // nolint
    use(p);
    free(p);
  }
}

void next_line(int n) {
  for (int i = 0; i < n; ++i) {
    // NOLINTNEXTLINE(faultline-loop-alloc)
    char *p = malloc(BIG);
    use(p);
    free(p);
  }
}

void next_line_too_far(int n) {
  for (int i = 0; i < n; ++i) {
    // NOLINTNEXTLINE

    char *p = malloc(BIG);
    use(p);
    free(p);
  }
}

void next_line_on_same_line(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINTNEXTLINE
    use(p);
    free(p);
  }
}

// NOLINTBEGIN(faultline-loop-alloc)
void block(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG);
    use(p);
    free(p);
  }
}
// NOLINTEND(faultline-loop-alloc)

// NOLINTBEGIN
// NOLINTBEGIN(bugprone-*)
void nested_blocks(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG);
    use(p);
    free(p);
  }
}
// NOLINTEND(bugprone-*)
// NOLINTEND

void block_starting_after_it(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG); // NOLINTBEGIN
    use(p);
    free(p);
  }
  // NOLINTEND
}

// NOLINTBEGIN(faultline-loop-alloc)
void mismatched_end(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG);
    use(p);
    free(p);
  }
}
// NOLINTEND(faultline-*)

void after_an_unmatched_end(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG);
    use(p);
    free(p);
  }
}

// NOLINTBEGIN
void unmatched_begin(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(BIG);
    use(p);
    free(p);
  }
}
