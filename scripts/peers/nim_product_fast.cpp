// Nim products as the fastest C++ solutions compute them, written for
// scripts/bench --nim-product: logarithm tables of GF(2^16), Karatsuba
// over 16-bit limbs (nine limb products), input read in one fread and
// parsed by hand, output formatted by hand. Not part of the crate: a peer
// to measure against.
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <vector>

#include "nim_halving.h"

static const int ORDER = 65535;
static uint32_t lg[1 << 16];
static uint16_t ex[3 * ORDER];
static uint32_t log_h, log_hh;

static inline u64 e(uint32_t i) { return i < 3u * ORDER ? ex[i] : 0; }

static inline u64 mul(u64 a, u64 b) {
    uint32_t la[9], lb[9];
    u64 x[4], y[4];
    for (int i = 0; i < 4; ++i) x[i] = a >> (16 * i) & 0xffff, y[i] = b >> (16 * i) & 0xffff;
    u64 xs0 = x[0] ^ x[2], xs1 = x[1] ^ x[3], ys0 = y[0] ^ y[2], ys1 = y[1] ^ y[3];
    u64 xv[9] = {x[0], x[1], x[0] ^ x[1], x[2], x[3], x[2] ^ x[3], xs0, xs1, xs0 ^ xs1};
    u64 yv[9] = {y[0], y[1], y[0] ^ y[1], y[2], y[3], y[2] ^ y[3], ys0, ys1, ys0 ^ ys1};
    for (int i = 0; i < 9; ++i) la[i] = lg[xv[i]], lb[i] = lg[yv[i]];
    u64 c0 = e(la[0] + lb[0]), c2h = e(la[1] + lb[1] + log_h), m = e(la[2] + lb[2]);
    u64 low = ((m ^ c0) << 16) | (c0 ^ c2h);
    u64 d0 = e(la[6] + lb[6]), d2h = e(la[7] + lb[7] + log_h), dm = e(la[8] + lb[8]);
    u64 middle = (((dm ^ d0) << 16) | (d0 ^ d2h)) ^ low;
    u64 hi = e(la[5] + lb[5] + log_h) ^ e(la[4] + lb[4] + log_hh);
    u64 lo = e(la[5] + lb[5] + log_hh) ^ e(la[3] + lb[3] + log_hh);
    return (middle << 32) | (low ^ ((hi << 16) | lo));
}

static uint8_t byte_products[256][256];

static u64 mul16(u64 a, u64 b) {
    u64 a1 = a >> 8, a0 = a & 255, b1 = b >> 8, b0 = b & 255;
    u64 c0 = byte_products[a0][b0];
    u64 middle = byte_products[a0 ^ a1][b0 ^ b1] ^ c0;
    return (middle << 8) ^ c0 ^ byte_products[byte_products[a1][b1]][128];
}

int main() {
    // Byte products by linearity, then a generator of GF(2^16)* (order
    // 65535 = 3 * 5 * 17 * 257) and its powers.
    for (int a = 0; a < 256; ++a)
        for (int b = 1; b < 256; ++b) {
            int low = b & -b;
            byte_products[a][b] = low == b ? (uint8_t)halving(a, b, 8) : byte_products[a][b ^ low] ^ byte_products[a][low];
        }
    u64 g = 2;
    for (;; ++g) {
        bool ok = true;
        for (u64 p : {3, 5, 17, 257}) {
            u64 r = 1, base = g, k = ORDER / p;
            while (k) { if (k & 1) r = mul16(r, base); base = mul16(base, base); k >>= 1; }
            if (r == 1) ok = false;
        }
        if (ok) break;
    }
    for (int i = 0; i < (1 << 16); ++i) lg[i] = 1u << 20;
    u64 power = 1;
    for (int i = 0; i < ORDER; ++i) {
        lg[power] = i;
        ex[i] = ex[i + ORDER] = ex[i + 2 * ORDER] = (uint16_t)power;
        power = mul16(power, g);
    }
    log_h = lg[1 << 15];
    log_hh = lg[mul16(1 << 15, 1 << 15)];

    std::vector<char> in;
    size_t used = 0;
    in.resize(1 << 26);
    for (;;) {
        size_t got = fread(in.data() + used, 1, in.size() - used, stdin);
        used += got;
        if (used < in.size()) break;
        in.resize(in.size() * 2);
    }
    in.resize(used);
    in.push_back('\0');
    const char *p = in.data();
    auto next = [&]() -> u64 {
        while (*p && (*p < '0' || *p > '9')) ++p;
        u64 v = 0;
        while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
        return v;
    };
    u64 t = next();
    std::vector<char> out(t * 21 + 1);
    char *o = out.data();
    for (u64 i = 0; i < t; ++i) {
        u64 a = next(), b = next();
        u64 c = mul(a, b);
        char digits[20];
        int n = 0;
        do { digits[n++] = '0' + c % 10; c /= 10; } while (c);
        while (n) *o++ = digits[--n];
        *o++ = '\n';
    }
    fwrite(out.data(), 1, o - out.data(), stdout);
    return 0;
}
