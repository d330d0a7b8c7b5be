// A state setter called twice per iteration with two values the analysis cannot read (each read
// from a file before the loop): they may differ, so each call may get past the setter's test and
// write the file again. Only two calls with the same known value (a constant, the same
// parameter, the same string) settle the state; two unknown values are not taken for equal.
// neg_settled_state_setter.c is the settled case, pos_settled_state_flipped.c the known flips.
#include <stdio.h>

struct fn_fan {
  int speed;
};

static void fn_write_speed(int speed) {
  FILE *f = fopen("/sys/class/hwmon/hwmon0/pwm1", "w"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return;
  fprintf(f, "%d\n", speed);
  fclose(f);
}

int fn_set_speed(struct fn_fan *fan, int speed) {
  if (fan->speed == speed)
    return -114;
  fn_write_speed(speed);
  fan->speed = speed;
  return 0;
}

int fn_read_level(const char *name);

void fn_pulse(struct fn_fan *fan, int rounds) {
  int low = fn_read_level("low");
  int high = fn_read_level("high");
  for (int i = 0; i < rounds; i++) {
    fn_set_speed(fan, low);
    fn_set_speed(fan, high);
  }
}
