// A relative name opened after the iteration changed directory is another directory's file each
// time: per-item work, not one file to keep open. cvs walks a checkout path chdir'ing into each
// new directory and creates that directory's own CVS/Entries.Static (build_dirs_and_chdir ->
// build_one_dir), and its import chdirs into each subdirectory before reading that directory's
// .cvsignore (import_descend_dir -> import_descend -> ign_add_file). Held-out set 29.
// pos_chdir_before_loop.c: a chdir before the loop leaves every iteration in one directory.
#include <stdio.h>
#include <string.h>
#include <unistd.h>

// The open in the loop itself, after the loop's chdir.
int cvs_touch_entries(char **dirs, int n) {
  for (int i = 0; i < n; i++) {
    if (chdir(dirs[i]) < 0)
      return 1;
    FILE *fp = fopen("CVS/Entries.Static", "w+");
    if (fp)
      fclose(fp);
  }
  return 0;
}

// The open in a callee of the loop, which chdirs before the call.
static void cvs_make_admin(void) {
  FILE *fp = fopen("CVS/Entries.Static", "w+");
  if (fp)
    fclose(fp);
}

int cvs_build_dirs(char **dirs, int n) {
  for (int i = 0; i < n; i++) {
    if (chdir(dirs[i]) < 0)
      return 1;
    cvs_make_admin();
  }
  return 0;
}

// The open two calls down, with the relative name passed as an argument; the chdir is in the
// function between.
static int cvs_ignore_lines;

static void cvs_add_ignore_file(const char *file) {
  char text[8192];
  FILE *fp = fopen(file, "r");
  if (!fp)
    return;
  size_t n = fread(text, 1, sizeof text, fp);
  for (size_t i = 0; i < n; i++)
    cvs_ignore_lines += text[i] == '\n';
  fclose(fp);
}

static void cvs_descend(void) { cvs_add_ignore_file(".cvsignore"); }

static int cvs_descend_dir(const char *dir) {
  if (chdir(dir) < 0)
    return -1;
  cvs_descend();
  return chdir("..");
}

int cvs_import_dirs(char **dirs, int n) {
  int failed = 0;
  for (int i = 0; i < n; i++)
    failed += cvs_descend_dir(dirs[i]) < 0;
  return failed;
}

// Through the project's open wrapper, in the function that chdirs before it (cvs's my_module
// chdirs into each module's directory and xfopens CVSADM_ENTSTAT there), and after a chdir in
// the loop that calls the wrapper's caller (build_dirs_and_chdir -> build_one_dir).
static FILE *cvs_xfopen(const char *name, const char *mode) {
  FILE *fp = fopen(name, mode);
  if (!fp)
    perror(name);
  return fp;
}

static int cvs_module(const char *dir) {
  if (chdir(dir) < 0)
    return -1;
  FILE *fp = cvs_xfopen("CVS/Entries.Static", "w+");
  if (fp)
    fclose(fp);
  return chdir("..");
}

int cvs_checkout_modules(char **modules, int n) {
  int failed = 0;
  for (int i = 0; i < n; i++)
    failed += cvs_module(modules[i]) < 0;
  return failed;
}

static void cvs_build_one_dir(void) {
  FILE *fp = cvs_xfopen("CVS/Entries.Static", "w+");
  if (fp)
    fclose(fp);
}

int cvs_build_dirs_wrapped(char **dirs, int n) {
  for (int i = 0; i < n; i++) {
    if (chdir(dirs[i]) < 0)
      return 1;
    cvs_build_one_dir();
  }
  return 0;
}
