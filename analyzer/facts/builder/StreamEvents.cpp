#include "facts/builder/StreamEvents.h"

namespace faultline::builder {

namespace {

// The fields a buffering change and a read or write share: the call and its stream.
template <typename Event>
Event streamEvent(const extract::StreamFunction &fn, const StreamArguments &args,
                  const CallPlace &at) {
  Event event;
  event.function = fn.name.str();
  event.range = at.range;
  event.stream = streamKey(fn, args);
  event.loop = at.loop;
  event.order = at.order;
  return event;
}

} // namespace

std::string streamKey(const extract::StreamFunction &fn, const StreamArguments &args) {
  if (fn.streamArg < 0)
    return fn.implicitStream.str();
  if (static_cast<size_t>(fn.streamArg) >= args.count())
    return "";
  return args.key(static_cast<size_t>(fn.streamArg));
}

facts::StreamOpen streamOpen(const extract::StreamFunction &fn, const CallPlace &at,
                             OwnerKinds::Kind owner, const std::string &key) {
  facts::StreamOpen open;
  open.opener = fn.name.str();
  open.range = at.range;
  open.loop = at.loop;
  open.order = at.order;
  open.stream = key;
  if (owner == OwnerKinds::Returned)
    open.escape = facts::EscapeKind::Returned;
  else if (owner == OwnerKinds::Stored || owner == OwnerKinds::Argument)
    open.escape = facts::EscapeKind::StoredOutside;
  return open;
}

bool opensNamedFile(const std::string &opener) {
  return opener.find("memstream") == std::string::npos && opener != "fmemopen";
}

facts::Release streamClose(const extract::StreamFunction &fn, const CallPlace &at) {
  return {facts::ReleaseKind::Free, at.range, fn.name.str(), at.loop, at.order};
}

facts::BufferingChange bufferingChange(const extract::StreamFunction &fn,
                                       const StreamArguments &args, const CallPlace &at) {
  auto change = streamEvent<facts::BufferingChange>(fn, args, at);
  bool nullBuffer = args.count() > 1 && args.isNull(1);
  if (fn.name == "setvbuf") {
    std::optional<uint64_t> mode = args.count() > 2 ? args.value(2) : std::nullopt;
    constexpr uint64_t kUnbufferedMode = 2; // _IONBF in glibc, musl and the BSDs
    change.unbuffered = mode && *mode == kUnbufferedMode;
    change.callerBuffer = !change.unbuffered && !nullBuffer;
  } else { // setbuf, setbuffer: a null buffer makes the stream unbuffered
    change.unbuffered = nullBuffer;
    change.callerBuffer = !nullBuffer;
  }
  return change;
}

std::optional<facts::StreamOp> streamOp(const extract::StreamFunction &fn,
                                        const StreamArguments &args, const CallPlace &at) {
  auto op = streamEvent<facts::StreamOp>(fn, args, at);
  if (fn.oneCharacter) {
    op.piecewise = true;
  } else {
    uint64_t bytes = 1;
    bool known = true;
    for (unsigned arg : fn.sizeArgs) {
      auto v = arg < args.count() ? args.value(arg) : std::nullopt;
      if (!v || __builtin_mul_overflow(bytes, *v, &bytes))
        known = false;
    }
    op.piecewise = known && bytes <= extract::kPiecewiseTransferLimit;
  }
  if (op.stream.empty())
    return std::nullopt;
  return op;
}

} // namespace faultline::builder
