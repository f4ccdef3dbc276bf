/**
 * The part of the Standard Schema v1 contract (https://standardschema.dev) that `parseListing` and
 * `parseRead` use, declared here so the published types need no extra package. zod, valibot and
 * arktype schemas fit it structurally; a type test checks it against `@standard-schema/spec`.
 */
export interface StandardSchema<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string; readonly path?: readonly unknown[] | undefined }[] };
