import { parse } from '@typescript-eslint/parser';
import { describe, expect, it } from 'vitest';
import { showsFailure } from '../../../rules/utils/flow/shown-failure.js';
import type { Node } from '../../../rules/utils/syntax/ast.js';

/** Whether the one statement of `code` shows a failure. */
function shows(code: string): boolean {
  const program = parse(code, { range: true, loc: true });
  return showsFailure(program.body[0] as Node);
}

describe('showsFailure', () => {
  it.each([
    "alertApi.post({ message: 'Failed to load', severity: 'error' });",
    'this.alertApi.post({ message });',
    'toast.error(e.message);',
    'enqueueSnackbar(msg);',
    "notify({ type: 'danger', text });",
    'setError(err);',
    'setLoadErrorMessage(String(err));',
    'core.setFailed(String(err));',
    'await vscode.window.showErrorMessage(msg);',
    "logseq.UI.showMsg(text, 'error');",
    "show(text, 'warning');",
    'this.error = e;',
    'state.loadFailed = true;',
    'process.exitCode = 1;',
  ])('%s shows a failure', (code) => {
    expect(shows(code)).toBe(true);
  });

  it.each([
    'console.error(e);',
    "logger.error('failed', e);",
    'core.warning(String(e));',
    "log.warn('could not list');",
    "audit.record({ severity: 'info' });",
    'showMsg(text);',
    'setItems([]);',
    'error = e;',
    'this.items = [];',
    'return;',
    'metrics.increment(name);',
  ])('%s does not', (code) => {
    expect(shows(code)).toBe(false);
  });
});
