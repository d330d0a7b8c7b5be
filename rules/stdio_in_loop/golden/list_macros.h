// A project's list iteration macro (kmod's kmod_list_foreach): a loop header and nothing else,
// the statement after the invocation being its body. Used by pos_loop_header_macro.c.
#pragma once

struct entry {
  struct entry *next;
  const char *path;
};

#define entry_foreach(e, first) for (e = (first); e != NULL; e = e->next)
