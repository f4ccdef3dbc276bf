import { readFileSync } from 'node:fs';

/**
 * Paginated list calls of vendor SDKs that no API description in the generated table covers (the SDK's method is
 * not a REST path the table can match, and its name alone, `listUsers`, is shared by many APIs). Two sources:
 * `generated/sdk-operations.json`, read by the generator from the official SDKs' own type declarations
 * (scripts/vocabulary/sdk-models.ts), and the hand-written entries below, which win where both name a call. Each
 * entry is in the form of a `settings.completeness.operations` entry with `from: 'package'`: it matches only a call
 * whose receiver or function comes from the package (imported, required, or built from it), and an entry of the
 * user's own wins over it. Each cites the vendor's documentation.
 */
/**
 * A page object's own ways to the next page, in SDKs whose pages also iterate every page (Stainless's and Fern's
 * auto-pagination: `page.getNextPage()`, `page.hasNextPage()`, `page.iterPages()`). The generator records them among a
 * page's continuation fields; a rule that sees one knows the answer walks on by itself when iterated.
 */
export const PAGE_OBJECT_METHODS: readonly string[] = ['getNextPage', 'iterPages', 'hasNextPage'];

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
    /** Paging is opt-in: a request without `pageSize` is answered whole (Kubernetes' `limit`). */
    readonly optIn?: boolean;
  };
  readonly docs: string;
}

/** Hand-written: what the SDK's declarations do not show (an options-less `listUsers(maxResults?, pageToken?)`). */
export const HAND_SDK_OPERATIONS: readonly SdkOperation[] = [
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

/** `generated/sdk-operations.json`: per SDK, rows of `[name, items, next (space-separated), cursor, pageSize]`. */
export interface EncodedSdkOperations {
  readonly format: 1;
  /** The SDK packages read, and their pinned versions. */
  readonly inputs: Readonly<Record<string, string>>;
  readonly sdks: readonly {
    readonly package: string;
    readonly docs: string;
    /** Every method of the SDK pages only when asked to (`SdkOperation.pages.optIn`). */
    readonly optIn?: true;
    readonly operations: readonly (readonly [string, string, string, string, string])[];
  }[];
}

/** What the generator writes (scripts/vocabulary/generate.ts). */
export function encodeSdkOperations(
  operations: readonly { package: string; name: string; items: string; next: readonly string[]; cursor?: string; pageSize?: string }[],
  models: readonly { package: string; docs: string; optIn?: boolean }[],
  inputs: Readonly<Record<string, string>>,
): EncodedSdkOperations {
  const docs = new Map(models.map((m) => [m.package, m.docs]));
  const optIn = new Set(models.filter((m) => m.optIn === true).map((m) => m.package));
  const packages = [...new Set(operations.map((op) => op.package))].sort();
  return {
    format: 1,
    inputs,
    sdks: packages.map((pkg) => ({
      package: pkg,
      docs: docs.get(pkg) ?? '',
      ...(optIn.has(pkg) && { optIn: true as const }),
      operations: operations.filter((op) => op.package === pkg).map((op) => [op.name, op.items, op.next.join(' '), op.cursor ?? '', op.pageSize ?? ''] as const),
    })),
  };
}

export function decodeSdkOperations(encoded: EncodedSdkOperations): SdkOperation[] {
  return encoded.sdks.flatMap((sdk) =>
    sdk.operations.map(([name, items, next, cursor, pageSize]) => ({
      package: sdk.package,
      name: [name],
      pages: { items, next: next === '' ? [] : next.split(' '), ...(cursor !== '' && { cursor }), ...(pageSize !== '' && { pageSize }), ...(sdk.optIn === true && pageSize !== '' && { optIn: true }) },
      docs: sdk.docs,
    })),
  );
}

let generated: readonly SdkOperation[] | undefined;

/** Every SDK operation the plugin knows, hand-written first; read from disk on the first call. */
export function sdkOperations(): readonly SdkOperation[] {
  if (generated === undefined) {
    const encoded = JSON.parse(readFileSync(new URL('./generated/sdk-operations.json', import.meta.url), 'utf8')) as EncodedSdkOperations;
    const hand = new Set(HAND_SDK_OPERATIONS.flatMap((op) => op.name.map((n) => `${op.package}\u0000${n}`)));
    generated = [...HAND_SDK_OPERATIONS, ...decodeSdkOperations(encoded).filter((op) => !op.name.some((n) => hand.has(`${op.package}\u0000${n}`)))];
  }
  return generated;
}
