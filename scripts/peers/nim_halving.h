// The nim product by the definition's recursive halving (Fermat 2-powers),
// shared by the C++ peers of scripts/bench --nim-product to build their
// tables.
#pragma once
typedef unsigned long long u64;

static u64 halving(u64 a, u64 b, int bits) {
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 low = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & low, b1 = b >> half, b0 = b & low;
    u64 c0 = halving(a0, b0, half), c2 = halving(a1, b1, half);
    u64 middle = halving(a0 ^ a1, b0 ^ b1, half) ^ c0;
    return (middle << half) ^ c0 ^ halving(c2, 1ULL << (half - 1), half);
}
