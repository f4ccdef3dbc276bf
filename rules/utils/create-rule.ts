import { ESLintUtils } from '@typescript-eslint/utils';

/** Extra `meta.docs` fields our configs and the docs generator read. */
export interface CompletenessRuleDocs {
  /** In `recommended` (and so in `recommendedTypeChecked`). */
  readonly recommended?: boolean;
  /** In `strict` / `strictTypeChecked` only. */
  readonly strict?: boolean;
  readonly requiresTypeChecking?: boolean;
}

export const DOCS_BASE_URL = 'https://github.com/completeness-dev/completeness/blob/main/docs/rules';

export const createRule = ESLintUtils.RuleCreator<CompletenessRuleDocs>((name) => `${DOCS_BASE_URL}/${name}.md`);
