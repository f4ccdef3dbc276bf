import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-error-as-absence.js';
const ruleTester = new RuleTester();

ruleTester.run('no-error-as-absence', rule, {
  valid: [
    "async function verify(sig) { try { return await crypto.subtle.verify('HMAC', key, sig, data); } catch { return false; } }",
    "async function send(url) { const response = await fetch(url); if (!response.ok) { const text = await response.text().catch(() => null); throw new Error(String(text)); } return response.json(); }",
    "async function start(url) { const response = await fetch(url); if (response.status === 405) { return; } return response.body; }",
    "function check(make) { return make().catch(() => null); }",
    "async function f(url) { try { const res = await fetch(url); return await res.json(); } catch (e) { throw new Error('list failed', { cause: e }); } }",
    "async function f(url) { const res = await fetch(url); if (!res.ok) throw new Error(`HTTP ${res.status}`); return res.json(); }",
    "async function f(url) { try { const res = await api.list(url); return res.items; } catch (e) { return partial([], [{ code: 'SOURCE_UNAVAILABLE', message: String(e) }]); } }",
    "async function f(url) { try { const res = await api.list(url); return res.items; } catch (e) { return { items: [], error: String(e) }; } }",
    "async function f(url) { try { const res = await api.list(url); return { items: res.items, complete: true }; } catch { return { items: [], complete: false }; } }",
    "async function f(id) { const res = await fetch(`/users/${id}`); if (res.status === 404) return null; return res.json(); }",
    "function parse(text) { try { return JSON.parse(text); } catch { return null; } }",
    "async function f() { try { await api.ping(); return true; } catch { return false; } }",
    "async function f(url) { try { return await api.list(url); } catch (e) { log(e); throw e; } }",
    "async function f() { const cfg = await readFile().catch(() => ({})); return cfg.items ?? []; }",
    "async function f(url) { const res = await fetch(url); if (!res.ok) { return { items: [], status: res.status }; } return res.json(); }",
    "function f(xs) { if (xs.error) return []; return xs.items; }",
    "async function f(url) { try { const data = await api.list(url); return data.items; } catch (e) { throw e; } }",
    "async function f() { const items = await api.list().catch((e) => { throw new Error('x', { cause: e }); }); return items; }",
    "async function f(url) { try { const data = await api.list(url); await save(data); return 1; } catch { return 0; } }",
  ],
  invalid: [
    { code: "async function listUsers(url) {\n  try {\n    const res = await fetch(url);\n    return (await res.json()).users;\n  } catch (error) {\n    console.error('listing users failed', error);\n    return [];\n  }\n}", errors: [{ messageId: "errorAsAbsence", line: 7, column: 12 }] },
    { code: "async function f(url) { const res = await fetch(url); if (!res.ok) return []; const body = await res.json(); return body.items; }", errors: [{ messageId: "errorAsAbsence", line: 1, column: 75 }] },
    { code: "async function f(url) { const res = await fetch(url); if (res.status !== 200) { return { items: [] }; } const body = await res.json(); return body; }", errors: [{ messageId: "errorAsAbsence", line: 1, column: 88 }] },
    { code: "async function listUsers(url) { const res = await http.get(url); if (res.status >= 400) return null; return res.data; }", errors: [{ messageId: "errorAsAbsence", line: 1, column: 96 }] },
    { code: "async function searchHits(q) { const r = await api.search(q); if (r.error) return undefined; return r.hits; }", errors: [{ messageId: "errorAsAbsence", line: 1, column: 83 }] },
    { code: "async function f(q) { try { const r = await api.search(q); return r.hits; } catch { return new Map(); } }", errors: [{ messageId: "errorAsAbsence", line: 1, column: 92 }] },
    { code: "async function queryTotal(q) { try { const r = await api.count(q); return r.total; } catch { return 0; } }", errors: [{ messageId: "errorAsAbsence", line: 1, column: 101 }] },
    { code: "async function f(q) { const items = await api.search(q).catch(() => []); return items; }", errors: [{ messageId: "errorAsAbsence", line: 1, column: 69 }] },
    { code: "async function f(q) { const items = await api.search(q).catch((err) => { logger.warn(err); return []; }); return items; }", errors: [{ messageId: "errorAsAbsence", line: 1, column: 99 }] },
    { code: "const f = async (q: string): Promise<string[]> => { try { const r = await api.search(q); return r.ids; } catch (e) { return []; } };", errors: [{ messageId: "errorAsAbsence", line: 1, column: 125 }] },
    { code: "async function listItems(q) { try { const r = await api.search(q); return r.items; } catch { return {}; } }", errors: [{ messageId: "errorAsAbsence", line: 1, column: 101 }] },
    { code: "async function searchText(q) { const r = await api.search(q); if (!r.ok) return ''; return r.text; }", errors: [{ messageId: "errorAsAbsence", line: 1, column: 81 }] },
  ],
});
