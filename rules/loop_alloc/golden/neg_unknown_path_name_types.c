// Path names built from string lengths where the character type and the length function are
// names a header gives (expat's xmlwf: `XML_Char` and `tcslen` for `strlen`; libdeflate's gzip:
// `tchar` and a `const tchar *suffix` option): AST mode sees char and strlen through the
// typedef and the macro; fast mode, which reads no header, takes a pointer to a type named for
// a character as a string and a pointer field declared so in this file's struct the same way.
// A path per input file cannot grow large: no finding in either mode (faultline-loop-alloc.md,
// "Unknown sizes", item 4).
#include <stdlib.h>
#include <string.h>

typedef char XML_Char;
#define tcslen strlen
#define tchar char

int golden_write_to(const XML_Char *path);

int write_outputs(const XML_Char *outputDir, const XML_Char **files, int count) {
  int rc = 0;
  for (int i = 0; i < count; ++i) {
    const XML_Char *file = files[i];
    XML_Char *outName = (XML_Char *)malloc((tcslen(outputDir) + tcslen(file) + 2) * sizeof(XML_Char));
    if (!outName)
      return -1;
    strcpy(outName, outputDir);
    strcat(outName, "/");
    strcat(outName, file);
    rc |= golden_write_to(outName);
    free(outName);
  }
  return rc;
}

struct golden_options {
  int keep;
  const tchar *suffix;
};

static const tchar *golden_get_suffix(const tchar *path, const tchar *suffix) {
  size_t path_len = strlen(path), suffix_len = strlen(suffix);
  if (path_len <= suffix_len)
    return NULL;
  const tchar *p = &path[path_len - suffix_len];
  return strcmp(p, suffix) == 0 ? p : NULL;
}

static int strip_one(const tchar *path, const struct golden_options *options) {
  tchar *oldpath = (tchar *)path;
  const tchar *suffix = golden_get_suffix(path, options->suffix);
  if (suffix == NULL)
    return -1;
  tchar *newpath = malloc((suffix - oldpath + 1) * sizeof(tchar));
  if (newpath == NULL)
    return -1;
  memcpy(newpath, oldpath, (size_t)(suffix - oldpath));
  newpath[suffix - oldpath] = '\0';
  int rc = golden_write_to(newpath);
  free(newpath);
  return rc;
}

int strip_suffixes(const tchar **paths, int count, const struct golden_options *options) {
  int rc = 0;
  for (int i = 0; i < count; ++i)
    rc |= strip_one(paths[i], options);
  return rc;
}
