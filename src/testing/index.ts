export { contractFixtures, ENUMERATE_DECISIONS, SAMPLE_REASONS, type ContractFixture } from './fixtures.js';
export { createFakeApi, type FakeApi, type FakeApiOptions, type FakeItem, type Mutation, type RawPage } from './fake-api.js';
export {
  checkListingWrapper,
  describeScenario,
  judgeWrapper,
  WrapperContractError,
  type CheckWrapperOptions,
  type CheckWrapperReport,
  type ListingWrapper,
} from './harness.js';
export { completenessMatchers, type CompletenessMatchers } from './matchers.js';
