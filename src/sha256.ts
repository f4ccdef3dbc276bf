// HMAC-SHA256 in plain JavaScript, synchronous, for runtimes without node:crypto (a browser, a Worker without
// nodejs_compat). SHA-256 as in FIPS 180-4 (sections 4.2.2, 5.1.1, 5.3.3, 6.2), HMAC as in RFC 2104; checked
// against the RFC 4231 test vectors and against node:crypto on random inputs (test/portability.test.ts).

/** The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4, 4.2.2). */
const K = Int32Array.of(
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
);

/** The initial hash value (FIPS 180-4, 5.3.3). */
const H0 = Int32Array.of(0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19);

const BLOCK = 64;
/** The message schedule, reused by every call (the functions here never yield). */
const W = new Int32Array(64);

function at(words: Int32Array, i: number): number {
  return words[i] as number;
}

/** Processes the 64-byte blocks of `data` from `offset` to `end` into `state` (FIPS 180-4, 6.2.2). */
function compress(state: Int32Array, data: DataView, offset: number, end: number): void {
  for (let o = offset; o < end; o += BLOCK) {
    for (let i = 0; i < 16; i++) W[i] = data.getInt32(o + 4 * i);
    for (let i = 16; i < 64; i++) {
      const w15 = at(W, i - 15);
      const w2 = at(W, i - 2);
      const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
      const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
      W[i] = (at(W, i - 16) + s0 + at(W, i - 7) + s1) | 0;
    }
    let a = at(state, 0);
    let b = at(state, 1);
    let c = at(state, 2);
    let d = at(state, 3);
    let e = at(state, 4);
    let f = at(state, 5);
    let g = at(state, 6);
    let h = at(state, 7);
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + at(K, i) + at(W, i)) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state[0] = (at(state, 0) + a) | 0;
    state[1] = (at(state, 1) + b) | 0;
    state[2] = (at(state, 2) + c) | 0;
    state[3] = (at(state, 3) + d) | 0;
    state[4] = (at(state, 4) + e) | 0;
    state[5] = (at(state, 5) + f) | 0;
    state[6] = (at(state, 6) + g) | 0;
    state[7] = (at(state, 7) + h) | 0;
  }
}

/**
 * Finishes a hash whose state has absorbed `prefixBytes` bytes already (a multiple of 64): absorbs
 * `message`, pads it (FIPS 180-4, 5.1.1) and returns the 32-byte digest.
 */
function finish(state: Int32Array, prefixBytes: number, message: Uint8Array): Uint8Array {
  const whole = message.length - (message.length % BLOCK);
  compress(state, new DataView(message.buffer, message.byteOffset, message.byteLength), 0, whole);
  const rest = message.length - whole;
  const tail = new Uint8Array(rest < 56 ? BLOCK : 2 * BLOCK);
  tail.set(message.subarray(whole));
  tail[rest] = 0x80;
  const bits = (prefixBytes + message.length) * 8;
  const view = new DataView(tail.buffer);
  view.setUint32(tail.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(tail.length - 4, bits >>> 0);
  compress(state, view, 0, tail.length);
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  for (let i = 0; i < 8; i++) out.setInt32(4 * i, at(state, i));
  return digest;
}

/** SHA-256 of `message`. */
export function sha256(message: Uint8Array): Uint8Array {
  return finish(H0.slice(), 0, message);
}

/** HMAC-SHA256 with one key: the key's inner and outer blocks are hashed once, when it is built (RFC 2104). */
export class HmacSha256 {
  private readonly inner: Int32Array;
  private readonly outer: Int32Array;

  constructor(key: Uint8Array) {
    const block = new Uint8Array(BLOCK);
    block.set(key.length > BLOCK ? sha256(key) : key);
    const ipad = block.map((x) => x ^ 0x36);
    const opad = block.map((x) => x ^ 0x5c);
    this.inner = H0.slice();
    compress(this.inner, new DataView(ipad.buffer), 0, BLOCK);
    this.outer = H0.slice();
    compress(this.outer, new DataView(opad.buffer), 0, BLOCK);
  }

  /** The 32-byte MAC of `message`. */
  mac(message: Uint8Array): Uint8Array {
    const innerDigest = finish(this.inner.slice(), BLOCK, message);
    return finish(this.outer.slice(), BLOCK, innerDigest);
  }
}
