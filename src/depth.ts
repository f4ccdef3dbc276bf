import { ContractViolationError } from './errors.js';

/**
 * How deeply an untrusted body may nest objects and arrays. Real API bodies stay far below it;
 * anything deeper would overflow the stack of the next recursive reader (`JSON.stringify`,
 * `structuredClone`, a schema, a deep-equal), so the parsers refuse it up front.
 */
export const MAX_NESTING = 1000;

interface Frame {
  readonly node: object;
  readonly children: readonly unknown[];
  next: number;
  height: number;
}

function childrenOf(node: object): readonly unknown[] {
  return Array.isArray(node) ? node : Object.values(node);
}

/**
 * Throws `ContractViolationError` when `value` nests more than `limit` objects or arrays along some
 * path (a cycle counts as too deep). Iterative, so the check itself cannot overflow the stack; an
 * object reached along several paths is measured once, so shared subtrees cannot make it slow.
 */
export function assertNesting(value: unknown, field: string, limit = MAX_NESTING): void {
  if (typeof value !== 'object' || value === null) return;
  const tooDeep = () => new ContractViolationError(field, `nests deeper than ${String(limit)} levels (or contains a cycle)`);
  const heights = new Map<object, number>();
  const path: Frame[] = [];
  const enter = (node: object) => {
    if (path.length >= limit) throw tooDeep();
    let children: readonly unknown[];
    try {
      children = childrenOf(node);
    } catch {
      throw new ContractViolationError(field, 'could not be read (a getter or proxy threw)');
    }
    path.push({ node, children, next: 0, height: 0 });
  };
  enter(value);
  while (path.length > 0) {
    const top = path[path.length - 1] as Frame;
    if (top.next < top.children.length) {
      const child = top.children[top.next++];
      if (typeof child !== 'object' || child === null) continue;
      const known = heights.get(child);
      if (known === undefined) {
        enter(child);
      } else {
        if (path.length + known > limit) throw tooDeep();
        top.height = Math.max(top.height, known);
      }
      continue;
    }
    path.pop();
    const height = top.height + 1;
    heights.set(top.node, height);
    const parent = path[path.length - 1];
    if (parent) parent.height = Math.max(parent.height, height);
  }
}
