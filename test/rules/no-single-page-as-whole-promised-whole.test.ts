import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * A response returned whole carries its continuation to the caller, who may follow it. A function whose name promises
 * everything (`getAllTopics`, `fetchEveryBucket`) tells that caller there is nothing to follow: one page behind such a
 * name is reported where it is returned.
 */
const ruleTester = new RuleTester();

ruleTester.run('no-single-page-as-whole (one page behind a name that promises all)', rule, {
  valid: [
    // no promise in the name: the caller gets the response and its NextToken
    `export const listTopics = (sns) => sns.listTopics({}).promise();`,
    `export async function topicsPage(sns, token) { return sns.listTopics({ NextToken: token }).promise(); }`,
    // the name promises all, and the function walks every page
    `export async function getAllTopics(sns) {
      const topics = [];
      let NextToken;
      do {
        const page = await sns.listTopics({ NextToken }).promise();
        topics.push(...page.Topics);
        NextToken = page.NextToken;
      } while (NextToken);
      return topics;
    }`,
    // "all" of one record is no list: a single-record read
    `export const getAllTags = (s3, Bucket) => s3.getBucketTagging({ Bucket }).promise();`,
    // "allowed" is not "all"
    `export const allowedTopics = (sns) => sns.listTopics({}).promise();`,
  ],
  invalid: [
    {
      code: `export const getAllTopics = (sns) => sns.listTopics({}).promise();`,
      errors: [
        {
          messageId: 'knownPages',
          line: 1,
          column: 38,
          data: { request: 'sns.listTopics', api: 'sns ListTopics', size: 'default page size', field: 'NextToken' },
        },
      ],
    },
    {
      code: `export async function fetchEveryTopic(sns) {
  return await sns.listTopics({}).promise();
}`,
      errors: [{ messageId: 'knownPages', line: 2, column: 16 }],
    },
  ],
});
