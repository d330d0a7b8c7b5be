// A lazy initialisation that tests its state again after the call that should have set it and
// returns unless it did: openldap's ldap_get_option (libraries/libldap/options.c, held-out set
// 24) runs ldap_int_initialize, which reads ldap.conf, only while the global options are not
// LDAP_INITIALIZED; the store happens two calls down, but the branch can only end normally with
// the state set, so a loop of option reads opens the file once. Both modes:
// extract/RecheckedStates.cpp, fastmode/FastRecheckedStates.cpp. The limits are
// pos_state_recheck_does_not_return.c and pos_state_recheck_local_options.c.
#include <stdio.h>

#define OPTIONS_INITIALIZED 0x1

struct client_options {
  short valid;
  int debug;
  char base[128];
};

struct client_options global_client_options;
#define GLOBAL_OPTIONS() (&global_client_options)

static void read_config_file(struct client_options *o, const char *path) {
  char line[256];
  FILE *fp = fopen(path, "r");
  if (!fp)
    return;
  while (fgets(line, sizeof line, fp))
    o->debug += line[0] == 'd';
  fclose(fp);
}

static void set_default_options(struct client_options *o) {
  o->debug = 0;
  o->base[0] = '\0';
  o->valid = OPTIONS_INITIALIZED;
}

void initialize_options(struct client_options *o) {
  if (o->valid == OPTIONS_INITIALIZED)
    return;
  set_default_options(o);
  read_config_file(o, "/etc/client.conf");
}

int get_option(int option) {
  struct client_options *lo = GLOBAL_OPTIONS();
  if (lo->valid != OPTIONS_INITIALIZED) {
    initialize_options(lo);
    if (lo->valid != OPTIONS_INITIALIZED)
      return -1;
  }
  return option == 1 ? lo->debug : 0;
}

int sum_options(int n) {
  int total = 0;
  for (int i = 0; i < n; i++)
    total += get_option(i);
  return total;
}
