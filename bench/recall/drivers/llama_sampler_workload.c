/* A workload for llama.cpp's sampling API, built against the vendor/llama.cpp of an unpacked
 * llama-cpp-python sdist by bench/recall/runtime.py (entry llama-sampler-sample):
 *
 *   llama_sampler_workload MODEL.gguf [N]
 *
 * It loads MODEL (the tiny 32,000-token model tiny_llama_gguf.py writes), decodes a short
 * prompt and then generates N tokens (default 200) the way a chat or completion loop does: one
 * llama_sampler_sample() call on a sampler chain (top-k 40, top-p 0.95, min-p 0.05,
 * temperature 0.8, seeded dist) per token, each token decoded before the next is sampled.
 * Before PR #18365, llama_sampler_sample() built a std::vector<llama_token_data> of the whole
 * vocabulary (32,000 x 12 = 384,000 bytes here) on every call; the fix keeps it in the chain.
 * The chain starts with top-k so that the later samplers work on 40 candidates, as llama.cpp's
 * own defaults do: the only vocabulary-sized work per call is llama_sampler_sample()'s.
 *
 * Only the C API both releases' llama.h declare is used (0.3.16 and 0.3.20 of the sdist).
 * Every sampled token is checked to be a vocabulary id and the run must sample N tokens with
 * more than one distinct value, so a workload that silently does nothing fails. Exit 0 on
 * success, 1 on any error (with a one-line message). */
#include <llama.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void quiet_log(enum ggml_log_level level, const char *text, void *user_data) {
    (void)user_data;
    if (level == GGML_LOG_LEVEL_ERROR)
        fputs(text, stderr);
}

static int fail(const char *what) {
    fprintf(stderr, "llama_sampler_workload: %s\n", what);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3)
        return fail("usage: llama_sampler_workload MODEL.gguf [N]");
    const int n_sample = argc == 3 ? atoi(argv[2]) : 200;
    if (n_sample <= 0 || n_sample > 400)
        return fail("N must be in 1..400 (the context holds 512 tokens)");

    llama_log_set(quiet_log, NULL);
    llama_backend_init();

    struct llama_model_params mparams = llama_model_default_params();
    mparams.n_gpu_layers = 0;
    struct llama_model *model = llama_model_load_from_file(argv[1], mparams);
    if (!model)
        return fail("cannot load the model");
    const struct llama_vocab *vocab = llama_model_get_vocab(model);
    const int n_vocab = llama_vocab_n_tokens(vocab);
    if (n_vocab <= 0)
        return fail("the model has no vocabulary");

    struct llama_context_params cparams = llama_context_default_params();
    cparams.n_ctx = 512;
    cparams.n_batch = 512;
    cparams.n_threads = 1;
    cparams.n_threads_batch = 1;
    cparams.no_perf = true;
    struct llama_context *ctx = llama_init_from_model(model, cparams);
    if (!ctx)
        return fail("cannot create a context");

    const char *prompt = "the quick brown fox jumps over the lazy dog";
    llama_token tokens[128];
    const int n_prompt = llama_tokenize(vocab, prompt, (int32_t)strlen(prompt), tokens, 128,
                                        /* add_special */ true, /* parse_special */ false);
    if (n_prompt <= 1)
        return fail("the prompt did not tokenize");
    if (llama_decode(ctx, llama_batch_get_one(tokens, n_prompt)) != 0)
        return fail("cannot decode the prompt");

    struct llama_sampler_chain_params sparams = llama_sampler_chain_default_params();
    sparams.no_perf = true;
    struct llama_sampler *chain = llama_sampler_chain_init(sparams);
    llama_sampler_chain_add(chain, llama_sampler_init_top_k(40));
    llama_sampler_chain_add(chain, llama_sampler_init_top_p(0.95f, 1));
    llama_sampler_chain_add(chain, llama_sampler_init_min_p(0.05f, 1));
    llama_sampler_chain_add(chain, llama_sampler_init_temp(0.8f));
    llama_sampler_chain_add(chain, llama_sampler_init_dist(1234));

    int sampled = 0, distinct = 0;
    unsigned char *seen = calloc((size_t)n_vocab, 1);
    if (!seen)
        return fail("out of memory");
    for (int i = 0; i < n_sample; i++) {
        llama_token tok = llama_sampler_sample(chain, ctx, -1);
        if (tok < 0 || tok >= n_vocab)
            return fail("sampled a token outside the vocabulary");
        sampled++;
        if (!seen[tok]) {
            seen[tok] = 1;
            distinct++;
        }
        /* The model is random: an end-of-generation token is decoded like any other so that
         * every run samples exactly N tokens. */
        if (llama_decode(ctx, llama_batch_get_one(&tok, 1)) != 0)
            return fail("cannot decode a sampled token");
    }
    if (sampled != n_sample || distinct < 2)
        return fail("sampling produced nothing usable");
    printf("llama_sampler_workload: vocabulary %d, prompt %d tokens, sampled %d (%d distinct)\n",
           n_vocab, n_prompt, sampled, distinct);

    free(seen);
    llama_sampler_free(chain);
    llama_free(ctx);
    llama_model_free(model);
    llama_backend_free();
    return 0;
}
