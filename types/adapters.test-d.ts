import { expectType } from 'tsd';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool, Resource } from '@modelcontextprotocol/sdk/types.js';
import { collectAll, type Listing } from '../dist/src/index.js';
import {
  dynamoDbQueryPages,
  elasticsearchPages,
  githubListPages,
  githubSearchPages,
  googleAipPages,
  graphCollectionPages,
  kubernetesListPages,
  mcpListPages,
  s3ListObjectsPages,
  salesforceQueryPages,
  slackPages,
  stripeListPages,
} from '../dist/src/adapters/index.js';

// Each result is bound to a const first: inside expectType<…>(…) the expected type would flow into the
// helper's type parameter and prove nothing.

// Structural stand-ins for vendor SDK response types (no vendor SDK is a dependency of the package).

// Octokit: `octokit.rest.search.issuesAndPullRequests` answers an OctokitResponse<{ total_count; incomplete_results; items }>.
interface IssueSearchResultItem {
  id: number;
  title: string;
}
interface OctokitResponse<T> {
  headers: Record<string, string | number | undefined>;
  status: 200;
  url: string;
  data: T;
}
declare const octokit: {
  rest: {
    search: { issuesAndPullRequests(params: { q: string; page?: number; per_page?: number }): Promise<OctokitResponse<{ total_count: number; incomplete_results: boolean; items: IssueSearchResultItem[] }>> };
    orgs: { listMembers(params: { org: string; page?: number }): Promise<OctokitResponse<{ login: string }[]>> };
    actions: { listWorkflowRuns(params: { owner: string }): Promise<OctokitResponse<{ total_count: number; workflow_runs: { id: number; status: string | null }[] }>> };
  };
};
declare const q: string;

const r1 = await collectAll(githubSearchPages((p) => octokit.rest.search.issuesAndPullRequests({ q, ...p })));
expectType<Listing<IssueSearchResultItem>>(r1);
const r2 = await collectAll(githubListPages(() => octokit.rest.orgs.listMembers({ org: 'acme' })));
expectType<Listing<{ login: string }>>(r2);
const r3 = await collectAll(githubListPages(() => octokit.rest.actions.listWorkflowRuns({ owner: 'o' }), { itemsField: 'workflow_runs' }));
expectType<Listing<{ id: number; status: string | null }>>(r3);
// An explicit type argument still wins; a client typed `unknown` (or `any`) gives unknown items.
const explicit = await collectAll(githubSearchPages<{ n: 1 }>(() => Promise.resolve({})));
expectType<Listing<{ n: 1 }>>(explicit);
const r4 = await collectAll(githubSearchPages((): Promise<unknown> => Promise.resolve({})));
expectType<Listing<unknown>>(r4);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const r5 = await collectAll(graphCollectionPages((): Promise<any> => Promise.resolve({})));
expectType<Listing<unknown>>(r5);

// @elastic/elasticsearch v8: search<TDocument>() answers SearchResponse<TDocument> with hits.hits: SearchHit<TDocument>[].
interface Doc {
  title: string;
}
interface SearchHit<T> {
  _id: string;
  _source?: T;
  sort?: (string | number)[];
}
declare const es: { search<T>(req: object): Promise<{ took: number; timed_out: boolean; hits: { hits: SearchHit<T>[] } }> };
const r6 = await collectAll(elasticsearchPages((cursor) => es.search<Doc>({ search_after: cursor }), { size: 100 }));
expectType<Listing<SearchHit<Doc>>>(r6);
// v7 answers `{ body }`.
declare const es7: { search(req: object): Promise<{ body: { hits: { hits: SearchHit<Doc>[] } }; statusCode: number }> };
const r7 = await collectAll(elasticsearchPages(() => es7.search({}), { size: 100 }));
expectType<Listing<SearchHit<Doc>>>(r7);

