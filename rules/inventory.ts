import { AST_NODE_TYPES } from './utils/ts-eslint.js';
import { calleeName, functionName, keyName, returnedValues, unwrap, type FunctionNode } from './utils/ast.js';
import { createRule } from './utils/create-rule.js';
import { MARKER_KEYS } from './utils/markers.js';
import { isListingName } from './utils/wrapper-names.js';

export type ReturnShape = 'Listing' | 'object with completeness field' | 'bare array' | 'other';

export interface WrapperRecord {
  readonly name: string;
  readonly shape: ReturnShape;
  readonly line: number;
  readonly endLine: number;
}

const KIT_CONSTRUCTORS = /^(complete|partial|collectAll|parseListing|parseListingAsync|from[A-Z]\w*)$/;
const LISTING_TYPES = /\b(Listing|Complete|Partial|Incomplete)\s*</;



function shapeOf(fn: FunctionNode, annotation: string): ReturnShape {
  if (LISTING_TYPES.test(annotation)) return 'Listing';
  const values = returnedValues(fn).map((v) => {
    const n = unwrap(v.type === AST_NODE_TYPES.AwaitExpression ? v.argument : v);
    return n.type === AST_NODE_TYPES.AwaitExpression ? unwrap(n.argument) : n;
  });
  if (values.some((v) => v.type === AST_NODE_TYPES.CallExpression && KIT_CONSTRUCTORS.test(calleeName(v) ?? ''))) return 'Listing';
  if (values.some((v) => v.type === AST_NODE_TYPES.ObjectExpression && v.properties.some((p) => p.type === AST_NODE_TYPES.Property && MARKER_KEYS.has(keyName(p) ?? '') && keyName(p) !== 'status'))) {
    return 'object with completeness field';
  }
  if (/\[\]|Array</.test(annotation) || values.some((v) => v.type === AST_NODE_TYPES.ArrayExpression || (v.type === AST_NODE_TYPES.CallExpression && /^(map|filter|slice|flat|flatMap|concat)$/.test(calleeName(v) ?? '')))) {
    return 'bare array';
  }
  return 'other';
}

/**
 * Not a lint rule for users: `completeness inventory` runs it to list every function that can return a
 * list, aggregate or search result, one report per function, the record as JSON in the message.
 */
export default createRule<[], 'wrapper'>({
  name: 'inventory',
  meta: {
    type: 'suggestion',
    docs: { description: 'Lists list, search and inventory wrappers for `completeness inventory`' },
    schema: [],
    messages: { wrapper: '{{record}}' },
  },
  create(context) {
    function check(fn: FunctionNode): void {
      const name = functionName(fn);
      if (name === null) return;
      const annotation = fn.returnType ? context.sourceCode.getText(fn.returnType) : '';
      if (!isListingName(name) && !LISTING_TYPES.test(annotation)) return;
      const record: WrapperRecord = { name, shape: shapeOf(fn, annotation), line: fn.loc.start.line, endLine: fn.loc.end.line };
      context.report({ node: fn, messageId: 'wrapper', data: { record: JSON.stringify(record) } });
    }
    return {
      FunctionDeclaration: check,
      FunctionExpression: check,
      ArrowFunctionExpression: check,
    };
  },
});

