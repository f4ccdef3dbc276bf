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
    // handed on un-awaited under a name that promises nothing: the caller gets the page token
    `const admin = require('firebase-admin');
const usersPage = () => admin.auth().listUsers();
module.exports = { usersPage };`,
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
    {
      // un-awaited, in a file that awaits nothing: its callers are in other files
      code: `const admin = require('firebase-admin');
const getAllUsers = () => {
  return admin.auth().listUsers();
};
module.exports = { getAllUsers };`,
      errors: [{
        messageId: 'knownPages',
        line: 3,
        column: 10,
        data: { request: 'admin.auth().listUsers', api: 'firebase-admin', size: 'default page size', field: 'pageToken' },
      }],
    },
    {
      code: `import { getAuth } from 'firebase-admin/auth';
export class Directory {
  allUsers() {
    return getAuth().listUsers();
  }
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 12 }],
    },
    {
      // awaited and returned whole: the hand-written operation speaks without its items in sight
      code: `import { getAuth } from 'firebase-admin/auth';
export async function getAllUsers() {
  const res = await getAuth().listUsers();
  return res;
}`,
      errors: [{ messageId: 'knownPages', line: 3, column: 21 }],
    },
    {
      // a caller in the file awaits it: reported there, once
      code: `const admin = require('firebase-admin');
const getAllUsers = (max) => admin.auth().listUsers(max);
export async function emails() {
  const res = await getAllUsers(1000);
  return res.users.map((u) => u.email);
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
    {
      // a call without arguments is no request the rule looks at: reported at the helper, once
      code: `const admin = require('firebase-admin');
const getAllUsers = () => admin.auth().listUsers();
export async function emails() {
  const res = await getAllUsers();
  return res.users.map((u) => u.email);
}`,
      errors: [{ messageId: 'knownPages', line: 2, column: 27 }],
    },
  ],
});