// @kubernetes/client-node: 1.x answers V1PodList; 0.x answers { response, body: V1PodList }.
interface V1Pod {
  metadata?: { name?: string };
}
interface V1PodList {
  items: V1Pod[];
  metadata?: { _continue?: string; resourceVersion?: string };
}
declare const core: { listNamespacedPod(p: { namespace: string; _continue?: string }): Promise<V1PodList> };
declare const core0: { listNamespacedPod(namespace: string): Promise<{ response: object; body: V1PodList }> };
const r8 = await collectAll(kubernetesListPages((c) => core.listNamespacedPod({ namespace: 'default', ...(c ? { _continue: c } : {}) })));
expectType<Listing<V1Pod>>(r8);
const r9 = await collectAll(kubernetesListPages(() => core0.listNamespacedPod('default')));
expectType<Listing<V1Pod>>(r9);

// googleapis: GaxiosResponse<Schema$InstanceList> with `data`.
interface Schema$Instance {
  name?: string | null;
}
declare const compute: { instances: { list(p: { pageToken?: string }): Promise<{ data: { items?: Schema$Instance[]; nextPageToken?: string | null }; headers: object; status: number }> } };
const r10 = await collectAll(googleAipPages((pageToken) => compute.instances.list({ ...(pageToken ? { pageToken } : {}) }), { itemsField: 'items' }));
expectType<Listing<Schema$Instance>>(r10);

// stripe: ApiList<Customer> and ApiSearchResult<Customer> hold the items in `data`.
interface Customer {
  id: string;
  email: string | null;
}
declare const stripe: { customers: { list(p: { starting_after?: string }): Promise<{ object: 'list'; data: Customer[]; has_more: boolean; url: string; lastResponse: { headers: object } }> } };
const r11 = await collectAll(stripeListPages((after) => stripe.customers.list({ ...(after ? { starting_after: after } : {}) })));
expectType<Listing<Customer>>(r11);

// AWS SDK v3: ListObjectsV2CommandOutput.Contents?: _Object[]; QueryCommandOutput.Items?: Record<string, AttributeValue>[].
interface S3Object {
  Key?: string;
  Size?: number;
}
interface AttributeValue {
  S?: string;
  B?: Uint8Array;
}
declare const s3: { send(c: object): Promise<{ IsTruncated?: boolean; NextContinuationToken?: string; Contents?: S3Object[]; $metadata: object }> };
declare const ddb: { send(c: object): Promise<{ Items?: Record<string, AttributeValue>[]; LastEvaluatedKey?: Record<string, AttributeValue>; $metadata: object }> };
const r12 = await collectAll(s3ListObjectsPages((token) => s3.send({ ContinuationToken: token })));
expectType<Listing<S3Object>>(r12);
const r13 = await collectAll(dynamoDbQueryPages((start) => ddb.send({ ExclusiveStartKey: start })));
expectType<Listing<Record<string, AttributeValue>>>(r13);

// Microsoft Graph with a typed client wrapper; Slack WebClient; jsforce.
interface User {
  id: string;
  displayName?: string;
}
declare const graphGet: (url: string | null) => Promise<{ value: User[]; '@odata.nextLink'?: string }>;
const r14 = await collectAll(graphCollectionPages(graphGet));
expectType<Listing<User>>(r14);
interface Member {
  id?: string;
  name?: string;
}
declare const slack: { users: { list(p: { cursor?: string }): Promise<{ ok?: boolean; members?: Member[]; response_metadata?: { next_cursor?: string } }> } };
const r15 = await collectAll(slackPages((cursor) => slack.users.list({ ...(cursor ? { cursor } : {}) }), { itemsField: 'members' }));
expectType<Listing<Member>>(r15);
const r16 = await collectAll(slackPages((cursor) => slack.users.list({ ...(cursor ? { cursor } : {}) })));
expectType<Listing<unknown>>(r16);
interface Account {
  Id: string;
  Name: string;
}
declare const conn: { query<T>(soql: string): Promise<{ done: boolean; totalSize: number; records: T[]; nextRecordsUrl?: string }> };
const r17 = await collectAll(salesforceQueryPages(() => conn.query<Account>('SELECT Id, Name FROM Account')));
expectType<Listing<Account>>(r17);

// The MCP SDK's own client types (a devDependency here).
declare const client: Client;
const r18 = await collectAll(mcpListPages((cursor) => client.listTools(cursor ? { cursor } : {})));
expectType<Listing<Tool>>(r18);
const r19 = await collectAll(mcpListPages((cursor) => client.listResources(cursor ? { cursor } : {})));
expectType<Listing<Resource>>(r19);
