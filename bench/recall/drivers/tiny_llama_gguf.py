#!/usr/bin/env python3
"""Writes a tiny llama-architecture GGUF model for llama_sampler_workload.c (recall entry
llama-sampler-sample), run by the entry's runtime: build command in bench/recall/runtime.py:

  python3 tiny_llama_gguf.py OUT.gguf

Why: the entry's changed function, llama_sampler_sample(), built a vector of one
llama_token_data (12 bytes) per vocabulary entry on every sampled token. Reaching it needs a
model that llama.cpp loads and decodes; no model may be downloaded, and sampling cost depends on
the vocabulary only. So this writes one layer of n_embd 16 with deterministic pseudo-random F32
weights (about 2 MiB) and LLaMA's 32,000-token SentencePiece vocabulary shape: <unk>, <s>, </s>,
the 256 byte tokens <0x00>..<0xFF> (llama.cpp looks up <0x0A> as the newline token and falls
back to them when tokenizing), then 31,741 distinct word pieces. 32,000 x 12 bytes = 384,000
bytes per call, above faultline's 128 KiB floor.

The file follows the GGUF version 3 layout (llama.cpp's ggml/include/gguf.h): magic, version,
tensor and key-value counts, the key-value pairs, the tensor descriptions, padding to the
alignment (32), then each tensor's data at an aligned offset. Pure Python, no numpy.
"""
import random
import struct
import sys

# GGUF value types (gguf.h, enum gguf_type).
U32, I32, F32, BOOL, STRING, ARRAY = 4, 5, 6, 7, 8, 9
GGML_TYPE_F32 = 0
ALIGNMENT = 32

N_VOCAB = 32000
N_EMBD = 16
N_HEAD = 2
N_FF = 32
N_CTX_TRAIN = 512

# llama_token_type (llama.h): the values llama.cpp reads from tokenizer.ggml.token_type.
TOKEN_NORMAL, TOKEN_UNKNOWN, TOKEN_CONTROL, TOKEN_BYTE = 1, 2, 3, 6


def gguf_string(s):
    b = s.encode("utf-8")
    return struct.pack("<Q", len(b)) + b


def value(vtype, v):
    """The encoding of one value of a scalar type, or of an array as (element type, items)."""
    if vtype == STRING:
        return gguf_string(v)
    if vtype == ARRAY:
        etype, items = v
        return struct.pack("<IQ", etype, len(items)) + b"".join(value(etype, x) for x in items)
    return struct.pack({U32: "<I", I32: "<i", F32: "<f", BOOL: "<?"}[vtype], v)


def vocabulary():
    """LLaMA's layout: three specials, 256 byte tokens, then word pieces ('\u2581' marks a word
    start, as SentencePiece writes it). Scores fall with the id, as in a real SPM vocabulary."""
    tokens = ["<unk>", "<s>", "</s>"] + ["<0x%02X>" % b for b in range(256)]
    types = [TOKEN_UNKNOWN, TOKEN_CONTROL, TOKEN_CONTROL] + [TOKEN_BYTE] * 256
    letters = "abcdefghijklmnopqrstuvwxyz"
    i = 0
    while len(tokens) < N_VOCAB:
        # Distinct pieces: the base-26 spelling of i, alternately with a word-start mark.
        n, word = i // 2, ""
        while True:
            word = letters[n % 26] + word
            n = n // 26 - 1
            if n < 0:
                break
        tokens.append(("\u2581" + word) if i % 2 == 0 else word)
        types.append(TOKEN_NORMAL)
        i += 1
    scores = [0.0, 0.0, 0.0] + [0.0] * 256 + [-float(k) for k in range(N_VOCAB - 259)]
    return tokens, scores, types


def tensors(rng):
    """(name, shape in ggml order (ne0 first), F32 values): one llama block, tied output."""
    head = N_EMBD // N_HEAD

    def weights(*shape):
        n = 1
        for d in shape:
            n *= d
        return [rng.uniform(-0.5, 0.5) for _ in range(n)]

    out = [("token_embd.weight", (N_EMBD, N_VOCAB), weights(N_EMBD, N_VOCAB)),
           ("output_norm.weight", (N_EMBD,), [1.0] * N_EMBD)]
    for name, shape in (("attn_norm", (N_EMBD,)), ("attn_q", (N_EMBD, head * N_HEAD)),
                        ("attn_k", (N_EMBD, head * N_HEAD)), ("attn_v", (N_EMBD, head * N_HEAD)),
                        ("attn_output", (head * N_HEAD, N_EMBD)), ("ffn_norm", (N_EMBD,)),
                        ("ffn_gate", (N_EMBD, N_FF)), ("ffn_down", (N_FF, N_EMBD)),
                        ("ffn_up", (N_EMBD, N_FF))):
        data = [1.0] * shape[0] if len(shape) == 1 else weights(*shape)
        out.append(("blk.0.%s.weight" % name, shape, data))
    return out


def pad(n):
    return (ALIGNMENT - n % ALIGNMENT) % ALIGNMENT


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: tiny_llama_gguf.py OUT.gguf\n")
        return 2
    tokens, scores, types = vocabulary()
    if len(set(tokens)) != N_VOCAB:
        sys.stderr.write("tiny_llama_gguf.py: vocabulary pieces are not distinct\n")
        return 1
    kv = [
        ("general.architecture", STRING, "llama"),
        ("general.name", STRING, "faultline tiny llama (recall workload)"),
        ("general.alignment", U32, ALIGNMENT),
        ("llama.context_length", U32, N_CTX_TRAIN),
        ("llama.embedding_length", U32, N_EMBD),
        ("llama.block_count", U32, 1),
        ("llama.feed_forward_length", U32, N_FF),
        ("llama.attention.head_count", U32, N_HEAD),
        ("llama.attention.head_count_kv", U32, N_HEAD),
        ("llama.attention.layer_norm_rms_epsilon", F32, 1e-5),
        ("llama.rope.dimension_count", U32, N_EMBD // N_HEAD),
        ("llama.vocab_size", U32, N_VOCAB),
        ("tokenizer.ggml.model", STRING, "llama"),
        ("tokenizer.ggml.tokens", ARRAY, (STRING, tokens)),
        ("tokenizer.ggml.scores", ARRAY, (F32, scores)),
        ("tokenizer.ggml.token_type", ARRAY, (I32, types)),
        ("tokenizer.ggml.unknown_token_id", U32, 0),
        ("tokenizer.ggml.bos_token_id", U32, 1),
        ("tokenizer.ggml.eos_token_id", U32, 2),
        ("tokenizer.ggml.add_bos_token", BOOL, True),
        ("tokenizer.ggml.add_eos_token", BOOL, False),
    ]
    ts = tensors(random.Random(16))

    parts = [b"GGUF", struct.pack("<IQQ", 3, len(ts), len(kv))]
    for key, vtype, v in kv:
        parts.append(gguf_string(key) + struct.pack("<I", vtype) + value(vtype, v))
    offset = 0
    blobs = []
    for name, shape, data in ts:
        parts.append(gguf_string(name) + struct.pack("<I", len(shape)) +
                     struct.pack("<%dQ" % len(shape), *shape) +
                     struct.pack("<IQ", GGML_TYPE_F32, offset))
        blob = struct.pack("<%df" % len(data), *data)
        blob += b"\0" * pad(len(blob))
        blobs.append(blob)
        offset += len(blob)
    header = b"".join(parts)
    with open(sys.argv[1], "wb") as fh:
        fh.write(header + b"\0" * pad(len(header)))
        for blob in blobs:
            fh.write(blob)
    return 0


if __name__ == "__main__":
    sys.exit(main())
