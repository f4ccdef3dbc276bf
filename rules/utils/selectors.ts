/**
 * Narrow listener selectors. ESLint matches a selector before it calls a listener, so a rule that names what it
 * can possibly report (`CallExpression[callee.property.name=/^(catch|then)$/]`) is never called for the rest.
 * Each helper keeps the semantics of the check it stands in front of: it may let through more, never less.
 */

/** A word as a literal piece of a regular expression. */
export function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/source/flags` as an esquery attribute value, or null when the pattern holds a `/` (esquery cannot escape it). */
function regexValue(re: RegExp): string | null {
  return re.source.includes('/') ? null : `/${re.source}/${re.flags.replace(/[gy]/g, '')}`;
}

const built = new Map<string, string>();
/** The selector a key stands for, built once: rules ask for the same selectors in every file. */
function once(key: string, build: () => string): string {
  let selector = built.get(key);
  if (selector === undefined) {
    selector = build();
    if (built.size < 1000) built.set(key, selector);
  }
  return selector;
}

/** `Type[path=/re/]` for each path, as one selector list; the bare type when the pattern cannot be written. */
export function anyAttribute(type: string, paths: readonly string[], re: RegExp): string {
  return once(`${type}|${paths.join()}|${String(re)}`, () => {
    const value = regexValue(re);
    return value === null ? type : paths.map((p) => `${type}[${p}=${value}]`).join(', ');
  });
}

/**
 * Calls whose name (what `calleeName` reads: `name()`, `a.name()`, `a['name']()`) may match `re`, plus calls whose
 * callee is wrapped (`(f as F)()`, `f!()`), which `calleeName` unwraps and a selector cannot.
 */
export function callNamed(re: RegExp): string {
  return once(`call|${String(re)}`, () =>
    regexValue(re) === null ? 'CallExpression' : `${anyAttribute('CallExpression', ['callee.name', 'callee.property.name', 'callee.property.value'], re)}, CallExpression[callee.type=/^(TS|Chain)/]`,
  );
}
