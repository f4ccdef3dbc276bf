import { AST_NODE_TYPES, ASTUtils, TSESLint as Lint, type TSESLint, type TSESTree } from './utils/typed/ts-eslint.js';
import { abbreviate, isBooleanLiteral, isFunction, keyName, lastName, parentOf, returnedValues, unwrap, type Node } from './utils/syntax/ast.js';
import type { FieldRole } from '../src/vocabulary/index.js';
import { perVocabulary, vocabularyOf, type Vocabulary } from './utils/api/vocabulary.js';
import { createRule } from './utils/reporting/create-rule.js';
import { report } from './utils/reporting/one-finding.js';
import { OriginTracker } from './utils/flow/origin.js';
import { names, type Gate } from './utils/gate/text-gate.js';

export type MessageIds = 'failOpenDefault' | 'assumeWorst';

const { DefinitionType } = Lint.Scope;

/** Roles whose `true` means "finished / whole": defaulting them to true fails open. */
const DONE_ROLES: readonly FieldRole[] = ['last-flag', 'complete-claim'];
/** Roles whose `true` means "more / cut / failed": defaulting them to false fails open. */
const MORE_ROLES: readonly FieldRole[] = ['more-flag', 'partial-claim', 'failure'];

/** The fail-open default for a signal name: `true` for done-like names, `false` for more-like names. */
function failOpenValue(vocabulary: Vocabulary, name: string | null): boolean | null {
  if (name === null) return null;
  if (vocabulary.namesOf(DONE_ROLES).has(name)) return true;
  if (vocabulary.namesOf(MORE_ROLES).has(name)) return false;
  return null;
}

/** A report is a default of `true` or `false` for a name of these roles. */
const gateOf = perVocabulary((vocabulary): Gate => [[names(['true', 'false']), names(vocabulary.namesOf([...DONE_ROLES, ...MORE_ROLES]))]]);

/** A positional parameter (`function row(node, isLast = true)`): a last-flag there is a position in a list being drawn, not a fetched value. */
function isPositionalParameter(node: TSESTree.AssignmentPattern): boolean {
  const p = node.parent;
  return isFunction(p) && p.params.includes(node);
}

/** The object literals `fn` returns (through `await`), or null if any returned value is something else. */
function returnedObjects(fn: Node): TSESTree.ObjectExpression[] | null {
  if (!isFunction(fn)) return null;
  const values = returnedValues(fn).map((v) => {
    const u = unwrap(v);
    return u.type === AST_NODE_TYPES.AwaitExpression ? unwrap(u.argument) : u;
  });
  if (values.length === 0 || values.some((v) => v.type !== AST_NODE_TYPES.ObjectExpression)) return null;
  return values as TSESTree.ObjectExpression[];
}

function hasKey(object: TSESTree.ObjectExpression, name: string): boolean {
  return object.properties.some((p) => p.type === AST_NODE_TYPES.Property && keyName(p) === name);
}

/** The initializer a destructuring default reads from: `init` in `const { isLast = true } = init`. */
function destructuredFrom(node: TSESTree.AssignmentPattern): Node | null {
  let n: Node = node;
  let p = parentOf(n);
  while (p && (p.type === AST_NODE_TYPES.Property || p.type === AST_NODE_TYPES.ObjectPattern)) {
    n = p;
    p = parentOf(p);
  }
  return p?.type === AST_NODE_TYPES.VariableDeclarator && p.id === n ? p.init : null;
}

