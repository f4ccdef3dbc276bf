/**
 * What to do, in the words every message shares. A rule message is two sentences: why the code is unsafe,
 * then one of these (or its own) saying what to do. The detail lives in the rule's doc (docs/rules/*.md,
 * "Messages"). Each phrase is one sentence in the imperative.
 */
export const ADVICE = {
  /** A raw API result: walk every page with the kit, then act on its verdict. */
  collectThenCheck: 'Use `collectAll()` and act only if `.complete`.',
  /** Already a kit Listing (`collectAll()`, `scanPages()`, `parseListing()`, an adapter): walking again does not help, its verdict does. */
  actIfComplete: 'Act only if its `.complete` is true.',
  /** A claim of completeness drawn from a signal that does not prove it. */
  claimFromSignal: 'Set it from a completeness signal instead.',
  /** A decision taken on a signal that does not prove coverage. */
  readBodySignal: "Read the body's completeness signal first.",
  /** A walk that decides it has ended on a count or a short page. */
  followNext: 'Follow the next link or cursor.',
  /** One page used as the whole. */
  followOrReturn: 'Follow or return the continuation.',
} as const;
