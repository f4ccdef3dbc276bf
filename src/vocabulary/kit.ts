/**
 * The kit's own names, as the rules and the inventory recognise them. A test checks each one against the
 * package's real exports, so a rename cannot leave a rule matching a name that no longer exists.
 */
export const KIT = {
  packageName: 'completeness',
  /** Calls whose result is a kit Listing that states its own completeness. */
  listingConstructors: ['complete', 'partial', 'collectAll', 'parseListing', 'parseListingAsync', 'read', 'parseRead'],
  /** Calls that build a Listing that claims the whole scope, whatever happened. */
  completeConstructors: ['complete'],
  /** Adapters (`completeness/adapters`) that map a vendor response to a Listing: `from` + vendor. */
  adapterPrefix: 'from',
  /** Calls that prove a Listing complete (or throw / narrow). */
  proofs: ['requireComplete', 'isComplete'],
  /** Calls that return their Listing proven Complete, or throw. */
  provers: ['requireComplete'],
  /** Calls that narrow to the Partial side. */
  partialTests: ['isPartial'],
  /** Calls that decide what an agent may do with a Listing. */
  decisions: ['decide', 'selectTargets', 'verifyTargets', 'guardAction', 'isProvenAbsent'],
  /** Walkers that follow every page and report their own caps. */
  walkers: ['collectAll', 'scanPages'],
  /** The kit's type names. `Partial` shadows TypeScript's built-in, so only `Partial<…>` imported from the kit counts. */
  listingTypes: ['Listing', 'Complete', 'Partial', 'Incomplete'],
  /** The branded type of a Listing proven complete. */
  completeType: 'Complete',
  /** Type names that also exist in TypeScript's own lib, so they count only when imported from the kit. */
  shadowedTypes: ['Partial'],
  /** The interfaces whose `complete` property tells the typed rules which side of a Listing a type is. */
  shapes: { complete: 'CompleteShape', partial: 'PartialShape' },
} as const;

/** The envelope's own fields (docs/contract.md). */
export const ENVELOPE_FIELDS: readonly string[] = ['items', 'complete', 'truncated', 'incomplete_reasons', 'next_cursor', 'continuation', 'scope', 'page', 'warnings'];
