// Turns on pos_switch_defined_in_header.c's per-frame recording.
#define RECORD_EACH_FRAME_TO_DISK 1
