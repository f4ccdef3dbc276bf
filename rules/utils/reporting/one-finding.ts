import type { TSESLint, TSESTree } from '../typed/ts-eslint.js';

/**
 * One finding per mistake. ESLint runs each rule on its own, so two of our rules can report the same mistake:
 * `no-absence-from-partial` and `no-empty-as-absence` on one `!withPr.has(b)`, or `no-single-page-as-whole` and
 * `no-ignored-completeness-signal` on one search response. Every report of a rule made with `createRule` goes
 * through {@link report}, which holds it until the end of the file (`Program:exit`). By then every rule of the
 * lint run has made its reports, and the reports are settled in the order below: a report is kept unless an
 * earlier rule kept one for the same mistake. A mistake is identified by
 * - the reported range (the same node, or the same `loc`), and
 * - the keys a rule adds for a mistake it reports at another node ({@link responseKey}: one API response).
 *
 * The outcome does not depend on the order the rules run in (settling reads all reports, in this fixed
 * order), and a rule that is off makes no reports, so it hides nothing. Everything is kept per file
 * (`SourceCode`), which is all that ESLint's cache and its worker threads share.
 */
export const PRECEDENCE = [
  // Typed rules first: they see the declared type, so they name the envelope and the field to read.
  'no-unsafe-complete-cast',
  'no-absence-from-partial',
  'no-dropped-completeness',
  'require-listing-return',
  // Then the rules about one narrow shape: a default, a prose string, a cap, an end test, a GraphQL connection, a signal.
  'no-fail-open-completeness-default',
  'require-structured-completeness',
  'no-silent-page-cap',
  'no-short-page-as-end',
  'require-graphql-page-info',
  'no-has-more-as-complete',
  'no-status-as-complete',
  'no-error-as-absence',
  // Last the broad ones: any API result read as absence, any single page used as the whole.
  'no-empty-as-absence',
  'no-single-page-as-whole',
  // After it, though typed: both report one response, `no-single-page-as-whole` at the request. A finding stays on
  // the same line whether a project lints with types or without, so a disable comment there keeps working.
  'no-ignored-completeness-signal',
] as const;

type AnyContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

interface Finding {
  readonly rank: number;
  readonly keys: readonly string[];
  readonly emit: () => void;
}

interface FileFindings {
  readonly findings: Finding[];
  /** The findings kept, once settled at the first `Program:exit`. */
  kept: ReadonlySet<Finding> | null;
  /**
   * The rank of each of our rules open on the file, by the rule's context (one per rule and file). Not by
   * `context.id`: ESLint gives each file's contexts a new shape, so the first read of a property on them costs a
   * lookup out of line, once per file and property name, and `id` is one no other read needs.
   */
  readonly ranks: Map<AnyContext, number>;
}

const RANK: ReadonlyMap<string, number> = new Map(PRECEDENCE.map((name, i) => [name, i]));
/** Per file: the `SourceCode` of one lint run. */
const files = new WeakMap<object, FileFindings>();
let lastSource: object | null = null;
let lastFile: FileFindings | undefined;

/** The findings of the file a rule context lints, if one of our rules opened them. */
function fileOf(context: AnyContext): FileFindings | undefined {
  const sourceCode = context.sourceCode;
  return sourceCode === lastSource ? lastFile : files.get(sourceCode);
}

/** The key of one API response, for a rule that reports its mistake away from the request (at the items read). */
export function responseKey(call: TSESTree.Node): string {
  return `response:${String(call.range[0])}-${String(call.range[1])}`;
}

function locKey(descriptor: TSESLint.ReportDescriptor<string>): string {
  const loc = 'loc' in descriptor && descriptor.loc ? descriptor.loc : 'node' in descriptor ? descriptor.node.loc : null;
  if (!loc) return 'at:?';
  const { start, end } = 'start' in loc ? loc : { start: loc, end: loc };
  return `at:${String(start.line)}:${String(start.column)}-${String(end.line)}:${String(end.column)}`;
}

/** Keeps each finding unless a finding of an earlier rule, kept already, shares a key with it. */
function settle(findings: readonly Finding[]): ReadonlySet<Finding> {
  const owner = new Map<string, number>();
  const kept = new Set<Finding>();
  for (const f of [...findings].sort((a, b) => a.rank - b.rank)) {
    if (f.keys.some((k) => (owner.get(k) ?? f.rank) !== f.rank)) continue;
    kept.add(f);
    for (const k of f.keys) owner.set(k, f.rank);
  }
  return kept;
}

/**
 * Opens the findings of rule `name` on the file of `context` (called by `createRule` for a rule with listeners on
 * the file). The first of our rules to open them returns the `Program:exit` handler that settles them and reports
 * every finding kept: its `Program:exit` runs before any other of ours, as ESLint calls them in the order the rules
 * were created. Null for the others, and for a rule outside {@link PRECEDENCE}, whose reports go straight to ESLint.
 */
export function openFindings(context: AnyContext, name: string): (() => void) | null {
  const rank = RANK.get(name);
  if (rank === undefined) return null;
  let file = fileOf(context);
  // A settled file seen again is a new lint run over the same `SourceCode`: start afresh.
  if (!file || file.kept !== null) {
    file = { findings: [], kept: null, ranks: new Map() };
    files.set(context.sourceCode, file);
  }
  // the rules of one file open their findings one after another: the last file asked answers most lookups
  lastSource = context.sourceCode;
  lastFile = file;
  const first = file.ranks.size === 0;
  file.ranks.set(context, rank);
  if (!first) return null;
  const current = file;
  return () => {
    if (current.kept !== null) return;
    const kept = settle(current.findings);
    current.kept = kept;
    for (const f of current.findings) if (kept.has(f)) f.emit();
  };
}

/**
 * `context.report(descriptor)` for our rules: held until the file is done, then reported unless an earlier rule
 * of {@link PRECEDENCE} reports the same mistake. `sameMistake` adds keys beyond the reported range.
 */
export function report<MessageIds extends string>(
  context: Readonly<TSESLint.RuleContext<MessageIds, readonly unknown[]>>,
  descriptor: TSESLint.ReportDescriptor<MessageIds>,
  sameMistake: readonly string[] = [],
): void {
  const file = fileOf(context);
  const rank = file?.ranks.get(context);
  // Outside the order, or after the file was settled (a report from a `Program:exit`): report at once.
  if (file === undefined || rank === undefined || file.kept !== null) {
    context.report(descriptor);
    return;
  }
  file.findings.push({
    rank,
    keys: [locKey(descriptor), ...sameMistake],
    emit: () => {
      context.report(descriptor);
    },
  });
}
