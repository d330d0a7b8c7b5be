#include "rules/per_call_buffer/PerCallBuffer.h"

#include "rules/docs/perCallBuffer.h"

namespace faultline::rules {

const char *PerCallBufferRule::summary() const { return docs::perCallBufferSummary; }
const char *PerCallBufferRule::documentation() const { return docs::perCallBuffer; }

} // namespace faultline::rules
