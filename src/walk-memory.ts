import type { Warning, WarningCode } from '../types/reasons.js';

/**
 * What a walk over pages remembers between pages, within a bound that depends on neither the number of
 * pages nor the size of a cursor: `collectAll` and `scanPages` hold O(page) memory beyond their items.
 */

/**
 * A 53-bit fingerprint of a string: two 32-bit multiplicative hashes over its UTF-16 code units, each
 * finished with an avalanche step, joined into one safe integer. Equal strings always give equal
 * fingerprints; two different strings share one with odds of about 1 in 2^53 (a hostile source can
 * build such a pair: see `CursorHistory` for why that only ever costs a Complete, never makes one).
 */
export function fingerprint(text: string): number {
  let a = 0x811c9dc5 ^ text.length;
  let b = 0x2545f491 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    b ^= b >>> 13;
  }
  return (avalanche(a) >>> 0) * 0x200000 + (avalanche(b ^ a) >>> 11);
}

/** The finaliser of MurmurHash3 (a bijection on 32 bits): every input bit reaches every output bit. */
function avalanche(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return x ^ (x >>> 16);
}

/** How many cursor fingerprints a walk remembers exactly: 1 MiB at most, whatever the size of the cursors. */
export const EXACT_CURSORS = 65_536;

/**
 * A set of fingerprints in one `Float64Array` (open addressing, linear probing), kept at most half full, so
 * at most 16 bytes a fingerprint and no object per entry (a `Set` of numbers holds about 50 bytes for each).
 * An empty slot is 0; fingerprint 0 itself is noted apart.
 */
class FingerprintSet {
  size = 0;
  private slots = new Float64Array(256);
  private hasZero = false;

  has(print: number): boolean {
    if (print === 0) return this.hasZero;
    const { slots } = this;
    const mask = slots.length - 1;
    for (let i = (print >>> 0) & mask; ; i = (i + 1) & mask) {
      const slot = slots[i];
      if (slot === print) return true;
      if (slot === 0) return false;
    }
  }

  /** Adds a fingerprint that `has` just refused. */
  add(print: number): void {
    this.size++;
    if (print === 0) {
      this.hasZero = true;
      return;
    }
    if (this.size * 2 > this.slots.length) this.grow();
    this.place(this.slots, print);
  }

  private place(slots: Float64Array, print: number): void {
    const mask = slots.length - 1;
    let i = (print >>> 0) & mask;
    while (slots[i] !== 0) i = (i + 1) & mask;
    slots[i] = print;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2);
    for (const print of old) if (print !== 0) this.place(this.slots, print);
  }
}

/**
 * Catches a source that repeats a cursor, which would make the walk loop. It keeps a fingerprint of each
 * cursor, never the cursor: the first `EXACT_CURSORS` are all remembered, so a repeat among them is caught at
 * once; past that, Brent's checkpoint (one fingerprint, re-taken at every power of two) still catches any loop
 * within a few times its length, in constant memory.
 *
 * A repeated cursor always has the fingerprint seen before, so no repeat is missed. Two different cursors
 * with one fingerprint (chance, or a hostile source) are taken for a repeat: the walk stops with
 * COMPLETENESS_UNKNOWN. A collision can therefore only ever make a result Partial, never Complete.
 */
export class CursorHistory {
  private readonly seen = new FingerprintSet();
  private checkpoint = -1;
  private steps = 0;
  private power = 1;

  /** `printOf` is for tests that force collisions. */
  constructor(private readonly printOf: (text: string) => number = fingerprint) {}

  /** Records `cursor`; true when it (or a cursor with the same fingerprint) was seen before. */
  repeats(cursor: string): boolean {
    const print = this.printOf(cursor);
    if (print === this.checkpoint || this.seen.has(print)) return true;
    if (this.seen.size < EXACT_CURSORS) {
      this.seen.add(print);
    } else if (++this.steps === this.power) {
      this.checkpoint = print;
      this.power *= 2;
      this.steps = 0;
    }
    return false;
  }
}

/** How many distinct warnings a walk keeps exactly, and how much text (as JSON) they may hold together. */
export const KEPT_WARNINGS = 100;
export const KEPT_WARNING_CHARS = 64 * 1024;

interface Folded {
  /** The first warning of its code that was not kept, as it came. */
  readonly first: Warning;
  readonly firstKey: string;
  /** Warnings of this code not kept, the first included (repeats of an earlier one are counted again). */
  count: number;
}

/**
 * The warnings of a walk's pages, each distinct warning once. The first `KEPT_WARNINGS` distinct ones (as long as
 * they fit in `KEPT_WARNING_CHARS` together) are kept exactly, in order; any further one is folded into its code's summary, so no
 * code is dropped: `all()` ends with, per folded code, its first folded warning (unchanged when it was the
 * only one, else with a `message` that says how many were folded). A warning equal to one kept, or to its
 * code's first folded one, adds nothing, so a page that repeats the same warnings costs no memory.
 */
export class WarningTally {
  private readonly keys = new Set<string>();
  private readonly kept: Warning[] = [];
  private chars = 0;
  /** Set once a warning did not fit: every later one is folded too, so the kept ones are the first ones. */
  private full = false;
  private readonly folded = new Map<WarningCode, Folded>();

  add(warning: Warning): void {
    const key = JSON.stringify(warning);
    if (this.keys.has(key)) return;
    if (!this.full && this.kept.length < KEPT_WARNINGS && this.chars + key.length <= KEPT_WARNING_CHARS) {
      this.keys.add(key);
      this.kept.push(warning);
      this.chars += key.length;
      return;
    }
    this.full = true;
    const folded = this.folded.get(warning.code);
    if (folded === undefined) this.folded.set(warning.code, { first: warning, firstKey: key, count: 1 });
    else if (key !== folded.firstKey) folded.count++;
  }

  all(): Warning[] {
    const out = [...this.kept];
    for (const [code, { first, count }] of this.folded) {
      out.push(
        count === 1
          ? first
          : {
              ...first,
              message:
                `${String(count)} ${code} warnings came after the first ${String(this.kept.length)} distinct warnings ` +
                'of this walk and were not kept; this is the first of them',
            },
      );
    }
    return out;
  }
}
