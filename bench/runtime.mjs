// Runtime benchmarks, reported as ratios against a baseline measured in the same run.
//   node --expose-gc bench/runtime.mjs
// 1. collectAll over a hand-written cursor loop (same in-memory pages), without options and with a
//    time budget (the per-page clock check and the abort race), by wall time and by CPU time
//    (CPU time is steadier on a busy machine). Two hand-written loops: the reference, which copies
//    items inside the async loop (V8 recompiles such a loop again and again, which makes it slow), and one
//    that copies each page in a helper function (the fastest plain loop we know: the stricter baseline).
// 1b. when collectAll returns on an endless source that answers at once, relative to its budget, and with a
//     caller's AbortSignal.timeout() instead (its timer fires only if the walk lets the event loop turn)
// 2. in a process of its own (bench/runtime-memory.mjs): scanPages peak heap on a 1,000,000-item inventory,
//    against collectAll on the same inventory, and the heap each retains as the walk goes on (after a full GC,
//    between 10% and 100% of the walk): with short cursors, with 32 KB cursors, and with a distinct warning
//    on every page
// 3. selectTargets / verifyTargets against a bare HMAC-SHA256 (node:crypto) over exactly the bytes they MAC:
//    the token's body (base64url of its payload), with the caller's key. Measured in paired rounds (each
//    function and the baseline in the same round, by CPU time, 20,000 calls each: long enough that each pays for
//    the collections of its own garbage, which for createHmac includes native handles), median of the
//    per-round ratios. Also: selectTargets on listings seen for the first time at three sizes (cost per item),
//    and the portable path (our HMAC-SHA256, as in a browser or a Worker without nodejs_compat).
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { collectAll, complete, partial, selectTargets, verifyTargets } from '../dist/src/index.js';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const gc = globalThis.gc ?? (() => {});

