export type * from './reasons.js';
export type * from './listing.js';
export type * from './read.js';
