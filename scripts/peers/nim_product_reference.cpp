// The method of Library Checker's reference solution for "Nim Product
// (F_{2^64})" (math/nim_product_64/sol/correct.cpp), written afresh for
// scripts/bench --nim-product: a 64 x 64 table of the products of powers of
// two, then for every pair of byte positions (e, f) a 256 x 256 table of
// byte products (32 MB in all), and 64 look-ups per product; scanf/printf.
// The reference holds the 64 x 64 table as a literal; here it is computed
// by the definition's halving, which takes a moment before the timing
// matters. Not part of the crate: a peer to measure against.
#include <cstdio>
#include <cstdint>
#include <vector>

#include "nim_halving.h"

static u64 power_products[64][64];
static std::vector<u64> bytes_table;  // [e][f][x][y], 8 * 8 * 256 * 256

static inline u64 &entry(int e, int f, int x, int y) {
    return bytes_table[(((size_t)(e * 8 + f) << 8 | x) << 8) | y];
}

int main() {
    for (int i = 0; i < 64; ++i)
        for (int j = 0; j < 64; ++j)
            power_products[i][j] = halving(1ULL << i, 1ULL << j, 64);
    bytes_table.assign((size_t)64 << 16, 0);
    for (int e = 0; e < 8; ++e)
        for (int f = e; f < 8; ++f)
            for (int x = 0; x < 256; ++x)
                for (int y = 0; y < 256; ++y) {
                    u64 t = 0;
                    for (int p = 0; p < 8; ++p)
                        if (x >> p & 1)
                            for (int q = 0; q < 8; ++q)
                                if (y >> q & 1) t ^= power_products[e * 8 + p][f * 8 + q];
                    entry(e, f, x, y) = t;
                }
    for (int e = 0; e < 8; ++e)
        for (int f = 0; f < e; ++f)
            for (int x = 0; x < 256; ++x)
                for (int y = 0; y < 256; ++y) entry(e, f, x, y) = entry(f, e, y, x);
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int i = 0; i < t; ++i) {
        u64 a, b;
        if (scanf("%llu %llu", &a, &b) != 2) return 1;
        u64 c = 0;
        for (int e = 0; e < 8; ++e)
            for (int f = 0; f < 8; ++f) c ^= entry(e, f, a >> (8 * e) & 255, b >> (8 * f) & 255);
        printf("%llu\n", c);
    }
    return 0;
}
