// The size is a count read out of an object (a vocabulary's token count): unknown here, but as
// large as the object's contents, so it is reported (at note level: the size is unknown).
// String lengths stay modest and are not (see neg_ files).
#include <vector>

struct Vocabulary;
int token_count(const Vocabulary *vocab);
float logit(const Vocabulary *vocab, int token);

float best_logit(const Vocabulary *vocab, int steps) {
  float best = 0;
  for (int s = 0; s < steps; ++s) {
    const int tokens = token_count(vocab);
    std::vector<float> logits(tokens); // EXPECT: faultline-vector-temporary note
    for (int i = 0; i < (int)logits.size(); ++i)
      logits[i] = logit(vocab, i);
    for (float l : logits)
      best = l > best ? l : best;
  }
  return best;
}
