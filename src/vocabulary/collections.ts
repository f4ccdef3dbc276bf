/** Array, Set and Map methods by what they tell about a collection. Data only. */

/** Tests that answer "is it there?": false over a partial result is not proof of absence. */
export const MEMBERSHIP_METHODS: readonly string[] = ['some', 'includes', 'has'];
/** Searches that answer undefined when nothing matched. */
export const FIND_METHODS: readonly string[] = ['find', 'findLast'];
/** Reads that answer one of the receiver's items: a found element of fetched data is fetched data too. */
export const ELEMENT_METHODS: readonly string[] = [...FIND_METHODS, 'at'];
/** Searches that answer -1 when nothing matched. */
export const INDEX_METHODS: readonly string[] = ['findIndex', 'findLastIndex', 'indexOf', 'lastIndexOf'];
/** Reads of one entry by key that answer undefined when the key is absent (`map.get(id)`). */
export const KEYED_READ_METHODS: readonly string[] = ['get'];
/** Universal claims: true over a partial result says nothing of the rest. */
export const UNIVERSAL_METHODS: readonly string[] = ['every'];
/** Calls that visit each item. */
export const ITERATING_METHODS: readonly string[] = ['forEach', 'map', 'flatMap'];

/** Methods that return a new collection of (some of) the receiver's items. */
export const COPYING_METHODS: readonly string[] = [
  'map', 'filter', 'flatMap', 'flat', 'slice', 'concat', 'sort', 'toSorted', 'reverse', 'toReversed', 'toSpliced', 'with', 'values', 'keys', 'entries',
];
/** Copying methods whose arguments' items join the receiver's: `all = all.concat(page.items)`. */
export const JOINING_METHODS: readonly string[] = ['concat'];
/** Methods that still carry the items in another form (a joined string is the items, too). */
export const ITEM_CARRYING_METHODS: readonly string[] = [...COPYING_METHODS, 'join'];
/** Steps from a response to its body: `res.json()`, `.then(...)`, `.data`. */
export const BODY_STEPS: readonly string[] = ['json', 'text', 'then', 'data'];
/** Static builders that copy their argument's items: `Array.from(x)`, `Object.values(x)`, `new Set(x)`. */
export const COPYING_BUILDERS: readonly string[] = ['from', 'keys', 'values', 'entries', 'fromEntries', 'groupBy', 'structuredClone'];
/** Item caps written as a call: `items.slice(0, max)`, `items.splice(max)`. */
export const CAPPING_METHODS: readonly string[] = ['slice', 'splice', 'take', 'limit'];
