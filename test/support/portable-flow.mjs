// One walk through the kit as an agent's code on any runtime would make it: collectAll, parseListing, decide,
// then an evidence token minted, verified, redeemed once and refused the second time. Imported from the built
// package (npm run build) by test/portability.test.ts: run as is on Deno and Bun, and bundled by esbuild for a
// browser-like scope and for workerd (Cloudflare Workers). It reads no runtime-specific global.
import { collectAll, decide, guardAction, memoryReplayStore, parseListing, selectTargets, verifyTargets } from '../../dist/src/index.js';
import { cryptoInUse } from '../../dist/src/portable-crypto.js';

export const KEY = 'portable-flow-key-of-at-least-32-bytes';
const scope = { resource: 'service_accounts', visibility: 'admin', snapshot: null };

/** Runs the flow; `foreign` is a token minted by another runtime for ids ['svc-2', 'svc-3'], verified here. */
export async function flow(foreign) {
  const bodies = [
    { items: [{ id: 'svc-1' }, { id: 'svc-2' }], complete: false, incomplete_reasons: [{ code: 'MORE_PAGES_AVAILABLE' }], next_cursor: 'p2', scope },
    { items: [{ id: 'svc-3' }], complete: true, scope },
  ];
  const listing = await collectAll((cursor) => parseListing(bodies[cursor === null ? 0 : 1]));
  const decision = decide(listing, 'claim_absence').decision;
  const partialDecision = decide(parseListing(bodies[0]), 'claim_absence').decision;
  const token = selectTargets(listing, ['svc-3', 'svc-2'], { key: KEY, action: 'disable', ttlMs: 600_000 });
  const opts = { key: KEY, action: 'disable', resource: 'service_accounts' };
  const verified = verifyTargets(token, ['svc-2', 'svc-3'], opts).ids;
  const codeOf = (fn) => {
    try {
      fn();
      return null;
    } catch (error) {
      return error.code ?? String(error);
    }
  };
  const guarded = guardAction(({ ids }) => ids.join(','), { ...opts, replayStore: memoryReplayStore() });
  const first = await guarded({ evidence: token, ids: ['svc-2', 'svc-3'] });
  const second = await guarded({ evidence: token, ids: ['svc-2', 'svc-3'] }).then(String, (e) => e.code);
  return {
    crypto: cryptoInUse(),
    complete: listing.complete,
    decision,
    partialDecision,
    verified,
    first,
    second,
    tampered: codeOf(() => verifyTargets(`f${token.slice(1)}`, ['svc-2', 'svc-3'], opts)), // the body starts with "eyJ" (`{"`)
    otherResource: codeOf(() => verifyTargets(token, ['svc-2', 'svc-3'], { ...opts, resource: 'buckets' })),
    foreign: foreign === undefined ? 'not given' : (codeOf(() => verifyTargets(foreign, ['svc-3', 'svc-2'], opts)) ?? 'accepted'),
    token,
  };
}
