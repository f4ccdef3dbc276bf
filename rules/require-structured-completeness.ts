import { AST_NODE_TYPES, type TSESLint, type TSESTree } from './utils/typed/ts-eslint.js';
import { keyName, methodCall, unwrap, type Node } from './utils/syntax/ast.js';
import { RESPONDER_METHODS, SETTING_KEY_WORDS } from '../src/vocabulary/index.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import { always, anyAttribute, eachProperty, escapeRegExp, listen, when } from './utils/syntax/selectors.js';
import { gated, names, proseWords, type Gate } from './utils/gate/text-gate.js';
import { perVocabulary, vocabularyOf, type Vocabulary } from './utils/api/vocabulary.js';

export type MessageIds = 'proseOnly' | 'successWhilePartial' | 'addCompleteFalse' | 'usePartialStatus';

/**
 * Prose that tells a human, and no program, that a result is incomplete: each pattern with the words it needs, one of
 * each group, whole and in any case (the file's gate: a file without them all has no such prose).
 */
export const INCOMPLETENESS_PROSE: readonly { readonly pattern: RegExp; readonly needs: readonly (readonly string[])[] }[] = [
  {
    pattern: /\b(results?|items?|data|records?|entries|list|output|matches|response|listing|search|rows)\b[^.!?\n]{0,40}?\b(may|might|could|can)\s+(also\s+)?(be\s+)?(missing|incomplete|truncated|partial|omitted|cut off)\b/i,
    needs: [
      ['result', 'results', 'item', 'items', 'data', 'record', 'records', 'entries', 'list', 'output', 'matches', 'response', 'listing', 'search', 'rows'],
      ['may', 'might', 'could', 'can'],
      ['missing', 'incomplete', 'truncated', 'partial', 'omitted', 'cut'],
    ],
  },
  {
    pattern: /\bsome\s+(results?|items?|records?|entries|data|matches|rows)\s+(may|might|could)\s+(be\s+)?(missing|omitted|hidden|excluded)\b/i,
    needs: [['some'], ['result', 'results', 'item', 'items', 'record', 'records', 'entries', 'data', 'matches', 'rows'], ['may', 'might', 'could'], ['missing', 'omitted', 'hidden', 'excluded']],
  },
  {
    pattern: /\b(results?|output|list|response|listing|data)\s+(is|are|was|were|has been|have been|may have been)\s+(truncated|incomplete|partial|cut off|capped)\b/i,
    needs: [['result', 'results', 'output', 'list', 'response', 'listing', 'data'], ['is', 'are', 'was', 'were', 'been'], ['truncated', 'incomplete', 'partial', 'cut', 'capped']],
  },
  {
    pattern: /\bnot all (results|items|records|entries|matches|rows) (are|were|may be) (shown|returned|included|listed)\b/i,
    needs: [['not'], ['all'], ['results', 'items', 'records', 'entries', 'matches', 'rows'], ['are', 'were', 'be'], ['shown', 'returned', 'included', 'listed']],
  },
  { pattern: /\bpartial (results|list|listing|data)\b/i, needs: [['partial'], ['results', 'list', 'listing', 'data']] },
  {
    pattern: /\b(more|additional) (results|items|records|pages|matches) (are |may be )?(available|not shown|omitted)\b/i,
    needs: [['more', 'additional'], ['results', 'items', 'records', 'pages', 'matches'], ['available', 'shown', 'omitted']],
  },
  {
    pattern: /\b(results?|output|list|listing|search|response)\b[^.!?\n]{0,20}?\b(limited|capped|truncated) (to|at) (the )?(first )?\d+/i,
    needs: [['result', 'results', 'output', 'list', 'listing', 'search', 'response'], ['limited', 'capped', 'truncated'], ['to', 'at']],
  },
  { pattern: /\b(showing|returning|returned|listing) only (the )?first \d+\b/i, needs: [['showing', 'returning', 'returned', 'listing'], ['only'], ['first']] },
  { pattern: /\b(partial|incomplete) (list|listing|inventory|scan|view)\b/i, needs: [['partial', 'incomplete'], ['list', 'listing', 'inventory', 'scan', 'view']] },
];

