import type { TSESLint } from '../typed/ts-eslint.js';
import { SettingsError } from '../../../src/errors.js';
import {
  APIS,
  COMPOUND_ONLY_VERBS,
  CREATE_VERBS,
  DATABASE_QUERIES,
  DESTRUCTIVE_VERBS,
  FIELDS,
  DATABASE_LIMITS,
  DATABASE_RECEIVERS,
  KIT,
  LOCAL_MODULES,
  LOCAL_SOURCES,
  SUCCESS_STATUS_WORDS,
  UPDATE_VERBS,
  type ApiEntry,
  type FieldEntry,
  type FieldRole,
  HAND_SDK_OPERATIONS,
  sdkOperations,
} from '../../../src/vocabulary/index.js';
import { compileOperations, noteFile, validateSettings, type BuiltInOperation, type OperationSetting, type UserOperations } from './settings.js';

export type { OperationNames, OperationSetting, OperationSpecifier, PagesSetting } from './settings.js';

/**
 * `settings.completeness` in an ESLint config: one place where a user extends what every rule knows.
 *
 * ```js
 * settings: { completeness: { destructiveVerbs: ['quarantine'], signals: { moreAvailable: 'more-flag' }, listingTypes: ['PagedResult'], completeSources: ['loadAllFromCache'] } }
 * ```
 */
export interface CompletenessSettings {
  /** Added to the destructive verbs. */
  readonly destructiveVerbs?: readonly string[];
  /** Added to the create verbs (find-then-create). */
  readonly createVerbs?: readonly string[];
  /** Extra response fields and their role. */
  readonly signals?: Readonly<Record<string, FieldRole>>;
  /** Extra type names that are a Listing-like envelope. */
  readonly listingTypes?: readonly string[];
  /** Extra calls whose answer is complete by construction. */
  readonly completeSources?: readonly string[];
  /** Extra API rows. */
  readonly apis?: readonly ApiEntry[];
  /**
   * The user's own APIs (internal services, wrappers): which calls (by package and name, by file, or by URL) and what
   * they are (`pages`, or `complete: true`). An entry wins over the API rows and the generated table for the calls it matches.
   */
  readonly operations?: readonly OperationSetting[];
}

/** The vocabulary one lint run sees: the tables merged with the user's settings, as sets ready to look up. */
export interface Vocabulary {
  readonly fields: readonly FieldEntry[];
  readonly roles: ReadonlyMap<string, FieldEntry>;
  readonly apis: readonly ApiEntry[];
  readonly destructiveVerbs: ReadonlySet<string>;
  readonly compoundOnlyVerbs: ReadonlySet<string>;
  readonly createVerbs: ReadonlySet<string>;
  readonly updateVerbs: ReadonlySet<string>;
  readonly listingTypes: ReadonlySet<string>;
  readonly completeSources: ReadonlySet<string>;
  /** Local reads (`readdir`, `JSON.parse`) plus the user's `completeSources`: complete by construction, whatever the receiver. */
  readonly localSources: ReadonlySet<string>;
  /** Modules whose calls are local reads (`fs`, `path`, `JSON`). */
  readonly localModules: ReadonlySet<string>;
  /** Database queries, complete unless a limit is passed, when their receiver is a database. */
  readonly databaseQueries: ReadonlySet<string>;
  readonly databaseReceivers: ReadonlySet<string>;
  readonly databaseLimits: ReadonlySet<string>;
  /** Listing-like type names from `settings.completeness.listingTypes` only (the kit's own are recognised by declaration). */
  readonly userListingTypes: readonly string[];
  /** Outcome words that claim a whole, successful result. */
  readonly successStatuses: ReadonlySet<string>;
  /** `settings.completeness.operations` compiled, followed by the built-in SDK operations (so never null without settings). */
  readonly operations: UserOperations | null;
  /** `settings.completeness.operations` has entries of the user's own (beside the built-in SDK operations). */
  readonly ownOperations: boolean;
  /**
   * The field names a response type may declare as a signal (the typed rules): every unambiguous name of these
   * roles, plus everyday words marked `declared` (`done`, `continue`).
   */
  declaredSignals(roles: readonly FieldRole[]): ReadonlySet<string>;
  /** The field names of the given roles; `unambiguousOnly` leaves out everyday words (`done`, `next`, `partial`). */
  namesOf(roles: readonly FieldRole[], unambiguousOnly?: boolean): ReadonlySet<string>;
  /** The role of a field name, or null. */
  roleOf(name: string): FieldRole | null;
}

let builtIns: readonly BuiltInOperation[] | undefined;
/** The vendors' SDK list calls (src/vocabulary/sdk-operations.ts) as entries of `settings.completeness.operations`. */
function builtInOperations(): readonly BuiltInOperation[] {
  builtIns ??= sdkOperations().map((op) => ({
    from: 'package', package: op.package, name: [...op.name], pages: { ...op.pages, next: [...op.pages.next] },
    oneVersion: !HAND_SDK_OPERATIONS.includes(op),
  }));
  return builtIns;
}

/** Every role, each a bit of `namesOf`'s memo key. */
const ROLE_BITS = ['more-flag', 'last-flag', 'cursor', 'complete-claim', 'partial-claim', 'reasons', 'failure', 'total', 'status'] as const satisfies readonly FieldRole[];
/** Fails to compile when a role is added to `FieldRole` and not here. */
export const everyRoleHasABit: Exclude<FieldRole, (typeof ROLE_BITS)[number]> extends never ? true : never = true;

