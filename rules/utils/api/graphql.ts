/**
 * A small, tolerant, linear-time reader of GraphQL selection sets: enough to see which fields ask a
 * connection for a page (`first:` / `last:`) and what they select. No graphql dependency; it skips strings,
 * block strings and comments, reads arguments by name and never throws on a document it does not understand.
 */

export interface GraphQLField {
  readonly name: string;
  /** Offset of the field's name (after any alias) in the scanned text. */
  readonly offset: number;
  /** Argument names, and the raw value of `first` / `last` when they are a number or a `$variable`. */
  readonly args: ReadonlyMap<string, string>;
  readonly children: readonly GraphQLField[];
  /** The type condition of the inline fragment the field is selected in (`... on Issue { labels }` → `Issue`). */
  readonly on?: string;
}

interface Token {
  readonly kind: 'name' | 'punct' | 'other';
  readonly text: string;
  readonly offset: number;
}

function isNameStart(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
}

function isNameChar(c: string): boolean {
  return isNameStart(c) || (c >= '0' && c <= '9');
}

/** The tokens of a document, without strings and comments. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i] ?? '';
    if (c === '#') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '"') {
      if (text.startsWith('"""', i)) {
        const end = text.indexOf('"""', i + 3);
        i = end === -1 ? n : end + 3;
      } else {
        i++;
        while (i < n && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
        i++;
      }
      out.push({ kind: 'other', text: '""', offset: i });
    } else if (isNameStart(c) || c === '$') {
      const start = i;
      i++;
      while (i < n && isNameChar(text[i] ?? '')) i++;
      out.push({ kind: 'name', text: text.slice(start, i), offset: start });
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      const start = i;
      i++;
      while (i < n && /[\d.eE+-]/.test(text[i] ?? '')) i++;
      out.push({ kind: 'other', text: text.slice(start, i), offset: start });
    } else if ('{}():[]@!=|&'.includes(c)) {
      out.push({ kind: 'punct', text: c, offset: i });
      i++;
    } else if (c === '.' && text.startsWith('...', i)) {
      out.push({ kind: 'punct', text: '...', offset: i });
      i += 3;
    } else i++;
  }
  return out;
}

/**
 * Every top-level selection set's fields, as a tree. Operation headers (`query Name($first: Int!)`),
 * fragments (`fragment F on T`, `... on T`, `...F`) and directives are read through; their fields join the
 * enclosing selection.
 */
export function parseSelections(text: string): GraphQLField[] {
  const toks = tokens(text);
  let i = 0;

  /** Skips a balanced `( … )` at `i`, reading its top-level `name: value` pairs into `args` when given. */
  function skipGroup(args?: Map<string, string>): void {
    let depth = 0;
    for (; i < toks.length; i++) {
      const t = toks[i];
      if (!t) break;
      if (t.kind === 'punct' && (t.text === '(' || t.text === '[' || t.text === '{')) depth++;
      else if (t.kind === 'punct' && (t.text === ')' || t.text === ']' || t.text === '}')) {
        depth--;
        if (depth === 0) {
          i++;
          return;
        }
      } else if (args && depth === 1 && t.kind === 'name' && toks[i + 1]?.text === ':') {
        const value = toks[i + 2];
        args.set(t.text, value && value.kind !== 'punct' ? value.text : '');
      }
    }
  }

  function selectionSet(): GraphQLField[] {
    // At `{`.
    i++;
    const fields: GraphQLField[] = [];
    while (i < toks.length) {
      const t = toks[i];
      if (!t) break;
      if (t.kind === 'punct' && t.text === '}') {
        i++;
        return fields;
      }
      if (t.kind === 'punct' && t.text === '{') {
        fields.push(...selectionSet());
        continue;
      }
      if (t.kind === 'punct' && t.text === '(') {
        skipGroup();
        continue;
      }
      if (t.kind === 'punct' && t.text === '...') {
        // `...Fragment` is skipped; `... on Type { … }` and `... { … }` join this selection, the first marked `on`.
        i++;
        if (toks[i]?.text === 'on') {
          const type = toks[i + 1]?.text ?? '';
          i += 2;
          if (toks[i]?.text === '{') fields.push(...selectionSet().map((f) => ({ ...f, on: type })));
        } else if (toks[i]?.kind === 'name') i++;
        continue;
      }
      if (t.kind === 'punct' && t.text === '@') {
        i += 2; // `@include` … its arguments are skipped as a group next
        continue;
      }
      if (t.kind !== 'name' || t.text === 'on' || t.text.startsWith('$')) {
        i++;
        continue;
      }
      // `alias: name` or `name`
      let nameTok = t;
      if (toks[i + 1]?.text === ':' && toks[i + 2]?.kind === 'name') {
        nameTok = toks[i + 2] as Token;
        i += 3;
      } else i++;
      const args = new Map<string, string>();
      if (toks[i]?.text === '(') skipGroup(args);
      while (toks[i]?.text === '@') {
        i += 2;
        if (toks[i]?.text === '(') skipGroup();
      }
      const children = toks[i]?.text === '{' ? selectionSet() : [];
      fields.push({ name: nameTok.text, offset: nameTok.offset, args, children });
    }
    return fields;
  }

  const roots: GraphQLField[] = [];
  while (i < toks.length) {
    const t = toks[i];
    if (t?.kind === 'punct' && t.text === '{') roots.push(...selectionSet());
    else if (t?.kind === 'punct' && t.text === '(') skipGroup();
    else i++;
  }
  return roots;
}

/**
 * Every field of the tree with the object it belongs to: the nearest enclosing field that is not a connection's
 * plumbing (`nodes`, `edges`, `node`), or the type of the inline fragment it is selected in.
 */
export function* fieldsWithOwners(fields: readonly GraphQLField[], plumbing: ReadonlySet<string>, owner: string | null = null): Generator<{ field: GraphQLField; owner: string | null }> {
  for (const field of fields) {
    const own = field.on ?? owner;
    yield { field, owner: own };
    yield* fieldsWithOwners(field.children, plumbing, plumbing.has(field.name) ? own : field.name);
  }
}