/** Every pattern above needs one of these words; most strings fail this one test. */
const PROSE_PREFILTER = /incomplete|truncat|missing|partial|omitted|hidden|excluded|cut off|capped|limited|only the first|only first|not all|available|not shown/i;

/** Shorter strings are labels and keys, never a statement about a result. */
const SHORTEST_PROSE = 12;

/** A string literal `checkProse` would read: long enough, and holding a word of the prefilter. */
function mayBeProse(node: TSESTree.Literal): boolean {
  return typeof node.value === 'string' && node.value.length >= SHORTEST_PROSE && PROSE_PREFILTER.test(node.value);
}

/** Keys whose string is a label or setting to show later, not a statement about this result (`truncateAnnotation: '… is truncated'`). */
const SETTING_KEY = new RegExp(SETTING_KEY_WORDS.join('|'), 'i');

/** Calls that send their argument out as a response, like a `return`. */
const RESPONDERS: ReadonlySet<string> = new Set(RESPONDER_METHODS);

function textOf(node: TSESTree.Literal | TSESTree.TemplateLiteral): string | null {
  if (node.type === AST_NODE_TYPES.Literal) return typeof node.value === 'string' ? node.value : null;
  return node.quasis.map((q) => q.value.cooked).join(' ');
}

/**
 * Follows a string up through the expressions that carry it into a value (objects, arrays,
 * concatenation, templates, conditionals) to the value returned or sent. Null if it is not
 * returned (logged, thrown, passed to a constructor like `partial(...)`).
 */
function returnedPath(node: Node): Node[] | null {
  const path: Node[] = [node];
  for (let child: Node = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    switch (parent.type) {
      case AST_NODE_TYPES.Property:
        if (parent.value !== child) return null;
        break;
      case AST_NODE_TYPES.ObjectExpression:
      case AST_NODE_TYPES.ArrayExpression:
      case AST_NODE_TYPES.TemplateLiteral:
      case AST_NODE_TYPES.ConditionalExpression:
      case AST_NODE_TYPES.LogicalExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
        break;
      case AST_NODE_TYPES.BinaryExpression:
        if (parent.operator !== '+') return null;
        break;
      case AST_NODE_TYPES.ReturnStatement:
        return path;
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return parent.body === child ? path : null;
      case AST_NODE_TYPES.CallExpression: {
        const call = methodCall(parent);
        return call && RESPONDERS.has(call.method) && parent.arguments.includes(child as TSESTree.CallExpressionArgument) ? path : null;
      }
      default:
        return null;
    }
    path.push(parent);
  }
  return null;
}

/** Object keys that carry completeness as data: a completeness or partiality claim, or reasons. */
function isStructuredKey(key: string | null, vocab: Vocabulary): boolean {
  const role = key === null ? null : vocab.roleOf(key);
  return role === 'complete-claim' || role === 'partial-claim' || role === 'reasons';
}

function hasStructuredKey(obj: TSESTree.ObjectExpression, vocab: Vocabulary): boolean {
  return obj.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement || isStructuredKey(keyName(p), vocab));
}

/** `{ complete: false }`, `{ isComplete: false }`, `{ truncated: true }`, `{ incomplete_reasons: ['…'] }`: the object says it is partial. */
function isIncompleteObject(obj: TSESTree.ObjectExpression, vocab: Vocabulary): boolean {
  return obj.properties.some((p) => {
    if (p.type !== AST_NODE_TYPES.Property) return false;
    const key = keyName(p);
    const role = key === null ? null : vocab.roleOf(key);
    const v = unwrap(p.value);
    if (role === 'complete-claim') return v.type === AST_NODE_TYPES.Literal && v.value === false;
    if (role === 'reasons') return v.type === AST_NODE_TYPES.ArrayExpression && v.elements.length > 0;
    if (role === 'partial-claim') return v.type === AST_NODE_TYPES.Literal && v.value === true;
    return false;
  });
}

/** What the suggestion adds: a Partial as `parseListing` accepts it, with the reason that claims the least. */
const PARTIAL_FIELDS = "complete: false, incomplete_reasons: [{ code: 'COMPLETENESS_UNKNOWN' }]";

