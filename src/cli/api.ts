/**
 * `completeness api <name>...`: what the plugin knows of an operation a call can name, from the hand-written rows
 * (`src/vocabulary/apis.ts`), the table generated from vendors' API descriptions (docs/apis.md), and the SDK
 * methods (`src/vocabulary/sdk-operations.ts`).
 */
import type { ApiEntry } from '../vocabulary/apis.js';
import { lookupOperation, type KnownOperation, type OperationMatch } from '../vocabulary/operations.js';
import { sdkOperations, type SdkOperation } from '../vocabulary/sdk-operations.js';

export type ApiFormat = 'text' | 'json';

const MAX_LISTED = 20;

export interface ApiAnswer {
  readonly name: string;
  readonly match: OperationMatch;
  /** The vendors whose generated operations answer to the name; more than one is ambiguous. */
  readonly vendors: readonly string[];
  /** SDK methods the name calls (`conversations.list`, or `slack.conversations.list` with the receiver). */
  readonly sdk: readonly SdkOperation[];
}

/** Does an SDK method's member path end the asked name, or the asked name end it (`dataSources.query`, `query`), whatever the case? */
function callsSdkMethod(asked: string, method: string): boolean {
  const [a, m] = [asked.toLowerCase(), method.toLowerCase()];
  return a === m || a.endsWith(`.${m}`) || m.endsWith(`.${a}`);
}

export function askApi(names: readonly string[]): ApiAnswer[] {
  return names.map((name) => {
    const match = lookupOperation(name);
    const sdk = sdkOperations().filter((op) => op.name.some((method) => callsSdkMethod(name, method)));
    return { name, match, vendors: [...new Set(match.operations.map((op) => op.vendor))], sdk };
  });
}

const known = (answer: ApiAnswer): boolean => answer.match.hand.length > 0 || answer.match.operations.length > 0 || answer.sdk.length > 0;

/** Exit code: 0 when every name is known (ambiguous names too, every candidate listed), 1 when one is not. */
export const apiExitCode = (answers: readonly ApiAnswer[]): number => (answers.every(known) ? 0 : 1);

function handLine(api: ApiEntry): string {
  const facts = [
    api.signals.length > 0 ? `signals ${api.signals.join(', ')}` : '',
    api.pageSize.length > 0 ? `page size ${api.pageSize.join(', ')}${api.defaultPageSize === undefined ? '' : ` (default ${String(api.defaultPageSize)})`}` : '',
    api.pagers.length > 0 ? `pagers ${api.pagers.join(', ')}` : '',
    api.packages !== undefined ? `packages ${api.packages.join(', ')}` : '',
  ].filter((f) => f !== '');
  return `  ${api.id}: ${api.name}${facts.length > 0 ? `; ${facts.join('; ')}` : ''}\n    ${api.docs}`;
}

function operationLines(op: KnownOperation): string[] {
  const size = op.pageSize;
  const bounds = size === undefined ? [] : [size.default === undefined ? '' : `default ${String(size.default)}`, size.max === undefined ? '' : `max ${String(size.max)}`].filter((b) => b !== '');
  return [
    `  ${op.vendor} ${op.api} (${op.title}): ${op.operationId || '(no operation id)'}, ${op.kind === 'paged' ? 'paginated' : 'answers whole'}`,
    `    ${op.method} ${op.path}`,
    ...(op.sdk.length > 0 ? [`    sdk: ${op.sdk.join(', ')}`] : []),
    ...(size === undefined ? [] : [`    page size: ${size.name}${bounds.length > 0 ? ` (${bounds.join(', ')})` : ''}`]),
    ...(op.cursor === undefined ? [] : [`    cursor: ${op.cursor}`]),
    ...(op.page === undefined ? [] : [`    page: ${op.page}`]),
    ...(op.items.length > 0 ? [`    items: ${op.items.join(', ')}`] : []),
    ...(op.signals.length > 0 ? [`    signals: ${op.signals.join(', ')}`] : []),
  ];
}

function sdkLines(op: SdkOperation): string[] {
  const { pages } = op;
  const facts = [`items ${pages.items}`, pages.cursor === undefined ? '' : `cursor ${pages.cursor}`, pages.pageSize === undefined ? '' : `page size ${pages.pageSize}`, pages.next.length > 0 ? `signals ${pages.next.join(', ')}` : ''];
  return [`  ${op.package} ${op.name.join(', ')}: paginated; ${facts.filter((f) => f !== '').join('; ')}`, `    ${op.docs}`];
}

function answerText(answer: ApiAnswer): string {
  const { name, match, vendors, sdk } = answer;
  if (!known(answer)) return `${name}: not known. Try the SDK name (ListUsersCommand, calendar.events.list), a route (GET /users) or a path (/rest/api/3/search).`;
  const lines = [
    `${name}: ${String(match.operations.length)} generated operation(s) of ${String(vendors.length)} vendor(s)${match.hand.length > 0 ? `, ${String(match.hand.length)} hand-written row(s)` : ''}${sdk.length > 0 ? `, ${String(sdk.length)} SDK method(s)` : ''}`,
  ];
  if (sdk.length > 0) {
    lines.push('SDK methods (matched only on a receiver that comes from the package; src/vocabulary/sdk-operations.ts):');
    for (const op of sdk.slice(0, MAX_LISTED)) lines.push(...sdkLines(op));
    if (sdk.length > MAX_LISTED) lines.push(`  … and ${String(sdk.length - MAX_LISTED)} more (--format json lists all)`);
  }
  if (vendors.length > 1) lines.push(`  ambiguous: ${vendors.join(', ')} all answer to it; the call's client, import or URL host decides which.`);
  if (match.hand.length > 0) lines.push('hand-written rows (src/vocabulary/apis.ts; they win where both speak):', ...match.hand.map(handLine));
  if (match.operations.length > 0) lines.push('from the vendors\' API descriptions (docs/apis.md):');
  for (const op of match.operations.slice(0, MAX_LISTED)) lines.push(...operationLines(op));
  if (match.operations.length > MAX_LISTED) lines.push(`  … and ${String(match.operations.length - MAX_LISTED)} more (--format json lists all)`);
  return lines.join('\n');
}

export function formatApi(answers: readonly ApiAnswer[], format: ApiFormat): string {
  if (format === 'json') {
    return JSON.stringify(answers.map(({ name, match, vendors, sdk }) => ({ name, vendors, hand: match.hand.map((h) => h.id), operations: match.operations, sdk })), null, 2);
  }
  return answers.map(answerText).join('\n\n');
}
