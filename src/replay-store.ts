import { EvidenceError } from './errors.js';
import type { ReplayStore } from './evidence.js';
import { describe } from './wire.js';

export interface MemoryReplayStoreOptions {
  /** How many live (unexpired) nonces it holds at most; a claim beyond that is refused. Default 1,000,000. */
  readonly maxEntries?: number;
  /** Epoch milliseconds; defaults to `Date.now`. */
  readonly clock?: () => number;
}

function refuse(message: string): never {
  throw new EvidenceError('INVALID_OPTIONS', message);
}

/**
 * Used nonces, each kept until its token expires. Every claim first forgets the nonces that have expired
 * (earliest expiry first, from a heap: O(log n) each), so the store holds live nonces only; it refuses a
 * claim with `REPLAY_STORE_UNAVAILABLE` only while `maxEntries` of them are live.
 */
export function memoryReplayStore(opts: MemoryReplayStoreOptions = {}): ReplayStore {
  const given: unknown = opts;
  if (typeof given !== 'object' || given === null) refuse(`options must be an object, got ${describe(given)}`);
  const { maxEntries = 1_000_000, clock = Date.now } = opts;
  if (typeof maxEntries !== 'number' || !Number.isSafeInteger(maxEntries) || maxEntries < 1) {
    refuse(`\`maxEntries\` must be a positive integer, got ${describe(maxEntries)}`);
  }
  if (typeof clock !== 'function') refuse(`\`clock\` must be a function, got ${describe(clock)}`);
  const used = new Map<string, number>();
  const heap = new ExpiryHeap();
  return {
    claim(nonce: string, expiresAt: number): Promise<boolean> {
      if (typeof nonce !== 'string' || typeof expiresAt !== 'number' || Number.isNaN(expiresAt)) {
        return Promise.reject(new EvidenceError('INVALID_OPTIONS', 'claim(nonce, expiresAt) needs a string and a number'));
      }
      const now = clock();
      for (let next = heap.peek(); next !== undefined && next.expiresAt <= now; next = heap.peek()) {
        heap.pop();
        used.delete(next.nonce);
      }
      if (used.has(nonce)) return Promise.resolve(false);
      if (used.size >= maxEntries) {
        return Promise.reject(new EvidenceError('REPLAY_STORE_UNAVAILABLE', `the in-memory replay store holds ${String(maxEntries)} live tokens`));
      }
      used.set(nonce, expiresAt);
      heap.push({ nonce, expiresAt });
      return Promise.resolve(true);
    },
  };
}

interface Entry {
  readonly nonce: string;
  readonly expiresAt: number;
}

/** A binary min-heap of entries by expiry. */
class ExpiryHeap {
  private readonly items: Entry[] = [];

  peek(): Entry | undefined {
    return this.items[0];
  }

  push(entry: Entry): void {
    const items = this.items;
    let i = items.length;
    items.push(entry);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = items[parent] as Entry;
      if (p.expiresAt <= entry.expiresAt) break;
      items[i] = p;
      i = parent;
    }
    items[i] = entry;
  }

  pop(): void {
    const items = this.items;
    const last = items.pop();
    if (last === undefined || items.length === 0) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= items.length) break;
      const r = l + 1;
      const child = r < items.length && (items[r] as Entry).expiresAt < (items[l] as Entry).expiresAt ? r : l;
      const c = items[child] as Entry;
      if (c.expiresAt >= last.expiresAt) break;
      items[i] = c;
      i = child;
    }
    items[i] = last;
  }
}
