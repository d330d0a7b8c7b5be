// A field of the caller's object filled lazily by a callee: duid_init makes the DUID only while
// `ctx->duid` is unset, and the call it makes is given `ctx`, whose field it sets (dhcpcd5's
// duid_init/duid_get, called for every interface). The machine UUID file is read once per
// context, not once per interface. As the static object passed by address
// (neg_lazy_open_out_param.c), the callee is taken to fill the field.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct dhcp_ctx {
  unsigned char *duid;
  size_t duid_len;
};

static size_t machine_uuid(char *uuid, size_t size) {
  FILE *fp = fopen("/sys/class/dmi/id/product_uuid", "r");
  if (!fp)
    return 0;
  size_t len = fgets(uuid, (int)size, fp) ? strlen(uuid) : 0;
  fclose(fp);
  return len;
}

static size_t duid_get(struct dhcp_ctx *ctx) {
  char uuid[64];
  size_t len = machine_uuid(uuid, sizeof uuid);
  unsigned char *data = malloc(len + 1);
  if (!data)
    return 0;
  memcpy(data, uuid, len + 1);
  ctx->duid = data;
  return len;
}

size_t duid_init(struct dhcp_ctx *ctx) {
  if (ctx->duid == NULL)
    ctx->duid_len = duid_get(ctx);
  return ctx->duid_len;
}

size_t start_interfaces(struct dhcp_ctx *ctx, int count) {
  size_t total = 0;
  for (int i = 0; i < count; ++i)
    total += duid_init(ctx);
  return total;
}