function build(settings: CompletenessSettings): Vocabulary {
  validateSettings(settings as Record<string, unknown>);
  // the user's entries first: the first entry that matches a call wins
  const own: unknown = settings.operations;
  // the user's entries are compiled (and checked) now; the built-in ones alone, on the first call a rule asks about
  let operations: UserOperations | null | undefined = own === undefined ? undefined : compileOperations(own, builtInOperations());
  const extraFields = Object.entries(settings.signals ?? {}).map(([name, role]): FieldEntry => ({ name, role }));
  const fields = [...FIELDS.filter((f) => !(f.name in (settings.signals ?? {}))), ...extraFields];
  const roles = new Map(fields.map((f) => [f.name, f]));
  const lower = (list: readonly string[]) => new Set(list.map((v) => v.toLowerCase()));
  const memo = new Map<string, ReadonlySet<string>>();
  const namesMemo = new Map<number, ReadonlySet<string>>();
  return {
    fields,
    roles,
    apis: [...APIS, ...(settings.apis ?? [])],
    destructiveVerbs: lower([...DESTRUCTIVE_VERBS, ...(settings.destructiveVerbs ?? [])]),
    compoundOnlyVerbs: lower(COMPOUND_ONLY_VERBS),
    createVerbs: lower([...CREATE_VERBS, ...(settings.createVerbs ?? [])]),
    updateVerbs: lower(UPDATE_VERBS),
    listingTypes: new Set([...KIT.listingTypes, ...(settings.listingTypes ?? [])]),
    completeSources: new Set([...LOCAL_SOURCES, ...DATABASE_QUERIES, ...(settings.completeSources ?? [])]),
    localSources: new Set([...LOCAL_SOURCES, ...(settings.completeSources ?? [])]),
    localModules: new Set(LOCAL_MODULES),
    databaseQueries: new Set(DATABASE_QUERIES),
    databaseReceivers: new Set(DATABASE_RECEIVERS),
    databaseLimits: new Set(DATABASE_LIMITS),
    userListingTypes: [...(settings.listingTypes ?? [])],
    successStatuses: lower(SUCCESS_STATUS_WORDS),
    get operations() {
      operations ??= compileOperations(undefined, builtInOperations());
      return operations;
    },
    ownOperations: Array.isArray(own) && own.length > 0,
    declaredSignals(wanted) {
      const key = `declared:${wanted.join(',')}`;
      let set = memo.get(key);
      if (!set) {
        set = new Set(fields.filter((f) => wanted.includes(f.role) && (!f.ambiguous || f.declared)).map((f) => f.name));
        memo.set(key, set);
      }
      return set;
    },
    namesOf(wanted, unambiguousOnly = false) {
      // asked per file and per node: the key is a number, no string is built
      let key = unambiguousOnly ? 1 : 0;
      for (const role of wanted) key |= 2 << (ROLE_BITS as readonly FieldRole[]).indexOf(role);
      let set = namesMemo.get(key);
      if (!set) {
        set = new Set(fields.filter((f) => wanted.includes(f.role) && !(unambiguousOnly && f.ambiguous)).map((f) => f.name));
        namesMemo.set(key, set);
      }
      return set;
    },
    roleOf: (name) => roles.get(name)?.role ?? null,
  };
}

const defaultVocabulary = build({});

/**
 * `derive` memoised per key object (a vocabulary, a matcher). A lint run asks about one key (one settings object), so
 * the key asked last answers without a lookup.
 */
export function perKey<K extends object, T>(derive: (key: K) => T): (key: K) => T {
  const cache = new WeakMap<K, T>();
  let lastKey: K | null = null;
  let lastValue: T | undefined;
  return (key) => {
    if (key === lastKey) return lastValue as T;
    let value: T;
    if (cache.has(key)) value = cache.get(key) as T;
    else {
      value = derive(key);
      cache.set(key, value);
    }
    lastKey = key;
    lastValue = value;
    return value;
  };
}

/**
 * `derive` memoised per vocabulary: what a rule derives from the tables (a set of names, a size map) is built once
 * per settings object, not once per file.
 */
export function perVocabulary<T>(derive: (vocabulary: Vocabulary) => T): (vocabulary: Vocabulary) => T {
  return perKey(derive);
}
/** Each settings object's vocabulary, or the error its validation threw (thrown again, not validated again). */
const perSettings = new WeakMap<object, Vocabulary | Error>();

/** What the vocabulary is built from, and keyed by: `settings.completeness`, one object for every file of a config. */
export function vocabularySettingsOf(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): unknown {
  return (context.settings as { completeness?: unknown } | undefined)?.completeness;
}

/**
 * The vocabulary for this file's settings; built once per settings object, shared by every rule. Malformed settings
 * throw a `SettingsError` (code `INVALID_SETTINGS`) naming the entry and field; ESLint shows it as the rule's load error.
 */
export function vocabularyOf(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): Vocabulary {
  const settings = vocabularySettingsOf(context);
  if (settings === undefined) {
    // the built-in SDK operations are matched by the same means as the user's: through the file they are called in
    noteFile(context);
    return defaultVocabulary;
  }
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    throw new SettingsError('settings.completeness', `expected an object, got ${settings === null ? 'null' : Array.isArray(settings) ? 'an array' : typeof settings}`);
  }
  const v = fromSettings(settings);
  // the matcher of `operations` reads the file's name and scopes by the program it meets
  if (v.operations !== null) noteFile(context);
  return v;
}

function fromSettings(settings: object): Vocabulary {
  let v = perSettings.get(settings);
  if (v === undefined) {
    try {
      v = build(settings);
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      v = error;
    }
    perSettings.set(settings, v);
  }
  if (v instanceof Error) throw v;
  return v;
}

export { defaultVocabulary };
