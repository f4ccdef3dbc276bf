import { reportNode } from './utils/flow/absence-check.js';
import { ADVICE } from './utils/reporting/advice.js';
import { calleeName, type Node } from './utils/syntax/ast.js';
import { absenceChecksGuarding } from './utils/flow/collection-guards.js';
import { isUnderCompletenessProof } from './utils/flow/completeness-proof.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import { listen } from './utils/syntax/selectors.js';
import { destructiveMatcher, destructiveMatcherOf, whenDestructive, type DestructiveMatcher } from './utils/flow/destructive.js';
import { API_ORIGIN_TEXT, isRecordField, OriginTracker, type Origin } from './utils/flow/origin.js';
import { bindingOf } from './utils/syntax/scope.js';
import { gateBy, type Gate } from './utils/gate/text-gate.js';
import { vocabularyOf, type Vocabulary } from './utils/api/vocabulary.js';

export type Options = [
  {
    /** Replaces the verbs that make a call destructive (the defaults and `settings.completeness.destructiveVerbs`). */
    destructiveVerbs?: string[];
    /** Added to the default verbs. */
    additionalDestructiveVerbs?: string[];
  },
];

export type MessageIds = 'emptyAsAbsence' | 'emptyListingAsAbsence';

const optionMatchers = new WeakMap<object, WeakMap<Vocabulary, DestructiveMatcher>>();
/** The verbs' matcher, built once per options object and vocabulary (the same for every file of one config). */
function matcherFor(options: Options[0], vocab: Vocabulary): DestructiveMatcher {
  if (!options.destructiveVerbs && !options.additionalDestructiveVerbs) return destructiveMatcherOf(vocab);
  let byVocab = optionMatchers.get(options);
  if (!byVocab) {
    byVocab = new WeakMap();
    optionMatchers.set(options, byVocab);
  }
  let matcher = byVocab.get(vocab);
  if (!matcher) {
    matcher = destructiveMatcher([...(options.destructiveVerbs ?? vocab.destructiveVerbs), ...(options.additionalDestructiveVerbs ?? [])], vocab);
    byVocab.set(vocab, matcher);
  }
  return matcher;
}

/** A page, a capped walk's items or an unproven kit Listing: absence in it may be a page boundary's. */
const mayBePartial = (origin: Origin): boolean => origin === 'api' || origin === 'listing';

/** Every report is of a fetched collection, before a call named with one of the verbs. */
const gateFor = gateBy((matcher: DestructiveMatcher): Gate => [[API_ORIGIN_TEXT, matcher.inText]]);

export default createRule<Options, MessageIds>({
  name: 'no-empty-as-absence',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow treating an empty or non-matching page as proof of absence before a destructive action',
      recommended: true,
    },
    schema: [
      {
        type: 'object',
        properties: {
          destructiveVerbs: { type: 'array', items: { type: 'string' }, uniqueItems: true, description: 'Verbs that make a call destructive; replaces the default list.' },
          additionalDestructiveVerbs: { type: 'array', items: { type: 'string' }, uniqueItems: true, description: 'Verbs added to the default list.' },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{}],
    messages: {
      emptyAsAbsence: `Absence in a result that may be partial proves nothing before \`{{action}}()\`. ${ADVICE.collectThenCheck}`,
      emptyListingAsAbsence: `Absence in a Listing that may be partial proves nothing before \`{{action}}()\`. ${ADVICE.actIfComplete}`,
    },
  },
  gate: ([options], vocab) => gateFor(matcherFor(options, vocab)),
  create(context, [options]) {
    const vocab = vocabularyOf(context);
    const matcher = matcherFor(options, vocab);
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);
    // only a value that may be partial makes absence a guess: a page, an unproven Listing, a helper's page
    const origins = new OriginTracker(scopeOf, vocab, { vocabulary: vocab, text: (n) => context.sourceCode.getText(n), resolve: (id) => bindingOf(scopeOf, id), unresolvedShapes: true }, { scopeOf, declaredVariables: (n) => context.sourceCode.getDeclaredVariables(n) });
    const reported = new Set<Node>();

    return listen(
      {},
      whenDestructive(context, matcher, (call) => {
        const checks = absenceChecksGuarding(call, scopeOf).filter((c) => !reported.has(c.node) && mayBePartial(origins.of(c.subject)) && !isRecordField(c.subject, scopeOf, vocab));
        if (checks.length === 0 || isUnderCompletenessProof(call, scopeOf, vocab)) return;
        for (const check of checks) {
          reported.add(check.node);
          // Advice that fits: a kit Listing already carries its verdict; a raw result needs every page first.
          report(context, {
            node: reportNode(check),
            messageId: origins.of(check.subject) === 'listing' ? 'emptyListingAsAbsence' : 'emptyAsAbsence',
            data: { action: calleeName(call) ?? 'action' },
          });
        }
      }),
    );
  },
});
