/**
 * The one vocabulary: every table of field roles, APIs, verbs, collection methods, complete sources and kit
 * names that the rules, the adapters, the inventory CLI and the docs read. Data plus small pure lookups;
 * no ESLint or TypeScript import, so `src/` can read it at runtime.
 */
export * from './fields.js';
export * from './apis.js';
export * from './github-unpaged.js';
export * from './bounded.js';
export * from './sdk-operations.js';
export * from './kit.js';
export * from './verbs.js';
export * from './collections.js';
export * from './sources.js';
export * from './words.js';
export { fieldsByRole, roleOf, apiById } from './lookup.js';
export * from './continuation.js';
export * from './error-results.js';
export { decodeOperations, knownOperationInputs, knownOperations, lookupOperation, operationsLoaded, OPERATION_COLUMNS } from './operations.js';
export type { EncodedTable, KnownOperation, OperationMatch } from './operations.js';