async function time(fn) {
  const t0 = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

async function cpuTime(fn) {
  const c0 = process.cpuUsage();
  await fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1e3;
}

// ---- 1. collectAll overhead ------------------------------------------------------------------
{
  const PAGES = 1000;
  const SIZE = 100;
  const pages = Array.from({ length: PAGES }, (_, p) => {
    const items = Array.from({ length: SIZE }, (_, i) => ({ id: `i${p * SIZE + i}` }));
    return p === PAGES - 1 ? complete(items) : partial(items, [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${p + 1}` });
  });
  const inMemory = (cursor) => Promise.resolve(pages[cursor === null ? 0 : Number(cursor.slice(1))]);
  // The cheapest real I/O: one event-loop turn per page, as a local socket or file read would take at least.
  const oneTurn = (cursor) => new Promise((resolve) => setImmediate(() => resolve(pages[cursor === null ? 0 : Number(cursor.slice(1))])));
  for (const [label, fetchPage, rounds] of [['in-memory pages (worst case)', inMemory, 31], ['one event-loop turn per page', oneTurn, 21]]) {
    const handLoop = async () => {
      const all = [];
      let cursor = null;
      for (;;) {
        const page = await fetchPage(cursor);
        for (const it of page.items) all.push(it);
        if (page.next_cursor === null) return all;
        cursor = page.next_cursor;
      }
    };
    const copy = (to, from) => {
      for (let i = 0; i < from.length; i++) to.push(from[i]);
    };
    const helperLoop = async () => {
      const all = [];
      let cursor = null;
      for (;;) {
        const page = await fetchPage(cursor);
        copy(all, page.items);
        if (page.next_cursor === null) return all;
        cursor = page.next_cursor;
      }
    };
    for (const [variant, opts] of [['no options', {}], ['timeBudgetMs', { timeBudgetMs: 600_000 }]]) {
      const ours = () => collectAll(fetchPage, opts);
      for (let i = 0; i < 5; i++) {
        await handLoop();
        await helperLoop();
        await ours();
      }
      const wall = { base: [], helper: [], kit: [] };
      const cpu = { base: [], helper: [], kit: [] };
      for (let i = 0; i < rounds; i++) {
        for (const [k, fn] of [['base', handLoop], ['helper', helperLoop], ['kit', ours]]) {
          gc();
          wall[k].push(await time(fn));
          gc();
          cpu[k].push(await cpuTime(fn));
        }
      }
      const ratio = (xs, base) => (median(xs) / median(base)).toFixed(2);
      console.log(
        `collectAll vs hand-written loop, ${label}, ${variant} (${PAGES} pages x ${SIZE} items, median of ${rounds}): ` +
          `ratio ${ratio(wall.kit, wall.base)}x wall, ${ratio(cpu.kit, cpu.base)}x CPU; ` +
          `vs the loop copying in a helper ${ratio(wall.kit, wall.helper)}x wall, ${ratio(cpu.kit, cpu.helper)}x CPU`,
      );
    }
  }
}

// ---- 1b. time budget on an endless source that answers at once --------------------------------
{
  for (const budgetMs of [10, 50, 200]) {
    const overshoot = [];
    for (let i = 0; i < 9; i++) {
      let n = 0;
      const endless = () => Promise.resolve(partial([n], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${++n}` }));
      const started = performance.now();
      const l = await collectAll(endless, { timeBudgetMs: budgetMs });
      if (l.incomplete_reasons[0]?.code !== 'TIME_BUDGET_EXCEEDED') throw new Error('the budget did not end the walk');
      overshoot.push(performance.now() - started);
    }
    const at = median(overshoot);
    console.log(`endless instant source, budget ${budgetMs} ms: returned at ${at.toFixed(1)} ms (median of 9), ${(at / budgetMs).toFixed(2)}x the budget`);
  }
  const timeoutMs = 50;
  const returned = [];
  for (let i = 0; i < 9; i++) {
    let n = 0;
    const started = performance.now();
    const endless = () => {
      // Without a turn of the event loop the signal never fires: give up after 3 s instead of hanging.
      if (performance.now() - started > 3000) throw new Error('the signal never fired');
      return Promise.resolve(partial([n], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${++n}` }));
    };
    const l = await collectAll(endless, { signal: globalThis.AbortSignal.timeout(timeoutMs) });
    returned.push(performance.now() - started);
    if (l.incomplete_reasons[0]?.code !== 'TIME_BUDGET_EXCEEDED') {
      console.log(`endless instant source, caller's AbortSignal.timeout(${timeoutMs}): did not stop it (${l.incomplete_reasons[0]?.code} at ${returned.at(-1).toFixed(0)} ms)`);
      break;
    }
  }
  if (returned.length === 9) {
    const at = median(returned);
    console.log(`endless instant source, caller's AbortSignal.timeout(${timeoutMs}): returned at ${at.toFixed(1)} ms (median of 9), ${(at / timeoutMs).toFixed(2)}x the timeout`);
  }
}

// ---- 2. memory: scanPages / collectAll peak and retained heap (bench/runtime-memory.mjs, in a fresh process) --
execFileSync(process.execPath, ['--expose-gc', path.join(path.dirname(fileURLToPath(import.meta.url)), 'runtime-memory.mjs')], { stdio: 'inherit' });

// ---- 3. evidence tokens ----------------------------------------------------------------------
{
  const { HmacSha256 } = await import('../dist/src/sha256.js');
  const { useCrypto } = await import('../dist/src/portable-crypto.js');
  const key = 'k'.repeat(32);
  const scope = { resource: 'service_accounts', visibility: 'admin', snapshot: 's1' };
  const listingOf = (n) => complete(Array.from({ length: n }, (_, i) => ({ id: `svc-${i}` })), { scope });
  const inventory = listingOf(10_000);
  const ids = inventory.items.slice(0, 100).map((x) => x.id); // in listing order, as an agent filtering the listing picks them
  const otherOrder = [...ids].reverse();
  const idOf = (x) => x.id;
  const opts = { key, idOf, action: 'disable', ttlMs: 60_000 };
  const vopts = { key, action: 'disable', resource: 'service_accounts' };
  const token = selectTargets(inventory, ids, opts);
  const body = token.slice(0, token.indexOf('.'));
  const N = 20_000;
  // CPU time (this process's), steadier than wall time on a shared machine.
  const perCall = async (fn) => {
    gc();
    return (await cpuTime(() => {
      for (let i = 0; i < N; i++) fn();
    })) * 1000 / N;
  };
  const fns = {
    bare: () => createHmac('sha256', key).update(body).digest(),
    verify: () => verifyTargets(token, ids, vopts),
    verifyOtherOrder: () => verifyTargets(token, otherOrder, vopts),
    select: () => selectTargets(inventory, ids, opts),
    selectOtherOrder: () => selectTargets(inventory, otherOrder, opts),
  };
  const ROUNDS = 9;
  const rounds = [];
  for (const fn of Object.values(fns)) for (let i = 0; i < 3000; i++) fn();
  for (let r = 0; r < ROUNDS; r++) {
    const us = {};
    for (const [name, fn] of Object.entries(fns)) us[name] = await perCall(fn);
    rounds.push(us);
  }
  const ratio = (name) => {
    const rs = rounds.map((us) => us[name] / us.bare).sort((a, b) => a - b);
    return `${median(rs).toFixed(2)}x (rounds ${rs[0].toFixed(2)}-${rs.at(-1).toFixed(2)})`;
  };
  console.log(
    `evidence tokens vs a bare HMAC-SHA256 over the token body (${body.length} characters; 10,000-item listing, 100 ids; ` +
      `bare HMAC ${median(rounds.map((u) => u.bare)).toFixed(2)} us, median of ${ROUNDS} paired rounds of ${N} calls, CPU time):\n` +
      `  verifyTargets, ids in the token's (listing) order: ${ratio('verify')}\n` +
      `  verifyTargets, ids in another order: ${ratio('verifyOtherOrder')}\n` +
      `  selectTargets on a listing it has seen, ids in listing order: ${ratio('select')}\n` +
      `  selectTargets on a listing it has seen, ids in another order: ${ratio('selectOtherOrder')}`,
  );

  // First sight: each listing is new to selectTargets (built outside the timing), so its id positions are
  // indexed once, and `idOf` (not the builder's reader) is read once per item and checked against the ids
  // captured at build.
  const bareUs = median(rounds.map((u) => u.bare));
  const lines = [];
  for (const [size, count] of [[1_000, 40], [10_000, 15], [100_000, 5]]) {
    const samples = [];
    for (let r = 0; r < 5; r++) {
      const fresh = Array.from({ length: count }, () => listingOf(size));
      gc();
      samples.push((await time(() => {
        for (const l of fresh) selectTargets(l, ids, opts);
      })) * 1000 / count);
    }
    const us = median(samples);
    lines.push(`${size.toLocaleString('en')} items: ${us.toFixed(0)} us, ${((us * 1000) / size).toFixed(0)} ns per item (${(us / bareUs).toFixed(0)}x the bare HMAC)`);
  }
  console.log(`selectTargets on a listing seen for the first time (100 ids, median of 5): ${lines.join('; ')}`);

  // The portable path: our HMAC-SHA256 instead of node:crypto.
  const ours = new HmacSha256(Buffer.from(key, 'utf8'));
  const bodyBytes = Buffer.from(body, 'utf8');
  useCrypto('portable');
  const portable = { ours: [], verify: [], select: [] };
  for (let i = 0; i < 500; i++) fns.verify();
  for (let r = 0; r < 7; r++) {
    portable.ours.push(await perCall(() => ours.mac(bodyBytes)));
    portable.verify.push(await perCall(fns.verify));
    portable.select.push(await perCall(fns.select));
  }
  useCrypto('auto');
  const [o, v, sel] = [median(portable.ours), median(portable.verify), median(portable.select)];
  console.log(
    `portable path (no node:crypto): our HMAC-SHA256 over the body ${o.toFixed(1)} us (${(o / bareUs).toFixed(1)}x node:crypto's); ` +
      `verifyTargets ${v.toFixed(1)} us (${(v / o).toFixed(2)}x our HMAC), selectTargets ${sel.toFixed(1)} us (${(sel / o).toFixed(2)}x)`,
  );
}
