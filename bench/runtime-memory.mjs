// Section 2 of `npm run bench:runtime`, run in a process of its own by bench/runtime.mjs, so that the heap
// the earlier sections grew (and the GC limits V8 derived from it) does not decide what a peak measures.
//   node --expose-gc bench/runtime-memory.mjs
// The peak heap counts garbage not yet collected, which depends on when V8 collects; the live peak (sampled
// after a full GC) and the retained growth count only what a walk still holds.
import { collectAll, complete, partial, scanPages } from '../dist/src/index.js';

const gc = globalThis.gc ?? (() => {
  throw new Error('run with --expose-gc');
});

async function peakHeap(run) {
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  await run(sample);
  sample();
  return (peak - before) / 2 ** 20;
}
/** The heap still reachable (after a full GC), in MiB. */
function retained() {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}
/** The largest live heap (sampled after a full GC every 50 pages) above the heap before the walk, in MiB. */
async function livePeak(pages, walkWith) {
  const before = retained();
  let peak = before;
  await walkWith((page) => {
    if (page % 50 === 0 || page === pages - 1) peak = Math.max(peak, retained());
  });
  return peak - before;
}
/** Retained heap growth between 10% and 100% of a walk of `pages` pages, measured from inside it. */
async function retainedGrowth(pages, walkWith) {
  let early = 0;
  let late = 0;
  await walkWith((page) => {
    if (page === Math.round(pages / 10)) early = retained();
    if (page === pages - 1) late = retained();
  });
  return late - early;
}
/** Both walks over `fetchPage`, each calling `at(page)` after every page while the walk still holds what it keeps. */
const scanWith = (fetchPage) => async (at) => {
  const walk = scanPages(fetchPage());
  let n = 0;
  for (let step = await walk.next(); !step.done; step = await walk.next()) at(++n);
};
const collectWith = (fetchPage) => async (at) => {
  await collectAll(fetchPage(), { onPage: (p) => at(p.page) });
};
{
  const TOTAL = 1_000_000;
  const SIZE = 1000;
  const PAGES = TOTAL / SIZE;
  const fetchPage = (cursor) => {
    const p = cursor === null ? 0 : Number(cursor);
    const items = Array.from({ length: SIZE }, (_, i) => ({ id: `svc-${p * SIZE + i}`, owner: i % 7 === 0 ? null : 'team' }));
    const last = (p + 1) * SIZE >= TOTAL;
    return Promise.resolve(last ? complete(items) : partial(items, [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: String(p + 1) }));
  };
  let orphans = 0;
  const scanMb = await peakHeap(async (sample) => {
    const walk = scanPages(fetchPage);
    let step = await walk.next();
    let n = 0;
    while (!step.done) {
      for (const it of step.value.items) if (it.owner === null) orphans++;
      if (++n % 50 === 0) sample();
      step = await walk.next();
    }
    if (!step.value.complete || step.value.items_seen !== TOTAL) throw new Error('scan did not cover the inventory');
  });
  const collectMb = await peakHeap(async (sample) => {
    const all = await collectAll(fetchPage, {
      onPage: (p) => {
        if (p.page % 50 === 0) sample();
      },
    });
    if (!all.complete || all.items.length !== TOTAL) throw new Error('collect did not cover the inventory');
    sample();
  });
  console.log(
    `scanPages on ${TOTAL.toLocaleString('en')} items (pages of ${SIZE}): peak heap +${scanMb.toFixed(1)} MiB; collectAll +${collectMb.toFixed(1)} MiB; ratio ${(scanMb / collectMb).toFixed(3)} (orphans counted: ${orphans})`,
  );
  const scanLive = await livePeak(PAGES, scanWith(() => fetchPage));
  const collectLive = await livePeak(PAGES, collectWith(() => fetchPage));
  console.log(
    `the same, live heap (after a full GC, every 50 pages): peak +${scanLive.toFixed(2)} MiB (scanPages); +${collectLive.toFixed(1)} MiB (collectAll); ratio ${(scanLive / collectLive).toFixed(4)}`,
  );
  const scanGrowth = await retainedGrowth(PAGES, scanWith(() => fetchPage));
  console.log(`scanPages on ${TOTAL.toLocaleString('en')} items: retained heap grew ${scanGrowth.toFixed(2)} MiB from page ${PAGES / 10} to page ${PAGES - 1}`);
}
{
  // Cursors as they arrive from the wire (an Elasticsearch scroll id can be this long): flat strings shared with nothing.
  const PAGES = 5000;
  const CURSOR = 32 * 1024;
  const pad = 'x'.repeat(CURSOR);
  const longCursors = () => {
    let n = 0;
    return () => {
      n++;
      return Promise.resolve(n === PAGES ? complete([{ id: `i${n}` }]) : partial([{ id: `i${n}` }], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: JSON.parse(`"${n}:${pad}"`) }));
    };
  };
  const scanMb = await retainedGrowth(PAGES, scanWith(longCursors));
  const collectMb = await retainedGrowth(PAGES, collectWith(longCursors));
  const kept = ((PAGES * 0.9 * CURSOR) / 2 ** 20).toFixed(0);
  console.log(
    `${PAGES.toLocaleString('en')} pages with 32 KB cursors: retained heap grew ${scanMb.toFixed(2)} MiB (scanPages), ${collectMb.toFixed(2)} MiB (collectAll) ` +
      `from page ${PAGES / 10} to page ${PAGES - 1} (the cursors of those pages are ${kept} MiB)`,
  );
}
{
  const PAGES = 20_000;
  const distinctWarnings = () => {
    let n = 0;
    return () => {
      n++;
      const warnings = [{ code: 'STALE_INDEX', source: 'search', observed_revision: JSON.parse(`"rev-${n}-${'r'.repeat(40)}"`) }];
      return Promise.resolve(n === PAGES ? complete([], { warnings }) : partial([], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: `c${n}`, warnings }));
    };
  };
  const scanMb = await retainedGrowth(PAGES, scanWith(distinctWarnings));
  const collectMb = await retainedGrowth(PAGES, collectWith(distinctWarnings));
  console.log(
    `${PAGES.toLocaleString('en')} pages, each with a distinct warning: retained heap grew ${scanMb.toFixed(2)} MiB (scanPages), ${collectMb.toFixed(2)} MiB (collectAll) ` +
      `from page ${PAGES / 10} to page ${PAGES - 1}`,
  );
}

