export type * from '../types/index.js';
export { REASON_CODES, WARNING_CODES, CONTINUATION_KINDS, isReasonCode, isWarningCode } from './codes.js';
export {
  CompletenessError,
  ContractViolationError,
  IncompleteResultError,
  CursorExpiredError,
  EvidenceError,
  UpstreamError,
  SettingsError,
  type CompletenessErrorCode,
  type EvidenceErrorCode,
} from './errors.js';
export { complete, partial, isComplete, isPartial, requireComplete, listedIds, type CompleteOptions, type PartialOptions } from './listing.js';
export { parseListing, parseListingAsync, type ParseListingOptions } from './parse-listing.js';
export { collectAll, scanPages, type FetchPage, type PageContext, type ScanOptions, type ScanProgress, type ScanVerdict } from './collect.js';
export { decide, INTENTS, type Decision, type DecisionResult, type Intent } from './decide.js';
export {
  selectTargets,
  verifyTargets,
  redeemTargets,
  guardAction,
  memoryReplayStore,
  recheckEach,
  MAX_TTL_MS,
  type EvidenceKey,
  type GuardOptions,
  type GuardedInput,
  type ReplayStore,
  type RecheckResult,
  type SelectTargetsOptions,
  type VerifiedTargets,
  type VerifyTargetsOptions,
} from './evidence.js';
export { approvalRequest, formatApproval, type ApprovalInput, type ApprovalRequest, type RecoveryOption } from './approval.js';
export { read, parseRead, isProvenAbsent, type ReadOptions } from './read.js';
export { describeReason, verdictLine } from './describe.js';
