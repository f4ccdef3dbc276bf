// The runtime kit alone: two pages through collectAll, then a decision on the Complete result.
import { collectAll, complete, partial, requireComplete } from 'completeness';

const pages = { start: partial([1, 2], [{ code: 'MORE_PAGES_AVAILABLE' }], { next_cursor: 'p2' }), p2: complete([3]) };
const listing = requireComplete(await collectAll((cursor) => pages[cursor ?? 'start']));
console.log(JSON.stringify({ complete: listing.complete, items: listing.items }));
