import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * Calls of operations the generated table (src/vocabulary/generated/operations.json) knows and no hand row of
 * src/vocabulary/apis.ts names exactly: recognised only with the client's import, binding or host as evidence.
 */
const ruleTester = new RuleTester();

/** The one `knownPages` report expected at a line and column, with the message's data. */
function knownPagesAt(line: number, column: number, data: { request: string; api: string; size: string; field: string }) {
  return [{ messageId: 'knownPages' as const, line, column, data }];
}

/** A Graph request builder's users read as the list (`res.value`), and its one `knownPages` report at the request. */
function graphUsersFrom(builder: string, data: { request: string; api: string; size: string }) {
  return {
    code: `export async function users(client) {\n  const res = await ${builder};\n  return res.value;\n}`,
    errors: knownPagesAt(2, 21, { ...data, field: '@odata.nextLink' }),
  };
}

ruleTester.run('no-single-page-as-whole (generated operations)', rule, {
  valid: [
    // Slack's SDK: the cursor is sent back, one step of a walk
    `import { WebClient } from '@slack/web-api';
    const web = new WebClient(process.env.SLACK_TOKEN);
    export async function repliesAfter(channel, ts, cursor) {
      const result = await web.conversations.replies({ channel, ts, cursor });
      return result.messages;
    }`,
    // googleapis: the page token is sent and the body, with the next one, handed back: one step of a walk
    `import { google } from 'googleapis';
    export async function upcoming(auth, token) {
      const calendar = google.calendar({ version: 'v3', auth });
      const res = await calendar.events.list({ calendarId: 'primary', pageToken: token });
      return res.data;
    }`,
    // googleapis: a single-item read
    `import { google } from 'googleapis';
    export async function one(auth, id) {
      const calendar = google.calendar({ version: 'v3', auth });
      const res = await calendar.events.get({ calendarId: 'primary', eventId: id });
      return res.data.summary;
    }`,
    // googleapis: an operation the description documents as answering whole
    `import { google } from 'googleapis';
    export async function admins(auth, enterpriseId) {
      const androidenterprise = google.androidenterprise({ version: 'v1', auth });
      const res = await androidenterprise.users.list({ enterpriseId, email: 'a@b.c' });
      return res.data.user;
    }`,
    // googleapis: a loop that follows the continuation
    `import { google } from 'googleapis';
    export async function everyEvent(auth) {
      const calendar = google.calendar({ version: 'v3', auth });
      const out = [];
      let pageToken;
      do {
        const res = await calendar.events.list({ calendarId: 'primary', pageToken });
        out.push(...res.data.items);
        pageToken = res.data.nextPageToken;
      } while (pageToken);
      return out;
    }`,
    // AWS SDK v3: the marker is sent back, and the answer with the next one
    `import { IAMClient, ListUsersCommand } from '@aws-sdk/client-iam';
    const iam = new IAMClient({});
    export async function usersAfter(Marker) {
      const out = await iam.send(new ListUsersCommand({ Marker }));
      return { users: out.Users, next: out.IsTruncated ? out.Marker : undefined };
    }`,
    // AWS SDK v3: a command of the user's own module, not of the SDK
    `import { DescribeInstancesCommand } from './commands';
    export async function instances(bus) {
      const out = await bus.send(new DescribeInstancesCommand({}));
      return out.Reservations;
    }`,
    // AWS SDK v3: the SDK's pager walks every page
    `import { EC2Client, paginateDescribeInstances } from '@aws-sdk/client-ec2';
    const ec2 = new EC2Client({});
    export async function instances() {
      const out = [];
      for await (const page of paginateDescribeInstances({ client: ec2 }, {})) out.push(...page.Reservations);
      return out;
    }`,
    // the Kiota-built Graph SDK, walked: its model names the next link \`odataNextLink\`
    `import { createGraphServiceClient } from '@microsoft/msgraph-sdk';
    import '@microsoft/msgraph-sdk-users';
    export async function allUsers(graphClient: ReturnType<typeof createGraphServiceClient>) {
      const out = [];
      let res = await graphClient.users.get();
      out.push(...(res?.value ?? []));
      while (res?.odataNextLink) {
        res = await graphClient.users.withUrl(res.odataNextLink).get();
        out.push(...(res?.value ?? []));
      }
      return out;
    }`,
    // a property chain read with get() in a file without the Graph SDK: a map's get, a store's, anything
    `export async function names(store) {
      const res = await store.users.get();
      return res.value.map((u) => u.name);
    }`,
    // AWS SDK v3's aggregated client, walked: the marker is read and sent back
    `import { ElastiCache } from '@aws-sdk/client-elasticache';
    export async function clusters(client: ElastiCache) {
      const out = [];
      let Marker;
      do {
        const res = await client.describeCacheClusters({ Marker });
        out.push(...(res.CacheClusters ?? []));
        Marker = res.Marker;
      } while (Marker);
      return out;
    }`,
    // another package's client beside a v3 client: named for that package, its `query` is not DynamoDB's
    `import { DynamoDB } from '@aws-sdk/client-dynamodb';
    import { createClient } from '@clickhouse/client';
    export async function rows(sql) {
      const clickhouseClient = createClient({ url: process.env.CLICKHOUSE_URL });
      const res = await clickhouseClient.query({ query: sql, format: 'JSONEachRow' });
      return res.json();
    }`,
    // the records named by their ids (AWS: such a list cannot be sent with a page size): a lookup, not a page
    `import { EC2Client, DescribeSubnetsCommand } from '@aws-sdk/client-ec2';
    const ec2 = new EC2Client({});
    export async function foreign(subnetIds, vpcId) {
      const res = await ec2.send(new DescribeSubnetsCommand({ SubnetIds: subnetIds }));
      return res.Subnets.filter((s) => s.VpcId !== vpcId);
    }`,
    // a class's own method named like an operation, in a file that imports a v3 client
    `import { IAM } from '@aws-sdk/client-iam';
    export class Directory {
      constructor(private readonly iam: IAM) {}
      async listUsers() { return []; }
      async names() { return (await this.listUsers()).map((u) => u.name); }
    }`,
    // only shapes of the module, imported for their types: the client is the project's own wrapper, which may walk
    `import type { Vpc } from '@aws-sdk/client-ec2';
    import { type Subnet } from '@aws-sdk/client-ec2';
    export async function vpcIds(ec2: OwnEc2Wrapper): Promise<string[]> {
      const res = await ec2.describeVpcs({});
      return (res.Vpcs ?? []).map((v: Vpc) => v.VpcId as string);
    }`,
    // the bare client imported, its v2-style method called on something else
    `import { EC2Client } from '@aws-sdk/client-ec2';
    export async function vpcIds(ec2: OwnEc2Wrapper, client: EC2Client) {
      const res = await ec2.describeVpcs({});
      return (res.Vpcs ?? []).map((v) => v.VpcId);
    }`,
    // a method the imported service does not have: ListUsers is IAM's, not S3's
    `import { S3 } from '@aws-sdk/client-s3';
    export async function people(directory) {
      const res = await directory.listUsers({});
      return res.Users;
    }`,
    // AWS SDK v2 method name on a local object in a file without aws-sdk
    `const store = { async describeInstances() { return { Reservations: [] }; } };
    export async function instances() {
      const res = await store.describeInstances({});
      return res.Reservations;
    }`,
    // \`.promise()\` on a receiver that names no AWS service
    `export async function aliases(store, name) {
      const res = await store.listAliases({ FunctionName: name }).promise();
      return res.Aliases;
    }`,
    // AWS SDK v2: the marker is sent back, and the answer whole
    `export async function aliasesAfter(lambda, name, Marker) {
      return await lambda.listAliases({ FunctionName: name, Marker }).promise();
    }`,
    // AWS SDK v3: the stack asked for by name is one record, not a page
    `import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
    const cfn = new CloudFormationClient({});
    export async function outputs(StackName) {
      const out = await cfn.send(new DescribeStacksCommand({ StackName }));
      return out.Stacks.flatMap((s) => s.Outputs);
    }`,
    // Octokit route that ends at the record's id: one record
    `export async function networkConfiguration(octokit, org, id) {
      const route = 'GET /orgs/{org}/settings/network-configurations/{network_configuration_id}';
      const res = await octokit.request(route, { org, network_configuration_id: id });
      return res.data;
    }`,
    // a local function that shares the SDK's name
    `async function describeInstances() { return []; }
    export async function instances() {
      const res = await describeInstances();
      return res;
    }`,
    // a URL of an unknown host with a path the table knows from Jira
    `export async function projects() {
      const res = await fetch('https://tracker.example.com/rest/api/3/project/search');
      const body = await res.json();
      return body.values;
    }`,
    // Jira: the page parameter is sent, one step of a walk
    `export async function projects(jiraBase, startAt) {
      const res = await fetch(\`\${jiraBase}/rest/api/3/project/search?startAt=\${startAt}\`);
      const body = await res.json();
      return body.values;
    }`,
    // a short path under an unknown base: it names no vendor
    `export async function customers(base) {
      const res = await fetch(\`\${base}/v1/customers\`);
      const body = await res.json();
      return body.data;
    }`,
    // Octokit route: the GitHub pager walks every page
    `export async function repos(octokit) {
      const all = await octokit.paginate('GET /user/repos', { per_page: 100 });
      return all.map((r) => r.name);
    }`,
    // AWS SDK v2 through \`.promise()\`, no import: IAM attaches at most 20 managed policies to a role, its default page is 100
    `module.exports = function detachAll(iam, RoleName) {
      return iam.listAttachedRolePolicies({ RoleName }).promise()
        .then((r) => Promise.all(r.AttachedPolicies.map((p) => iam.detachRolePolicy({ RoleName, PolicyArn: p.PolicyArn }).promise())));
    };`,
    // \`.promise()\` on a receiver that names no AWS service
    `export async function rows(pool) {
      const [found] = await pool.listTables().promise();
      return found;
    }`,
    // one path segment on a host that is not the vendor's
    `export async function members(token) {
      const res = await fetch('https://chat.example.com/api/users.list', { headers: { authorization: token } });
      return (await res.json()).members;
    }`,
    // one path segment on the vendor's host, with the cursor sent and the body handed back: one step of a walk
    `export async function membersAfter(token, cursor) {
      const res = await fetch(\`https://slack.com/api/users.list?cursor=\${cursor}\`, { headers: { authorization: token } });
      return await res.json();
    }`,
    // One user by id: the path ends at the record
    "export async function user(client, id) { const res = await client.api(`/users/${id}`).get(); return res.mail; }",
    // AWS SDK v3: lists without a token answer whole, whatever their shape (Lambda's tags are a map, CloudFront's a
    // list inside `Tags.Items`); the loose List* row does not stand in for them
    `import { LambdaClient, ListTagsCommand } from '@aws-sdk/client-lambda';
    const lambda = new LambdaClient({});
    export async function tagsOf(arn) {
      const res = await lambda.send(new ListTagsCommand({ Resource: arn }));
      return res.Tags ?? {};
    }`,
    `import { CloudFrontClient, ListTagsForResourceCommand } from '@aws-sdk/client-cloudfront';
    const cf = new CloudFrontClient({});
    export async function owned(arn) {
      const res = await cf.send(new ListTagsForResourceCommand({ Resource: arn }));
      return res.Tags.Items.some((t) => t.Key === 'team');
    }`,
  ],
  invalid: [
    // CloudFront's operation ids carry the API version (`ListDistributions2020_05_31`); the SDK's command does not
    {
      code: `import { CloudFrontClient, ListDistributionsCommand } from '@aws-sdk/client-cloudfront';
const cf = new CloudFrontClient({});
export async function distributions() {
  const res = await cf.send(new ListDistributionsCommand({}));
  return res.DistributionList.Items;
}`,
      errors: knownPagesAt(4, 21, { request: 'cf.send', api: 'cloudfront ListDistributions', size: 'default page size', field: 'Marker' }),
    },
    {
      // The Graph SDK's builder paths are relative to graph.microsoft.com, which decides among the APIs that answer
      // \`GET /users\`; its v1.0 and beta descriptions page alike, and the version-less one speaks
      ...graphUsersFrom("client.api('/users').select('id,mail').get()", {
        request: "client.api('/users').select('id,m...",
        api: 'graph users.user.ListUser',
        size: 'default page size',
      }),
    },
    {
      // \`top()\` sets the builder's page size (OData \`$top\`)
      ...graphUsersFrom("client.api('/users').top(100).get()", {
        request: "client.api('/users').top(100).get",
        api: 'graph users.user.ListUser',
        size: 'pages at `100`',
      }),
    },
    {
      // A version in the path names its API
      ...graphUsersFrom("client.api('https://graph.microsoft.com/beta/users').get()", {
        request: "client.api('https://graph.microso...",
        api: 'graph-beta users.user.ListUser',
        size: 'default page size',
      }),
    },
    {
      // Slack's SDK methods are the Web API's methods: \`conversations.replies\` pages, and no hand row names it; the
      // method read from @slack/web-api's own declarations speaks before the Web API's description
      code: `import { WebClient } from '@slack/web-api';
const web = new WebClient(process.env.SLACK_TOKEN);
export async function threadReplies(channel, ts) {
  const result = await web.conversations.replies({ channel, ts });
  return result.messages.slice(1);
}`,
      errors: knownPagesAt(4, 24, {
        request: 'web.conversations.replies',
        api: '@slack/web-api conversations.replies',
        size: 'default page size',
        field: 'response_metadata.next_cursor',
      }),
    },
    {
      // AWS SDK v2 with the client passed in: \`.promise()\` shows the SDK, the receiver names the service
      code: `module.exports = async function aliasNames(FunctionName, lambda) {
  const out = await lambda.listAliases({ FunctionName }).promise();
  return out.Aliases.map((a) => a.Name);
};`,
      errors: knownPagesAt(2, 21, { request: 'lambda.listAliases', api: 'lambda ListAliases', size: 'default page size', field: 'NextMarker' }),
    },
    {
      // Slack's methods are one path segment after the server's \`/api\` base: the host decides the vendor
      code: `export async function members(token) {
  const res = await fetch('https://slack.com/api/conversations.list', { headers: { authorization: token } });
  const body = await res.json();
  return body.channels;
}`,
      errors: [{ messageId: 'knownPages', line: 2, column: 21 }],
    },
    {
      // the Kiota-built Graph SDK: the property chain is the path, \`byGroupId(id)\` an item's segment
      code: `import { createGraphServiceClient } from '@microsoft/msgraph-sdk';
import '@microsoft/msgraph-sdk-groups';
export async function memberIds(graphClient: ReturnType<typeof createGraphServiceClient>, groupId: string) {
  const res = await graphClient.groups.byGroupId(groupId).members.get({ queryParameters: { top: 100 } });
  return res?.value?.map((m) => m.id) ?? [];
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
    {
      // AWS SDK v3's aggregated client: its methods are the operations, named as v2 named them; the import names the service
      code: `import type { ElastiCache } from '@aws-sdk/client-elasticache';
export async function clusters(client: ElastiCache) {
  const res = await client.describeCacheClusters({ ShowCacheNodeInfo: true });
  return res.CacheClusters ?? [];
}`,
      errors: [{ messageId: 'knownPages', line: 3, column: 21 }],
    },
    {
      // a receiver named for no other imported package is the v3 client's
      code: `import { DynamoDB } from '@aws-sdk/client-dynamodb';
import { createClient } from '@clickhouse/client';
const dynamo = new DynamoDB({});
export const jobs = async () => (await dynamo.query({ TableName: 'jobs', KeyConditionExpression: 'pk = :p' })).Items;`,
      errors: [{ messageId: 'knownPages', line: 4, column: 40 }],
    },
    {
      // the same, with the client made here
      code: `import { IAM } from '@aws-sdk/client-iam';
const iam = new IAM({});
export const userNames = async () => (await iam.listUsers({})).Users.map((u) => u.UserName);`,
      errors: [{ messageId: 'knownPages', line: 3, column: 45 }],
    },
    {
      // every stack, one page of them
      code: `import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
const cfn = new CloudFormationClient({});
export async function stacksWithPrefix(prefix) {
  const out = await cfn.send(new DescribeStacksCommand({}));
  return out.Stacks.filter((s) => s.StackName.startsWith(prefix));
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
    {
      // S3 echoes \`ContinuationToken\` from the request: reading it is no read of what remains
      code: `const AWS = require('aws-sdk');
const s3 = new AWS.S3();
async function keys(Bucket) {
  let response = {};
  const out = [];
  do {
    response = await s3.listObjectsV2({ Bucket }).promise();
    out.push(...response.Contents.map((o) => o.Key));
  } while (response.ContinuationToken);
  return out;
}`,
      errors: knownPagesAt(7, 22, {
        request: 's3.listObjectsV2',
        api: 's3 ListObjectsV2',
        size: 'default page size',
        field: 'NextContinuationToken',
      }),
    },
    {
      code: `import { google } from 'googleapis';
export async function upcoming(auth) {
  const calendar = google.calendar({ version: 'v3', auth });
  const res = await calendar.events.list({ calendarId: 'primary' });
  return res.data.items;
}`,
      errors: knownPagesAt(4, 21, { request: 'calendar.events.list', api: 'calendar.events.list', size: 'pages at 250', field: 'nextPageToken' }),
    },
    {
      // a module of the project named for Google hands on a googleapis client: the description's operation speaks
      code: `import { calendar } from '@/lib/google';
export async function upcoming() {
  const res = await calendar.events.list({ calendarId: 'primary' });
  return res.data.items;
}`,
      errors: knownPagesAt(3, 21, { request: 'calendar.events.list', api: 'calendar.events.list', size: 'pages at 250', field: 'nextPageToken' }),
    },
    {
      // named for nothing: only the hand row's guess, by the receiver's name
      code: `import { calendar } from '@/lib/agenda';
export async function upcoming() {
  const res = await calendar.events.list({ calendarId: 'primary' });
  return res.data.items;
}`,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 21 }],
    },
    {
      code: `import { google } from 'googleapis';
export async function users(auth) {
  const admin = google.admin({ version: 'directory_v1', auth });
  const res = await admin.users.list({ customer: 'my_customer' });
  return res.data.users;
}`,
      // the hand row for Google's `users.list` names it exactly: it wins
      errors: [{ messageId: 'ignoredSignal', line: 4, column: 21 }],
    },
    {
      code: `import { IAMClient, ListUsersCommand } from '@aws-sdk/client-iam';
const iam = new IAMClient({});
export async function users() {
  const out = await iam.send(new ListUsersCommand({}));
  return out.Users;
}`,
      errors: knownPagesAt(4, 21, { request: 'iam.send', api: 'iam ListUsers', size: 'pages at 100', field: 'Marker' }),
    },
    {
      code: `import { EC2Client, DescribeInstancesCommand } from '@aws-sdk/client-ec2';
const ec2 = new EC2Client({});
export async function instances() {
  const out = await ec2.send(new DescribeInstancesCommand({}));
  return out.Reservations;
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
    {
      code: `const AWS = require('aws-sdk');
const ec2 = new AWS.EC2();
async function instances() {
  const res = await ec2.describeInstances({}).promise();
  return res.Reservations;
}`,
      errors: [{ messageId: 'knownPages', line: 4, column: 21 }],
    },
    {
      code: `export async function projects(jiraBase) {
  const res = await fetch(\`\${jiraBase}/rest/api/3/project/search?query=x\`);
  const body = await res.json();
  return body.values;
}`,
      errors: [{ messageId: 'knownPages', line: 2, column: 21 }],
    },
    {
      code: `export async function repos(octokit) {
  const { data } = await octokit.request('GET /user/repos');
  return data.map((r) => r.name);
}`,
      errors: [{ messageId: 'knownPages', line: 2, column: 26 }],
    },
  ],
});

/** A Serverless Framework plugin method that sends `request` through the AWS provider and reads `read` of its answer. */
function serverlessRequest(request: string, read: string): string {
  return `export class Pruner {
  async run(functionName) {
    const res = await this.provider.request(${request});
    return ${read};
  }
}`;
}

ruleTester.run('no-single-page-as-whole (Serverless provider requests)', rule, {
  valid: [
    // the continuation is sent: one step of a walk
    serverlessRequest(`'Lambda', 'listVersionsByFunction', { FunctionName: functionName, Marker: this.marker }`, 'res'),
    // one named record
    serverlessRequest(`'CloudFormation', 'describeStacks', { StackName: functionName }`, 'res.Stacks[0]'),
    // a service or method the syntax does not show is not resolved
    serverlessRequest(`this.service, 'listVersionsByFunction', { FunctionName: functionName }`, 'res.Versions'),
    serverlessRequest(`'Lambda', method, { FunctionName: functionName }`, 'res.Versions'),
    // no AWS service of that name has the method
    serverlessRequest(`'Payments', 'listVersionsByFunction', { FunctionName: functionName }`, 'res.Versions'),
  ],
  invalid: [
    {
      code: serverlessRequest(`'Lambda', 'listVersionsByFunction', { FunctionName: functionName }`, 'res.Versions'),
      errors: knownPagesAt(3, 23, {
        request: 'this.provider.request', api: 'lambda ListVersionsByFunction', size: 'default page size', field: 'NextMarker',
      }),
    },
    {
      code: serverlessRequest(`'CloudWatchLogs', 'describeLogGroups', {}`, 'res.logGroups.map((g) => g.logGroupName)'),
      errors: knownPagesAt(3, 23, { request: 'this.provider.request', api: 'logs DescribeLogGroups', size: 'default page size', field: 'nextToken' }),
    },
  ],
});

/** Code that has the AWS SDK v2's Lambda client as `lambda`: `rest` follows its two lines. */
function withLambda(rest: string): string {
  return `const AWS = require('aws-sdk');
const lambda = new AWS.Lambda();
${rest}`;
}

/** The one `knownPages` report of a `versionsPage(…)` call at a line and column. */
function versionsPageAt(line: number, column: number) {
  return knownPagesAt(line, column, {
    request: 'versionsPage', api: 'lambda ListVersionsByFunction', size: 'default page size', field: 'NextMarker',
  });
}

ruleTester.run('no-single-page-as-whole (a helper that returns the request)', rule, {
  valid: [
    // the helper takes the continuation from its caller, which walks
    `class Pruner {
  listVersions(functionName, Marker) {
    return this.provider.request('Lambda', 'listVersionsByFunction', { FunctionName: functionName, Marker });
  }
  async all(functionName) {
    return await this.listVersions(functionName, this.marker);
  }
}`,
    // the caller reads the continuation
    withLambda(`function versionsPage(name) {
  return lambda.listVersionsByFunction({ FunctionName: name }).promise();
}
export async function firstPage(name) {
  const res = await versionsPage(name);
  return { versions: res.Versions, next: res.NextMarker };
}`),
    // a helper with several answers is not one request
    withLambda(`function versions(name, cached) {
  if (!cached) return lambda.listVersionsByFunction({ FunctionName: name }).promise();
  return cached;
}
export async function all(name) {
  const res = await versions(name);
  return res.Versions;
}`),
  ],
  invalid: [
    {
      // reported where the page is used, at each caller
      code: withLambda(`function versionsPage(name) {
  return lambda.listVersionsByFunction({ FunctionName: name }).promise();
}
export async function prune(name) {
  const res = await versionsPage(name);
  return res.Versions.filter((v) => v.Version !== '$LATEST');
}
export async function count(name) {
  const { Versions } = await versionsPage(name);
  return Versions.length;
}`),
      errors: [
        ...versionsPageAt(7, 21),
        ...versionsPageAt(11, 30),
      ],
    },
    {
      // returned from a try whose catch rethrows
      code: withLambda(`function versionsPage(name) {
  try {
    return lambda.listVersionsByFunction({ FunctionName: name }).promise();
  } catch (e) {
    throw new Error(\`versions of \${name}: \${e}\`);
  }
}
export async function prune(name) {
  const res = await versionsPage(name);
  return res.Versions.filter((v) => v.Version !== '$LATEST');
}`),
      errors: versionsPageAt(11, 21),
    },
    {
      code: `function objectsIn(aws, Bucket) {
  return aws.request('S3', 'listObjectsV2', { Bucket });
}
export async function emptyBucket(aws, Bucket) {
  const res = await objectsIn(aws, Bucket);
  const keys = res.Contents.map((c) => ({ Key: c.Key }));
  await aws.request('S3', 'deleteObjects', { Bucket, Delete: { Objects: keys } });
}`,
      errors: knownPagesAt(5, 21, { request: 'objectsIn', api: 's3 ListObjectsV2', size: 'default page size', field: 'NextContinuationToken' }),
    },
  ],
});

/** Two Serverless provider requests awaited together, the usage plans second (or `first`), and `then` reading their answers. */
function plansBesideStack(then: string, order: 'second' | 'first' = 'second'): string {
  const plans = "provider.request('APIGateway', 'getUsagePlans', {}),";
  const stack = "provider.request('CloudFormation', 'describeStackResource', { StackName: 's', LogicalResourceId: 'Api' }),";
  const [a, b] = order === 'first' ? [plans, stack] : [stack, plans];
  return `export async function detach(provider) {
  return Promise.all([
    ${a}
    ${b}
  ]).then(${then});
}`;
}

ruleTester.run('no-single-page-as-whole (answers of Promise.all read in then)', rule, {
  valid: [
    // only the stack's one record is read
    plansBesideStack('(data) => data[0].StackResourceDetail.PhysicalResourceId'),
    plansBesideStack('([stack]) => stack.StackResourceDetail'),
    // a list read off the other answer is not the plans' page
    plansBesideStack('(data) => data[1].items.map((r) => r.id)', 'first'),
    // the plans' continuation is read
    plansBesideStack('(data) => ({ plans: data[1].items, next: data[1].position })'),
  ],
  invalid: [
    {
      code: plansBesideStack('(data) => data[1].items.filter((p) => p.apiStages.length > 0)'),
      errors: knownPagesAt(4, 5, { request: 'provider.request', api: 'apigateway GetUsagePlans', size: 'pages at 25', field: 'position' }),
    },
    {
      // the answer at index 0 is the page itself, not its first item
      code: plansBesideStack('(data) => data[0].items.filter((p) => p.apiStages.length > 0)', 'first'),
      errors: knownPagesAt(3, 5, { request: 'provider.request', api: 'apigateway GetUsagePlans', size: 'pages at 25', field: 'position' }),
    },
    {
      code: plansBesideStack('([, plans]) => plans.items.map((p) => p.id)'),
      errors: knownPagesAt(4, 5, { request: 'provider.request', api: 'apigateway GetUsagePlans', size: 'pages at 25', field: 'position' }),
    },
  ],
});

/** Code with an Octokit client `octokit`, then `body` in an async function of `owner`, `repo` and `ref`. */
function withOctokit(body: string): string {
  return `import { Octokit } from '@octokit/rest';
const octokit = new Octokit();
export async function read(owner, repo, ref) {
  ${body}
}`;
}

ruleTester.run('no-single-page-as-whole (Octokit methods)', rule, {
  valid: [
    // a record that holds a paged list, read for its own fields: the commit's sha, the combined state GitHub computes
    withOctokit('const res = await octokit.rest.repos.getCommit({ owner, repo, ref });\n  return res.data.sha;'),
    withOctokit('const { data } = await octokit.rest.repos.getCombinedStatusForRef({ owner, repo, ref });\n  return data.state;'),
    // a tree's `truncated` flag alone is no page to follow; a write is no read
    withOctokit("const res = await octokit.rest.git.getTree({ owner, repo, tree_sha: ref, recursive: 'true' });\n  return res.data.tree;"),
    withOctokit("const res = await octokit.rest.gists.create({ files: { a: { content: ref } } });\n  return res.data.history;"),
    // every page walked
    withOctokit('const all = await octokit.paginate(octokit.rest.repos.getAllEnvironments, { owner, repo });\n  return all;'),
    // no Octokit in sight: the same names are the project's own
    `export async function read(store, owner, repo) {
  const res = await store.repos.getAllEnvironments({ owner, repo });
  return res.data.environments;
}`,
  ],
  invalid: [
    {
      // a method the GitHub row names (`*.list*`) stays the row's
      code: withOctokit('const res = await octokit.rest.actions.listWorkflowRunsForRepo({ owner, repo });\n  return res.data.workflow_runs;'),
      errors: [{ messageId: 'singlePage', line: 4, column: 21 }],
    },
    {
      code: withOctokit('const res = await octokit.repos.getAllEnvironments({ owner, repo });\n  return res.data.environments ?? [];'),
      errors: knownPagesAt(4, 21, {
        request: 'octokit.repos.getAllEnvironments', api: 'api.github.com repos/get-all-environments', size: 'pages at 30', field: 'page',
      }),
    },
    {
      // a commit's files come 300 to a page
      code: withOctokit('const res = await octokit.rest.repos.getCommit({ owner, repo, ref });\n  return res.data.files.map((f) => f.filename);'),
      errors: knownPagesAt(4, 21, {
        request: 'octokit.rest.repos.getCommit', api: 'api.github.com repos/get-commit', size: 'pages at 30', field: 'page',
      }),
    },
    {
      // Octokit's \`rest\` namespace shows the client where nothing is imported (a github-script step's \`github\`)
      code: `export async function topics(github, owner, repo) {
  const { data } = await github.rest.repos.getAllTopics({ owner, repo });
  return data.names;
}`,
      errors: knownPagesAt(2, 26, {
        request: 'github.rest.repos.getAllTopics', api: 'api.github.com repos/get-all-topics', size: 'pages at 30', field: 'page',
      }),
    },
  ],
});

ruleTester.run('no-single-page-as-whole (a step that drops the next cursor)', rule, {
  valid: [],
  invalid: [
    {
      // the caller's page token is sent, but only the items come back: the caller can never ask for the next page
      code: `import { google } from 'googleapis';
export async function upcoming(auth, token) {
  const calendar = google.calendar({ version: 'v3', auth });
  const res = await calendar.events.list({ calendarId: 'primary', pageToken: token });
  return res.data.items;
}`,
      errors: knownPagesAt(4, 21, { request: 'calendar.events.list', api: 'calendar.events.list', size: 'pages at 250', field: 'nextPageToken' }),
    },
    {
      code: `export async function aliasesAfter(lambda, name, Marker) {
  const res = await lambda.listAliases({ FunctionName: name, Marker }).promise();
  return res.Aliases;
}`,
      errors: knownPagesAt(2, 21, { request: 'lambda.listAliases', api: 'lambda ListAliases', size: 'default page size', field: 'NextMarker' }),
    },
  ],
});
