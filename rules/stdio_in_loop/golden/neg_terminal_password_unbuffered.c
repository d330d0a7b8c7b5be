// A password prompt: openldap's lutil_getpass (libraries/liblutil/getpass.c, held-out set 24)
// opens the controlling terminal, makes it unbuffered (`setbuf(fi, (char *)NULL)`) and reads the
// answer one character at a time, as getpass does by design: the loop goes round once per key
// typed, not per byte of data. The unbuffered-stream finding leaves a terminal stream out (both
// modes; builder::isTerminalDeviceNote). pos_setbuf_cast_null_getc.c is the same loop on a file.
#include <stdio.h>

char *read_password(const char *prompt) {
  static char pbuf[512];
  FILE *fi;
  int c;
  unsigned i;
  if ((fi = fopen("/dev/tty", "r")) == NULL)
    fi = stdin;
  else
    setbuf(fi, (char *)NULL);
  fprintf(stderr, "%s", prompt);
  i = 0;
  while ((c = getc(fi)) != EOF && c != '\n' && c != '\r')
    if (i < sizeof(pbuf) - 1)
      pbuf[i++] = (char)c;
  if (fi != stdin)
    fclose(fi);
  pbuf[i] = '\0';
  return pbuf;
}
