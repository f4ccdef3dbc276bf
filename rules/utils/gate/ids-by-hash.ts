/**
 * Small integer ids by a 30-bit hash, in typed arrays: open addressing, ids of one hash chained. The file scan
 * (./text-names.ts) looks up every word of a file here. In a lint each file's scan starts with our tables out of the
 * CPU's caches (the parser and the other rules ran in between), and a lookup here reads one or two cache lines where
 * a `Map` of arrays of objects read five or six.
 */
const FILTER_BITS = 4096;

/** A typed array by id made twice as long, the new half filled with `fill`. */
export function grown<T extends Uint8Array | Uint16Array | Int32Array>(array: T, fill: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.fill(fill);
  bigger.set(array);
  return bigger;
}

export class IdsByHash {
  /** Per slot, the hash plus one (0: an empty slot). At most a quarter of the slots are used. */
  private keys = new Int32Array(64);
  /** Per slot, the newest id added with its hash. */
  private heads = new Int32Array(64);
  /** Per id, the id added before it with the same hash (-1: none). */
  private older = new Int32Array(64).fill(-1);
  private used = 0;
  /**
   * One bit per value of a hash's low 12 bits (512 bytes: eight cache lines, where the slots take a line per sixteen):
   * most words of a file are no name's, and this turns them away before the slots are read.
   */
  private readonly filter = new Uint8Array(FILTER_BITS >> 3);

  /** Adds `id` (a small integer ≥ 0) under hash `h` (0 ≤ h < 2³⁰). */
  add(h: number, id: number): void {
    if ((this.used + 1) * 4 > this.keys.length) this.rehash(this.keys.length * 2);
    while (id >= this.older.length) this.older = grown(this.older, -1);
    const bit = h & (FILTER_BITS - 1);
    this.filter[bit >> 3] = (this.filter[bit >> 3] as number) | (1 << (bit & 7));
    const slot = this.slotOf(h);
    if (this.keys[slot] === 0) {
      this.keys[slot] = h + 1;
      this.used++;
    } else {
      this.older[id] = this.heads[slot] as number;
    }
    this.heads[slot] = id;
  }

  /** The newest id added under `h`, or -1. */
  newest(h: number): number {
    const bit = h & (FILTER_BITS - 1);
    if (((this.filter[bit >> 3] as number) & (1 << (bit & 7))) === 0) return -1;
    const keys = this.keys;
    const mask = keys.length - 1;
    const key = h + 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const k = keys[slot];
      if (k === key) return this.heads[slot] as number;
      if (k === 0) return -1;
    }
  }

  /** The id added under the same hash before `id`, or -1. */
  olderThan(id: number): number {
    return this.older[id] as number;
  }

  /** The slot holding `h`, or the empty slot where it goes. */
  private slotOf(h: number): number {
    const mask = this.keys.length - 1;
    let slot = h & mask;
    while (this.keys[slot] !== 0 && this.keys[slot] !== h + 1) slot = (slot + 1) & mask;
    return slot;
  }

  private rehash(size: number): void {
    const { keys, heads } = this;
    this.keys = new Int32Array(size);
    this.heads = new Int32Array(size);
    for (let s = 0; s < keys.length; s++) {
      const k = keys[s] as number;
      if (k === 0) continue;
      const slot = this.slotOf(k - 1);
      this.keys[slot] = k;
      this.heads[slot] = heads[s] as number;
    }
  }
}