/** A report is of prose, or of a status set to a success word beside a key that says the result is partial. */
const PROSE_GATE: Gate = INCOMPLETENESS_PROSE.map(({ needs }) => needs.map((words) => proseWords(words, 'i')));
const statusGate = perVocabulary((vocab): Gate => [
  [names(vocab.namesOf(['status'])), names(vocab.namesOf(['complete-claim', 'partial-claim', 'reasons'])), names(vocab.successStatuses, 'i')],
]);
/** Either way of reporting: the rule is created where one may hold. */
const anyGate = perVocabulary((vocab): Gate => [...PROSE_GATE, ...statusGate(vocab)]);

/** `Property` nodes whose key is a status field (`status`, `state`), as a test built once per vocabulary. */
const statusKey = perVocabulary((vocab) => anyAttribute(['key.name', 'key.value'], new RegExp(`^(${[...vocab.namesOf(['status'])].map(escapeRegExp).join('|')})$`)));

export default createRule<[], MessageIds>({
  name: 'require-structured-completeness',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description: 'Require incompleteness to be stated as data (`complete`, `incomplete_reasons`), not only as prose, and forbid a success status on a partial result',
      recommended: true,
    },
    schema: [],
    messages: {
      proseOnly: 'This result says it may be incomplete only in prose, which programs cannot read. Add `complete: false` with a reason.',
      successWhilePartial: '`status: {{status}}` on a result marked incomplete reads as full success. Use `\'partial\'` instead.',
      addCompleteFalse: 'Add `complete: false` with a `COMPLETENESS_UNKNOWN` reason.',
      usePartialStatus: "Replace the status with 'partial'.",
    },
  },
  gate: (_, vocab) => anyGate(vocab),
  create(context) {
    const vocab = vocabularyOf(context);
    const statusPath = statusGate(vocab);
    const statusKeys = vocab.namesOf(['status']);
    const reported = new Set<Node>();

    function checkProse(node: TSESTree.Literal | TSESTree.TemplateLiteral): void {
      const text = textOf(node);
      if (text === null || text.length < SHORTEST_PROSE || !PROSE_PREFILTER.test(text) || !INCOMPLETENESS_PROSE.some(({ pattern }) => pattern.test(text))) return;
      const path = returnedPath(node);
      if (!path) return;
      const holder = path.find((n): n is TSESTree.Property => n.type === AST_NODE_TYPES.Property);
      if (holder && SETTING_KEY.test(keyName(holder) ?? '')) return;
      const objects = path.filter((n): n is TSESTree.ObjectExpression => n.type === AST_NODE_TYPES.ObjectExpression);
      const root = objects[objects.length - 1];
      if (!root || objects.some((o) => hasStructuredKey(o, vocab)) || reported.has(root)) return;
      reported.add(root);
      const first = root.properties[0];
      report(context, {
        node,
        messageId: 'proseOnly',
        suggest: [
          {
            messageId: 'addCompleteFalse',
            // `parseListing` refuses `complete: false` without a reason: name one, the cautious one.
            fix: (fixer: TSESLint.RuleFixer) => (first ? fixer.insertTextBefore(first, `${PARTIAL_FIELDS}, `) : fixer.replaceText(root, `{ ${PARTIAL_FIELDS} }`)),
          },
        ],
      });
    }

    return listen(
      {},
      gated(context, PROSE_GATE, [when(AST_NODE_TYPES.TemplateLiteral, always, checkProse), when(AST_NODE_TYPES.Literal, mayBeProse, checkProse)]),
      // a status key set to a success word, in an object that says it is partial
      gated(context, statusPath, eachProperty(statusKey(vocab), (p) => {
        const obj = p.parent;
        if (!statusKeys.has(keyName(p) ?? '')) return;
        const v = unwrap(p.value);
        if (v.type !== AST_NODE_TYPES.Literal || typeof v.value !== 'string' || !vocab.successStatuses.has(v.value.toLowerCase()) || !isIncompleteObject(obj, vocab)) return;
        report(context, {
          node: v,
          messageId: 'successWhilePartial',
          data: { status: context.sourceCode.getText(v) },
          suggest: [{ messageId: 'usePartialStatus', fix: (fixer: TSESLint.RuleFixer) => fixer.replaceText(v, "'partial'") }],
        });
      })),
    );
  },
});
