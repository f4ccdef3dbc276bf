// Owned rather than imported from type-fest: its index pulls in types that TypeScript 5.4 rejects
// under skipLibCheck: false, and the package needs only these two.

declare const brand: unique symbol;

/**
 * `T` marked with `Name`: no object literal or plain value has the mark, so a branded type can only
 * come from the functions that return it. Marks compose: `Branded<Branded<T, 'a'>, 'b'>` has both.
 */
export type Branded<T, Name extends string> = T & { readonly [brand]: { readonly [K in Name]: true } };

/** `Omit` applied to each member of a union on its own, so the union stays discriminated. */
export type DistributedOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
