/**
 * The item type of a page, read from the client function a `…Pages` helper wraps. Structural only: no vendor SDK
 * is imported, so an Octokit, googleapis, AWS SDK or MCP SDK response type works if its shape matches, and
 * anything else gives `unknown`.
 */

type IsAny<T> = 0 extends 1 & T ? true : false;

/** The awaited return type of a client function. */
export type ResponseOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : unknown;

/** What the helpers read as the body: `data` of an SDK response `{ data, headers }` (Octokit, googleapis), else the response. */
export type BodyOf<R> = R extends { readonly data: infer D; readonly headers: unknown } ? D : R;

/** The element type of an array (optional or nullable allowed), else `unknown`. */
export type ElementOf<A> = IsAny<A> extends true ? unknown : NonNullable<A> extends readonly (infer I)[] ? I : unknown;

type FieldOf<B, K extends PropertyKey> = B extends { readonly [P in K]?: infer A } ? A : unknown;

/** The items of field `K` of the body (`data.items` for Octokit search, `Contents` for S3). */
export type ItemsOf<R, K extends PropertyKey> = IsAny<R> extends true ? unknown : ElementOf<FieldOf<BodyOf<R>, K>>;

/** A list body that is the array itself, or holds it in `K` when an `itemsField` is given. */
export type ListItemsOf<R, K extends string> = IsAny<R> extends true ? unknown : [K] extends [never] ? ElementOf<BodyOf<R>> : ItemsOf<R, K>;

/** An explicit type argument wins; without one (`never`, the default), the inferred type. */
export type Chosen<T, Inferred> = [T] extends [never] ? Inferred : T;
