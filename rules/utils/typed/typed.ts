import type { JSONSchema4 } from '@typescript-eslint/utils/json-schema';
import { ESLintUtils, type ParserServicesWithTypeInformation, type TSESLint, type TSESTree } from './ts-eslint.js';
import { ListingTypes, type ListingTypeSpecifier } from './listing-types.js';
import { vocabularyOf } from '../api/vocabulary.js';

/**
 * Parser services and a `ListingTypes` for one file, created on the first candidate node only. The envelope
 * types are the rule's `listingTypes` option plus `settings.completeness.listingTypes`.
 */
export function lazyListingTypes<M extends string, O extends readonly unknown[]>(
  context: Readonly<TSESLint.RuleContext<M, O>>,
  extra: readonly ListingTypeSpecifier[] = [],
): { types: () => ListingTypes; typeOf: (node: TSESTree.Node) => import('typescript').Type } {
  let services: ParserServicesWithTypeInformation | undefined;
  let types: ListingTypes | undefined;
  const get = () => {
    services ??= ESLintUtils.getParserServices(context, false);
    types ??= new ListingTypes(services.program.getTypeChecker(), [...extra, ...vocabularyOf(context).userListingTypes.map((name) => ({ name }))]);
    return { services, types };
  };
  return {
    types: () => get().types,
    typeOf: (node) => get().services.getTypeAtLocation(node),
  };
}

export const listingTypesOption: JSONSchema4 = {
  type: 'array',
  description: 'More envelope types to treat as possibly partial, by type name and optionally package.',
  items: {
    type: 'object',
    properties: { name: { type: 'string' }, package: { type: 'string' } },
    required: ['name'],
    additionalProperties: false,
  },
};

/** The option object of the rules that read envelope types: `[{ listingTypes?: [...] }]`. */
export const listingTypesSchema: JSONSchema4 = { type: 'object', properties: { listingTypes: listingTypesOption }, additionalProperties: false };
