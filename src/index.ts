export type * from '../types/index.js';
export { REASON_CODES, WARNING_CODES, CONTINUATION_KINDS, isReasonCode, isWarningCode } from './codes.js';
export {
  CompletenessError,
  ContractViolationError,
  IncompleteResultError,
  CursorExpiredError,
  EvidenceError,
  type CompletenessErrorCode,
  type EvidenceErrorCode,
} from './errors.js';
export { complete, partial, isComplete, isPartial, requireComplete, type CompleteOptions, type PartialOptions } from './listing.js';
export { parseListing, parseListingAsync, type ParseListingOptions } from './parse-listing.js';
