// A menu loop calls open_graph(NULL) once per menu choice; open_graph asks for the file name when
// none is given (`file = ask_file_name(...)`) and reads that file: a file the user names each
// time, not the same file reopened (planarity's SpecificGraph -> gp_Read, held-out set 12). The
// path parameter is reassigned before it is passed on, so the constant the loop passes says
// nothing about the path that is opened.
#include <stdio.h>
#include <string.h>

static char name_buffer[256];

static char *ask_file_name(char *buffer) {
  if (!fgets(buffer, 256, stdin))
    return NULL;
  buffer[strcspn(buffer, "\n")] = 0;
  return buffer;
}

static int read_graph(const char *file) {
  FILE *f = fopen(file, "r");
  if (!f)
    return -1;
  char block[65536];
  size_t got;
  int lines = 0;
  while ((got = fread(block, 1, sizeof block, f)) > 0)
    for (size_t i = 0; i < got; ++i)
      lines += block[i] == '\n';
  fclose(f);
  return lines;
}

static int open_graph(char *file) {
  if (file == NULL) {
    if ((file = ask_file_name(name_buffer)) == NULL)
      return -1;
  }
  return read_graph(file);
}

void menu(void) {
  int choice;
  do {
    choice = getchar();
    if (choice == 'r')
      open_graph(NULL);
  } while (choice != 'q' && choice != EOF);
}
