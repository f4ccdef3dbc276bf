import type { ParserServicesWithTypeInformation, TSESTree } from './ts-eslint.js';

/**
 * "Which npm packages declare what this node names?" With type information only: the package of the declaration of
 * the node's symbol, or of its type's symbol (`notion` typed `Client` of `@notionhq/client`, wherever the value was
 * made). The untyped readers match a vendor SDK's call through its import; with types, a receiver from any module,
 * a parameter or a return value matches too. Asked only for calls a cheaper test already picked.
 */
export type DeclaringPackages = (node: TSESTree.Node) => readonly string[];

/** The services of a file linted with type information, or null (no program, or a parser that gives none). */
export function typeServicesOf(parserServices: unknown): ParserServicesWithTypeInformation | null {
  const services = parserServices as Partial<ParserServicesWithTypeInformation> | undefined;
  return services?.program && services.esTreeNodeToTSNodeMap ? (services as ParserServicesWithTypeInformation) : null;
}

export function declaringPackages(services: ParserServicesWithTypeInformation): DeclaringPackages {
  const checker = services.program.getTypeChecker();
  return (node) => {
    const tsNode = services.esTreeNodeToTSNodeMap.get(node);
    const symbols = [checker.getSymbolAtLocation(tsNode), checker.getTypeAtLocation(tsNode).getSymbol()];
    const found = new Set<string>();
    for (const symbol of symbols) for (const decl of symbol?.declarations ?? []) {
      const pkg = packageOfFile(decl.getSourceFile().fileName);
      if (pkg !== null) found.add(pkg);
    }
    return [...found];
  };
}

/**
 * `…/node_modules/@scope/name/dist/index.d.ts` → `@scope/name`: the innermost package a file belongs to; the
 * DefinitelyTyped package of a JavaScript SDK stands for it (`@types/airtable` → `airtable`, `@types/a__b` → `@a/b`).
 */
export function packageOfFile(file: string): string | null {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  const first = parts[at + 1];
  const second = parts[at + 2];
  if (first === undefined || (first.startsWith('@') && second === undefined)) return null;
  if (!first.startsWith('@')) return first;
  if (first === '@types') return (second as string).includes('__') ? `@${(second as string).replace('__', '/')}` : (second as string);
  return `${first}/${second as string}`;
}
