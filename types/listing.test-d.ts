import { expectAssignable, expectError, expectNotAssignable, expectType } from 'tsd';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  complete,
  partial,
  requireComplete,
  isComplete,
  type Complete,
  type Incomplete,
  type Listing,
  type Partial,
  type IncompleteReason,
  type StandardSchema,
} from '../dist/src/index.js';

interface Member {
  login: string;
}

declare const done: Complete<Member>;
declare const cut: Partial<Member>;
declare const either: Listing<Member>;

// Neither variant is assignable to the other.
expectNotAssignable<Partial<Member>>(done);
expectNotAssignable<Complete<Member>>(cut);

// An unnarrowed Listing, a bare array or a look-alike literal is not Complete.
expectNotAssignable<Complete<Member>>(either);
expectNotAssignable<Complete<Member>>([{ login: 'a' }]);
expectNotAssignable<Complete<Member>>({
  items: [{ login: 'a' }],
  complete: true as const,
  truncated: false as const,
  incomplete_reasons: [] as const,
  next_cursor: null,
  continuation: null,
  scope: null,
  page: null,
  warnings: [],
});

// Both variants are Listings, and Incomplete is the same type as Partial.
expectAssignable<Listing<Member>>(done);
expectAssignable<Listing<Member>>(cut);
expectType<Incomplete<Member>>(cut);

// Narrowing on the decision field.
if (either.complete) {
  expectType<Complete<Member>>(either);
} else {
  expectType<Partial<Member>>(either);
  expectType<IncompleteReason>(either.incomplete_reasons[0]);
}
if (isComplete(either)) expectType<Complete<Member>>(either);
expectType<Complete<Member>>(requireComplete(either));

// Constructors: literal types, non-empty reasons, closed codes.
expectType<Complete<Member>>(complete<Member>([]));
expectType<Partial<Member>>(partial<Member>([], [{ code: 'MORE_PAGES_AVAILABLE' }]));
expectType<true>(done.complete);
expectType<false>(done.truncated);
expectType<null>(done.next_cursor);
expectType<readonly []>(done.incomplete_reasons);
expectError(partial<Member>([], []));
expectError(partial<Member>([], [{ code: 'SOMETHING_ELSE' }]));
expectError(partial<Member>([], [{ code: 'RESULT_LIMIT_REACHED' }]));
expectError(partial<Member>([], [{ code: 'CLIENT_CAP_REACHED', limit: 3, unit: 'bytes' }]));

// Covariance: a Complete of a subtype is a Complete of the supertype.
expectAssignable<Complete<{ login: string }>>(complete([{ login: 'a', id: 1 }]));

// Our structural Standard Schema type accepts every schema that implements the published spec.
declare const specSchema: StandardSchemaV1<unknown, Member>;
expectAssignable<StandardSchema<unknown, Member>>(specSchema);
