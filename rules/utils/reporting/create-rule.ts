import type { ESLintUtils, TSESLint } from '@typescript-eslint/utils';
import { useVisitorKeys } from '../syntax/ast.js';
import { openFindings } from './one-finding.js';
import { isListenerObject, NO_LISTENERS } from '../syntax/selectors.js';
import { compileGate, opensOn, type CompiledGate, type Gate } from '../gate/text-gate.js';
import { vocabularyOf, vocabularySettingsOf, type Vocabulary } from '../api/vocabulary.js';

/** Extra `meta.docs` fields our configs and the docs generator read. */
export interface CompletenessRuleDocs {
  /** In `recommended` (and so in `recommendedTypeChecked`). */
  readonly recommended?: boolean;
  /** In `strict` / `strictTypeChecked` only. */
  readonly strict?: boolean;
  /**
   * The options `recommended` (and `recommendedTypeChecked`) run the rule with, where they narrow it to the reports
   * whose measured precision belongs there; `strict` runs the rule's defaults.
   */
  readonly recommendedOptions?: readonly unknown[];
  readonly requiresTypeChecking?: boolean;
}

export const DOCS_BASE_URL = 'https://github.com/completeness-dev/completeness/blob/main/docs/rules';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The user's option object over the default one: nested objects merge, anything else the user gave replaces. */
function mergeOption(base: unknown, given: unknown): unknown {
  if (given === undefined) return structuredClone(base);
  if (!isPlainObject(base) || !isPlainObject(given)) return given;
  const keys = new Set([...Object.keys(base), ...Object.keys(given)]);
  return Object.fromEntries([...keys].map((k) => [k, mergeOption(base[k], given[k])]));
}

/** Merged options are shared by every file of a config, so no rule may change them. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

type NamedRule<Options extends readonly unknown[], MessageIds extends string> = Readonly<
  ESLintUtils.RuleWithMetaAndName<Options, MessageIds, CompletenessRuleDocs> & {
    /**
     * What a file's text must show for any report of the rule (./text-gate.ts), from its merged options and the
     * vocabulary. On a file where it cannot hold, the rule is not created at all: most files shut most gates, and a
     * shut gate then costs a few reads of what the file's one scan just wrote.
     */
    gate?: (options: Options, vocabulary: Vocabulary) => Gate;
  }
>;

/** `Object.keys(o).length === 0`, without building the array. */
function hasNoKeys(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

/**
 * The rule's listeners with `done` run last at `Program:exit`. The object a rule's `create` returns is its own, made
 * for this file, so the handler is set on it rather than on a copy (a frozen object is copied).
 */
function withExit(listeners: TSESLint.RuleListener, done: () => void): TSESLint.RuleListener {
  const own = listeners['Program:exit'];
  const exit = own
    ? (node: Parameters<typeof own>[0]) => {
        own(node);
        done();
      }
    : done;
  if (Object.isFrozen(listeners)) return { ...listeners, 'Program:exit': exit };
  listeners['Program:exit'] = exit;
  return listeners;
}

/**
 * Our rule factory (the contract of typescript-eslint's `RuleCreator`, without loading it): adds the docs
 * URL, hands `create` the options merged over `meta.defaultOptions`, and settles the rule's reports against
 * the other rules' at the end of the file (one finding per mistake: ./one-finding.ts).
 */
export function createRule<Options extends readonly unknown[], MessageIds extends string>({
  name,
  meta,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- still accepted, as typescript-eslint's RuleCreator does
  defaultOptions: legacyDefaults,
  create,
  gate,
}: NamedRule<Options, MessageIds>): TSESLint.RuleModule<MessageIds, Options, CompletenessRuleDocs> & { name: string } {
  const defaultOptions = meta.defaultOptions ?? legacyDefaults ?? ([] as unknown as Options);
  // ESLint copies the options array for every file but hands on the same option objects: merge once per object
  const merge = (given: readonly unknown[]): Options => deepFreeze(defaultOptions.map((d, i) => mergeOption(d, given[i]))) as unknown as Options;
  const unconfigured = merge([]);
  const merged = new WeakMap<object, Options>();
  const optionsFor = (given: readonly unknown[]): Options => {
    if (given.length === 0) return unconfigured;
    const first = given[0];
    if (given.length > 1 || typeof first !== 'object' || first === null) return merge(given);
    let options = merged.get(first);
    if (!options) {
      options = merge(given);
      merged.set(first, options);
    }
    return options;
  };
  // The compiled gate of the options and `settings.completeness` seen last: one config lints file after file with the
  // same objects.
  const NONE = {};
  let lastOption: unknown = NONE;
  let lastSettings: unknown = NONE;
  let lastGate: CompiledGate | null = null;
  const gateFor = (context: Readonly<TSESLint.RuleContext<MessageIds, Options>>, shape: NonNullable<typeof gate>): CompiledGate => {
    const given = context.options;
    const option = given.length === 0 ? undefined : given.length === 1 ? given[0] : NONE;
    const settings = vocabularySettingsOf(context);
    if (lastGate !== null && option === lastOption && settings === lastSettings && option !== NONE) return lastGate;
    lastGate = compileGate(shape(optionsFor(given), vocabularyOf(context)));
    lastOption = option;
    lastSettings = settings;
    return lastGate;
  };
  return {
    name,
    meta: { ...meta, docs: { ...meta.docs, url: `${DOCS_BASE_URL}/${name}.md` } },
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- typescript-eslint's RuleModule type and RuleTester still read it
    defaultOptions,
    create: (context) => {
      if (gate !== undefined && !opensOn(context.sourceCode, gateFor(context, gate))) return NO_LISTENERS;
      useVisitorKeys(context.sourceCode.visitorKeys);
      const listeners = create(context, optionsFor(context.options));
      // A rule with no listeners on this file (its gates shut: ./text-gate.ts) makes no findings, so has none to settle.
      // `listen` answers `NO_LISTENERS` then, and its other objects need no count of their keys (slow in a dictionary).
      if (listeners === NO_LISTENERS || (!isListenerObject(listeners) && hasNoKeys(listeners))) return listeners;
      const done = openFindings(context, name);
      return done ? withExit(listeners, done) : listeners;
    },
  };
}
