#include "facts/builder/EventFacts.h"

namespace faultline::builder {

facts::Block newBlock(int id, facts::BlockKind kind, std::string allocator, const CallPlace &at,
                      facts::Size size, bool valueInitialized, std::string ownerKey) {
  facts::Block block;
  block.id = id;
  block.kind = kind;
  block.allocator = std::move(allocator);
  block.range = at.range;
  block.loop = at.loop;
  block.order = at.order;
  block.size = std::move(size);
  block.valueInitialized = valueInitialized;
  block.ownerKey = std::move(ownerKey);
  return block;
}

facts::CallSite newCallSite(std::string callee, std::string usr, const CallPlace &at,
                            bool startsThread) {
  facts::CallSite site;
  site.callee = std::move(callee);
  site.calleeUsr = std::move(usr);
  site.range = at.range;
  site.loop = at.loop;
  site.order = at.order;
  site.startsThread = startsThread;
  return site;
}

facts::CallSite threadStartSite(std::string callee, std::string usr, const CallPlace &at) {
  facts::CallSite site = newCallSite(std::move(callee), std::move(usr), at, /*startsThread=*/true);
  site.resultEscape = facts::EscapeKind::Unknown;
  return site;
}

} // namespace faultline::builder
