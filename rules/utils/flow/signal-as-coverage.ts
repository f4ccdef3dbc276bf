import { AST_NODE_TYPES, type TSESLint } from '../typed/ts-eslint.js';
import { absenceLeaf } from './absence-check.js';
import { abbreviate, calleeName, wholeTest, type Node } from '../syntax/ast.js';
import { CLAIM_NAME, CLAIM_TEXT, claimOfAssignment, claimOfDeclarator, claimOfProperty, claimOfReturn, type CompletenessClaim } from './completeness-claims.js';
import { isUnderCompletenessProof } from './completeness-proof.js';
import { factsOf, guardsOf, type LeafMatcher } from '../syntax/conditions.js';
import { destructiveMatcherOf, whenDestructive } from './destructive.js';
import { report } from '../reporting/one-finding.js';
import { always, anyAttribute, eachProperty, listen, when } from '../syntax/selectors.js';
import type { SignalFact } from './signals.js';
import { gateBy, gated, names, type Gate } from '../gate/text-gate.js';
import { vocabularyOf, type Vocabulary } from '../api/vocabulary.js';

export interface SignalAsCoverageSpec<MessageIds extends string> {
  /** Recognises the signal (HTTP success, end of pages) and the side of a test where it reads as "nothing more". */
  readonly leaf: (vocab: Vocabulary) => LeafMatcher<SignalFact>;
  /** The names every fact of `leaf` reads (for the file's gate). */
  readonly leafNames: (vocab: Vocabulary) => Iterable<string>;
  /** A claim whose value also weighs other signals is not drawn from this signal alone. */
  readonly skipClaim: (claim: CompletenessClaim, vocab: Vocabulary) => boolean;
  readonly claimMessage: MessageIds;
  readonly guardMessage: MessageIds;
}

const leaves = new WeakMap<object, WeakMap<Vocabulary, LeafMatcher<SignalFact>>>();
/** A rule's leaf matcher for a vocabulary, built once (not once per file). */
function leafFor(make: (vocab: Vocabulary) => LeafMatcher<SignalFact>, vocab: Vocabulary): LeafMatcher<SignalFact> {
  let byVocab = leaves.get(make);
  if (!byVocab) {
    byVocab = new WeakMap();
    leaves.set(make, byVocab);
  }
  let leaf = byVocab.get(vocab);
  if (!leaf) {
    leaf = make(vocab);
    byVocab.set(vocab, leaf);
  }
  return leaf;
}

interface Gates {
  readonly claims: Gate;
  readonly guards: Gate;
  readonly any: Gate;
}
const gates = new WeakMap<object, (vocab: Vocabulary) => Gates>();
/** Every report reads a name of the signal, in a claim (a name `claimPolarity` reads as one) or guarding a destructive call. */
function gatesFor(leafNames: (vocab: Vocabulary) => Iterable<string>, vocab: Vocabulary): Gates {
  let gatesOf = gates.get(leafNames);
  if (!gatesOf) {
    gatesOf = gateBy((v: Vocabulary): Gates => {
      // the signal's names first: the file's one scan for names answers them, the patterns after them scan again
      const signal = names(leafNames(v));
      const claims: Gate = [[signal, CLAIM_TEXT]];
      const guards: Gate = [[signal, destructiveMatcherOf(v).inText]];
      return { claims, guards, any: [...claims, ...guards] };
    });
    gates.set(leafNames, gatesOf);
  }
  return gatesOf(vocab);
}

/**
 * The one mechanism behind `no-has-more-as-complete` and `no-status-as-complete`: a signal that only
 * describes pagination or the HTTP exchange, used (1) as the value of a completeness claim or
 * (2) together with an absence check to guard a destructive action.
 */
const ASSIGNED_CLAIM = anyAttribute(['left.name', 'left.property.name', 'left.property.value'], CLAIM_NAME);
const CLAIM_KEY = anyAttribute(['key.name', 'key.value'], CLAIM_NAME);
const CLAIM_VARIABLE = anyAttribute(['id.name'], CLAIM_NAME);

/** The rule's gate (`createRule`'s `gate`): a claim or a guard may hold, each reading a name of the signal. */
export function signalAsCoverageGate(leafNames: (vocab: Vocabulary) => Iterable<string>): (options: unknown, vocab: Vocabulary) => Gate {
  return (_, vocab) => gatesFor(leafNames, vocab).any;
}

export function signalAsCoverage<MessageIds extends string>(
  context: Readonly<TSESLint.RuleContext<MessageIds, unknown[]>>,
  spec: SignalAsCoverageSpec<MessageIds>,
): TSESLint.RuleListener {
  const vocab = vocabularyOf(context);
  const gate = gatesFor(spec.leafNames, vocab);
  const scopeOf = (node: Node) => context.sourceCode.getScope(node);
  const destructive = destructiveMatcherOf(vocab);
  const leaf = leafFor(spec.leaf, vocab);
  const reported = new Set<Node>();

  const reportFact = (fact: SignalFact, messageId: MessageIds, data: Record<string, string>) => {
    const node = wholeTest(fact.node);
    if (reported.has(node)) return;
    reported.add(node);
    report(context, { node, messageId, data: { signal: abbreviate(context.sourceCode.getText(node), 32), ...data } });
  };

  const checkClaim = (claim: CompletenessClaim | null) => {
    if (!claim || spec.skipClaim(claim, vocab)) return;
    const [fact] = factsOf(scopeOf, claim.value, claim.positive, leaf);
    if (fact) reportFact(fact, spec.claimMessage, { claim: claim.name });
  };

  return listen(
    {},
    gated(context, gate.claims, [
      when(AST_NODE_TYPES.ReturnStatement, always, (node) => { checkClaim(claimOfReturn(node)); }),
      eachProperty(CLAIM_KEY, (node) => { checkClaim(claimOfProperty(node)); }),
      when(AST_NODE_TYPES.VariableDeclarator, CLAIM_VARIABLE, (node) => { checkClaim(claimOfDeclarator(node)); }),
      when(
        AST_NODE_TYPES.AssignmentExpression,
        (node) => node.left.type.startsWith('TS') || ASSIGNED_CLAIM(node),
        (node) => { checkClaim(claimOfAssignment(node)); },
      ),
      when(AST_NODE_TYPES.ArrowFunctionExpression, (node) => node.expression, (node) => { checkClaim(claimOfReturn(node)); }),
    ]),
    gated(context, gate.guards, () => whenDestructive(context, destructive, (call) => {
      for (const guard of guardsOf(call)) {
        const signals = factsOf(scopeOf, guard.test, guard.branch, leaf);
        if (signals.length === 0 || factsOf(scopeOf, guard.test, guard.branch, absenceLeaf).length === 0) continue;
        if (isUnderCompletenessProof(call, scopeOf, vocab)) return;
        for (const fact of signals) reportFact(fact, spec.guardMessage, { action: calleeName(call) ?? 'action' });
      }
    })),
  );
}
