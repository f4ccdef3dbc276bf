import { describe, expect, it } from 'vitest';
import { fieldToFollow } from '../../../rules/utils/api/operations.js';
import type { KnownOperation } from '../../../src/vocabulary/operations.js';

/** An operation of a made-up API with these paging fields. */
function op(paging: Partial<KnownOperation>): KnownOperation {
  const base = { vendor: 'example.com', api: 'example', title: 'Example', kind: 'paged', method: 'GET', path: '/things' } as const;
  return { ...base, operationId: 'listThings', sdk: [], items: ['data'], signals: [], ...paging };
}

describe('fieldToFollow', () => {
  it('names the field that carries the continuation before a flag that only says there is one', () => {
    expect(fieldToFollow(op({ cursor: 'Marker', signals: ['IsTruncated', 'Marker'] }))).toBe('Marker');
    expect(fieldToFollow(op({ signals: ['header:Link'] }))).toBe('Link header');
  });

  it("takes a link to the last page, or a total, for no way on: the page number sent is (JSON:API's `links.last`)", () => {
    expect(fieldToFollow(op({ cursor: 'page', signals: ['data.links.last', 'data.meta.page.lastPage', 'data.meta.page.total'] }))).toBe('page');
    expect(fieldToFollow(op({ cursor: 'page', signals: ['data.links.last', 'data.links.next', 'data.meta.page.total'] }))).toBe('data.links.next');
  });

  it('falls back to a flag, then to the first signal', () => {
    expect(fieldToFollow(op({ signals: ['has_more'] }))).toBe('has_more');
    expect(fieldToFollow(op({ signals: [] }))).toBe('the continuation');
  });
});
