/**
 * Clients that answer a failed request in the result instead of rejecting: the promise resolves with
 * `{ data, error }`, so `data ?? []` reads a failure as "none" unless `error` is read. Data only: the rules read it
 * (`no-error-as-absence`), and the docs list it.
 */
export interface ErrorResultClient {
  readonly id: string;
  readonly name: string;
  /** Where the vendor documents that errors come back in the result. */
  readonly docs: string;
  /** Packages whose import says a file uses the client (a trailing `*` matches any suffix). */
  readonly packages: readonly string[];
  /** Words a receiver's name holds when it is the client (`supabase`, `supabaseAdmin`). */
  readonly receiverWords: readonly string[];
  /** Methods of a request chain (`from`, `rpc`, `query`): a chain through one of them asks the service. */
  readonly requests: readonly string[];
  /** The method that turns a request into a promise, where the client needs one (urql's `toPromise`). */
  readonly settles?: string;
  /** Fields of the result that say the request failed. */
  readonly errorFields: readonly string[];
  /** Methods that make the request reject on failure after all (Supabase's `throwOnError()`). */
  readonly throwing?: readonly string[];
}

export const ERROR_RESULT_CLIENTS: readonly ErrorResultClient[] = [
  {
    id: 'urql',
    name: 'urql',
    // network and GraphQL errors come back as a CombinedError in the result's `error`, beside `data` (urql's docs, Errors)
    docs: 'https://nearform.com/open-source/urql/docs/basics/errors/',
    packages: ['urql', '@urql/*', 'next-urql'],
    receiverWords: ['urql'],
    requests: ['query', 'mutation'],
    settles: 'toPromise',
    errorFields: ['error'],
  },
  {
    id: 'supabase',
    name: 'Supabase',
    // every query builder and auth call resolves to `{ data, error }`; it rejects only when `throwOnError()` is asked
    docs: 'https://supabase.com/docs/reference/javascript/select',
    packages: ['@supabase/supabase-js', '@supabase/ssr', '@supabase/auth-helpers-*', '@supabase/postgrest-js'],
    receiverWords: ['supabase'],
    requests: ['from', 'rpc', 'listUsers'],
    errorFields: ['error'],
    throwing: ['throwOnError'],
  },
];
