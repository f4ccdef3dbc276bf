export type * from './reasons.js';
export type * from './listing.js';
export type * from './read.js';
export type * from './standard-schema.js';
