// The word lists in docs/rules/*.md, generated from the one vocabulary (src/vocabulary, built to dist/).
// `npm run docs` fills every `<!-- begin vocabulary: NAME -->` … `<!-- end vocabulary -->` block through
// eslint-doc-generator's postprocess, and `npm run docs:check` fails when a block has drifted.
import { COMPOUND_ONLY_VERBS, DESTRUCTIVE_VERBS, ERROR_RESULT_CLIENTS, FIELDS, SUCCESS_STATUS_WORDS } from '../../dist/src/vocabulary/index.js';

const code = (names) => names.map((n) => `\`${n}\``).join(', ');
const fieldsOf = (roles, { declared = false } = {}) =>
  FIELDS.filter((f) => roles.includes(f.role) && (!f.ambiguous || (declared && f.declared))).map((f) => f.name);
const ambiguousOf = (roles) => FIELDS.filter((f) => roles.includes(f.role) && f.ambiguous).map((f) => f.name);

/** Each block's text, by name. */
export const BLOCKS = {
  'destructive-verbs': () => code(DESTRUCTIVE_VERBS.filter((v) => !COMPOUND_ONLY_VERBS.includes(v))),
  'compound-only-verbs': () => code(COMPOUND_ONLY_VERBS),
  'declared-signals': () =>
    code(fieldsOf(['more-flag', 'last-flag', 'cursor', 'complete-claim', 'partial-claim', 'reasons', 'failure'], { declared: true })),
  'error-result-clients': () =>
    ERROR_RESULT_CLIENTS.map((c) => `[${c.name}](${c.docs}) (${code(c.packages)}; requests through ${code(c.requests)}${c.settles ? `, settled by \`${c.settles}\`` : ''})`).join('; '),
  'everyday-signals': () =>
    code(FIELDS.filter((f) => f.ambiguous && f.declared && ['more-flag', 'last-flag', 'cursor', 'complete-claim', 'partial-claim', 'reasons', 'failure'].includes(f.role)).map((f) => f.name)),
  'pagination-signals': () =>
    `more flags ${code(fieldsOf(['more-flag']))}; cursors ${code(fieldsOf(['cursor']))}; last-page flags ${code(fieldsOf(['last-flag']))}; ` +
    `and, read from a response only (never as a bare local), ${code(ambiguousOf(['more-flag', 'cursor', 'last-flag']))}`,
  'status-fields': () => code(FIELDS.filter((f) => f.role === 'status').map((f) => f.name)),
  'structured-keys': () =>
    `completeness claims ${code(FIELDS.filter((f) => f.role === 'complete-claim').map((f) => f.name))}; partiality claims ` +
    `${code(FIELDS.filter((f) => f.role === 'partial-claim').map((f) => f.name))}; reasons ${code(FIELDS.filter((f) => f.role === 'reasons').map((f) => f.name))}`,
  'success-statuses': () => code(SUCCESS_STATUS_WORDS),
};

/** Wraps a line of words to about 110 characters, never inside a code span. */
function wrap(text, width = 110) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

const BLOCK = /<!-- begin vocabulary: ([\w-]+) -->\n[\s\S]*?<!-- end vocabulary -->/g;

/** The document with every vocabulary block regenerated; throws on an unknown block name. */
export function renderVocabularyBlocks(content) {
  return content.replace(BLOCK, (_, name) => {
    const render = BLOCKS[name];
    if (!render) throw new Error(`Unknown vocabulary block "${name}" (known: ${Object.keys(BLOCKS).join(', ')})`);
    return `<!-- begin vocabulary: ${name} -->\n${wrap(render())}\n<!-- end vocabulary -->`;
  });
}
