/**
 * Paginated list calls of vendor SDKs that no API description in the generated table covers (the SDK's method is
 * not a REST path the table can match, and its name alone, `listUsers`, is shared by many APIs). Each entry is in the
 * form of a `settings.completeness.operations` entry with `from: 'package'`: it matches only a call whose receiver
 * or function comes from the package (imported, required, or built from it), and an entry of the user's own wins
 * over it. Each cites the vendor's documentation.
 */
export interface SdkOperation {
  /** The npm package (its subpaths match too: `firebase-admin/auth`). */
  readonly package: string;
  /** The method as called, from the package's root or from a client it builds. */
  readonly name: readonly string[];
  readonly pages: {
    /** The request parameter that carries the continuation (or the page number). */
    readonly cursor?: string;
    readonly pageSize?: string;
    /** The response's items field. */
    readonly items: string;
    /** The response's fields that say more remains. */
    readonly next: readonly string[];
  };
  readonly docs: string;
}

export const SDK_OPERATIONS: readonly SdkOperation[] = [
  {
    // `listUsers(maxResults?, pageToken?)`: at most 1,000 users per call; `pageToken` in the result continues
    package: 'firebase-admin',
    name: ['auth.listUsers', 'listUsers'],
    pages: { cursor: 'pageToken', items: 'users', next: ['pageToken'] },
    docs: 'https://firebase.google.com/docs/auth/admin/manage-users#list_all_users',
  },
  {
    // `auth.admin.listUsers({ page, perPage })`: 50 users per page unless `perPage` says otherwise
    package: '@supabase/supabase-js',
    name: ['auth.admin.listUsers'],
    pages: { cursor: 'page', pageSize: 'perPage', items: 'users', next: ['nextPage', 'lastPage'] },
    docs: 'https://supabase.com/docs/reference/javascript/auth-admin-listusers',
  },
];
