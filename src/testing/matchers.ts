import type { Listing } from '../../types/listing.js';
import type { ReasonCode } from '../../types/reasons.js';
import { decide, type Intent } from '../decide.js';
import { isComplete, isPartial } from '../listing.js';

interface MatcherResult {
  pass: boolean;
  message: () => string;
}

function describeListing(received: unknown): string {
  if (Array.isArray(received)) return `a bare array of ${String(received.length)} (no completeness signal)`;
  const l = received as Listing<unknown> | null;
  if (!l || typeof l !== 'object' || !('complete' in l)) return 'a value with no `complete` field';
  return l.complete
    ? `a Complete listing of ${String(l.items.length)} items`
    : `a Partial listing of ${String(l.items.length)} items (${l.incomplete_reasons.map((r) => r.code).join(', ')})`;
}

/**
 * Matchers for vitest and jest: `expect.extend(completenessMatchers)`. Each one fails closed: a bare
 * array or a look-alike without the contract's invariants is neither complete nor safe.
 */
export const completenessMatchers = {
  toBeComplete(received: unknown): MatcherResult {
    const pass = typeof received === 'object' && received !== null && isComplete(received as Listing<unknown>);
    return { pass, message: () => `expected ${describeListing(received)} ${pass ? 'not ' : ''}to be a Complete listing` };
  },
  toBeIncompleteWith(received: unknown, code: ReasonCode): MatcherResult {
    const partialListing = typeof received === 'object' && received !== null && isPartial(received as Listing<unknown>);
    const pass = partialListing && (received as Listing<unknown>).incomplete_reasons.some((r) => r.code === code);
    return { pass, message: () => `expected ${describeListing(received)} ${pass ? 'not ' : ''}to be incomplete with ${code}` };
  },
  toBeSafeFor(received: unknown, intent: Intent): MatcherResult {
    const listing = received as Listing<unknown>;
    const verdict = Array.isArray(received) ? null : decide(listing, intent);
    const pass = verdict?.decision === 'proceed';
    return {
      pass,
      message: () => `expected ${describeListing(received)} ${pass ? 'not ' : ''}to be safe for ${intent}${verdict ? ` (decide() says ${verdict.decision})` : ''}`,
    };
  },
};

/** Add to your test setup's type declarations to type the matchers (vitest shown):
 *  `declare module 'vitest' { interface Assertion<T> extends CompletenessMatchers<T> {} }` */
export interface CompletenessMatchers<R = unknown> {
  toBeComplete(): R;
  toBeIncompleteWith(code: ReasonCode): R;
  toBeSafeFor(intent: Intent): R;
}