export default createRule<[], MessageIds>({
  name: 'no-fail-open-completeness-default',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description: 'Disallow defaults that turn a missing completeness or pagination signal into "complete" or "no more"',
      strict: true,
    },
    schema: [],
    messages: {
      failOpenDefault: 'A missing `{{name}}` defaults to `{{value}}` ("{{meaning}}"), which fails open. Treat a missing one as `{{safe}}`.',
      assumeWorst: 'Fail closed: `{{replacement}}`.',
    },
  },
  gate: (_, vocabulary) => gateOf(vocabulary),
  create(context) {
    const vocabulary = vocabularyOf(context);
    const origins = new OriginTracker((node) => context.sourceCode.getScope(node));
    const unambiguous = vocabulary.namesOf([...DONE_ROLES, ...MORE_ROLES], true);
    const scopeOf = (node: Node) => context.sourceCode.getScope(node);

    /** Is this default about a fetched value (or a name that can only be a signal)? */
    function aboutFetchedValue(name: string, owner: Node | null): boolean {
      return (unambiguous.has(name) || (owner !== null && origins.of(owner) === 'api')) && !alwaysSetLocally(name, owner);
    }

    /**
     * `result.hasMore || false` where `result` comes from this file's own code that sets `hasMore` on every
     * return: the default only turns `undefined` into `false` and never fires on a real response.
     */
    function alwaysSetLocally(name: string, owner: Node | null): boolean {
      if (owner === null) return false;
      let o = unwrap(owner);
      if (o.type === AST_NODE_TYPES.Identifier) {
        const def = ASTUtils.findVariable(scopeOf(o), o)?.defs[0];
        if (def?.type !== DefinitionType.Variable || !def.node.init) return false;
        o = unwrap(def.node.init);
      }
      if (o.type === AST_NODE_TYPES.AwaitExpression) o = unwrap(o.argument);
      if (o.type === AST_NODE_TYPES.ObjectExpression) return hasKey(o, name);
      if (o.type !== AST_NODE_TYPES.CallExpression) return false;
      const callee = unwrap(o.callee);
      let target: Node | null = null;
      if (callee.type === AST_NODE_TYPES.Identifier) {
        const def = ASTUtils.findVariable(scopeOf(callee), callee)?.defs[0];
        if (def?.type === DefinitionType.FunctionName) target = def.node;
        if (def?.type === DefinitionType.Variable && def.node.init) target = unwrap(def.node.init);
      } else if (callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.ThisExpression) {
        const method = lastName(callee);
        let cls: Node | undefined = callee.parent;
        while (cls && cls.type !== AST_NODE_TYPES.ClassBody) cls = cls.parent;
        const member = cls?.type === AST_NODE_TYPES.ClassBody ? cls.body.find((m) => m.type === AST_NODE_TYPES.MethodDefinition && keyName(m) === method) : undefined;
        if (member?.type === AST_NODE_TYPES.MethodDefinition) target = member.value;
      }
      const objects = target ? returnedObjects(target) : null;
      return objects !== null && objects.every((obj) => hasKey(obj, name));
    }

    /**
     * The fail-closed form of a default: a missing signal reads as the cautious value, a present one as itself.
     * `x ?? false` and `{ x = false }` only apply to a missing value, so the literal flips (`x ?? true`).
     * `x || false` also turns a real `false` into the default, so flipping it would be always true: it becomes
     * `x !== false` (more-like names: only an explicit `false` means "no more") or `x === true` (done-like names).
     */
    function failClosed(node: TSESTree.LogicalExpression | TSESTree.AssignmentPattern, literal: TSESTree.Expression, value: boolean): { range: TSESTree.Range; text: string; whole: string } {
      const safe = String(!value);
      const leftText = context.sourceCode.getText(node.left);
      if (node.type === AST_NODE_TYPES.LogicalExpression && node.operator === '||') {
        const left = /^(TSAsExpression|TSSatisfiesExpression|TSTypeAssertion)$/.test(node.left.type) ? `(${leftText})` : leftText;
        const text = value ? `${left} === true` : `${left} !== false`;
        return { range: node.range, text, whole: text };
      }
      return { range: literal.range, text: safe, whole: `${leftText} ${node.type === AST_NODE_TYPES.LogicalExpression ? '??' : '='} ${safe}` };
    }

    function reportDefault(node: TSESTree.LogicalExpression | TSESTree.AssignmentPattern, literal: TSESTree.Expression, name: string, value: boolean): void {
      const fix = failClosed(node, literal, value);
      report(context, {
        node,
        messageId: 'failOpenDefault',
        data: { name, value: String(value), meaning: value ? 'finished' : 'nothing more', safe: String(!value) },
        suggest: [{ messageId: 'assumeWorst', data: { replacement: abbreviate(fix.whole, 50) }, fix: (fixer: TSESLint.RuleFixer) => fixer.replaceTextRange(fix.range, fix.text) }],
      });
    }

    return {
      LogicalExpression(node: TSESTree.LogicalExpression) {
        if (node.operator !== '??' && node.operator !== '||') return;
        const name = lastName(node.left);
        const value = failOpenValue(vocabulary, name);
        const right = unwrap(node.right);
        if (value === null || name === null || right.type !== AST_NODE_TYPES.Literal || !isBooleanLiteral(right, value)) return;
        const left = unwrap(node.left);
        if (!aboutFetchedValue(name, left.type === AST_NODE_TYPES.MemberExpression ? left.object : left)) return;
        reportDefault(node, right, name, value);
      },
      AssignmentPattern(node: TSESTree.AssignmentPattern) {
        const right = unwrap(node.right);
        if (right.type !== AST_NODE_TYPES.Literal) return;
        const parent = node.parent;
        const name = parent.type === AST_NODE_TYPES.Property && parent.value === node ? keyName(parent) : node.left.type === AST_NODE_TYPES.Identifier ? node.left.name : null;
        const value = failOpenValue(vocabulary, name);
        if (value === null || name === null || !isBooleanLiteral(right, value)) return;
        if (value && isPositionalParameter(node)) return;
        if (!aboutFetchedValue(name, destructuredFrom(node))) return;
        reportDefault(node, right, name, value);
      },
    };
  },
});
