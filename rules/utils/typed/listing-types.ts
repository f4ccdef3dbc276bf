import fs from 'node:fs';
import path from 'node:path';
import type * as ts from 'typescript';
import { KIT } from '../../../src/vocabulary/index.js';

/**
 * Recognises the kit's types by their declaration, not by name: an interface `CompleteShape` or
 * `PartialShape` declared in a file that belongs to the `completeness` package (found through the
 * nearest package.json), as typescript-eslint's TypeOrValueSpecifier does with `from: 'package'`.
 */
const KIT_PACKAGE = KIT.packageName;
const { complete: COMPLETE_SHAPE, partial: PARTIAL_SHAPE } = KIT.shapes;
/** The envelope's own completeness field (docs/contract.md). */
const COMPLETE_FIELD = 'complete';
const packageOfDir = new Map<string, string | null>();

function packageNameOf(fileName: string): string | null {
  let dir = path.dirname(fileName);
  const visited: string[] = [];
  for (;;) {
    const cached = packageOfDir.get(dir);
    if (cached !== undefined) return remember(visited, cached);
    visited.push(dir);
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) return remember(visited, readPackageName(manifest));
    const parent = path.dirname(dir);
    if (parent === dir) return remember(visited, null);
    dir = parent;
  }
}

function readPackageName(manifest: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name ?? null;
  } catch {
    return null;
  }
}

function remember(dirs: readonly string[], name: string | null): string | null {
  for (const d of dirs) packageOfDir.set(d, name);
  return name;
}

export type Completeness = 'complete' | 'partial' | 'unknown';

/** A user option naming more envelope types: by type name, optionally from one package. */
export interface ListingTypeSpecifier {
  readonly name: string;
  readonly package?: string;
}

export class ListingTypes {
  private readonly cache = new WeakMap<ts.Type, Completeness | null>();

  constructor(
    readonly checker: ts.TypeChecker,
    private readonly extra: readonly ListingTypeSpecifier[] = [],
  ) {}

  /** Which kit shape declares this object type's `complete` property, if any. */
  private kitShape(type: ts.Type): 'complete' | 'partial' | null {
    const prop = type.getProperty(COMPLETE_FIELD);
    for (const decl of prop?.declarations ?? []) {
      const owner = decl.parent as ts.Node | undefined;
      const ownerName = owner && 'name' in owner ? (owner.name as ts.Identifier | undefined)?.text : undefined;
      if (ownerName !== COMPLETE_SHAPE && ownerName !== PARTIAL_SHAPE) continue;
      if (packageNameOf(decl.getSourceFile().fileName) !== KIT_PACKAGE) continue;
      return ownerName === COMPLETE_SHAPE ? 'complete' : 'partial';
    }
    return null;
  }

  /** A user's own envelope: a non-literal `complete: boolean` beside an array property. */
  private userEnvelope(type: ts.Type): boolean {
    const complete = type.getProperty(COMPLETE_FIELD);
    if (!complete) return false;
    if (this.checker.typeToString(this.checker.getTypeOfSymbol(complete)) !== 'boolean') return false;
    return type.getProperties().some((p) => p !== complete && this.isArray(this.checker.getTypeOfSymbol(p)));
  }

  private isArray(type: ts.Type): boolean {
    const t = this.checker.getNonNullableType(type);
    return this.checker.isArrayType(t) || this.checker.isTupleType(t);
  }

  private listed(type: ts.Type): boolean {
    if (this.extra.length === 0) return false;
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (!symbol) return false;
    return this.extra.some(
      (spec) =>
        spec.name === symbol.getName() &&
        (spec.package === undefined || (symbol.declarations ?? []).some((d) => packageNameOf(d.getSourceFile().fileName) === spec.package)),
    );
  }

  /**
   * `partial` when some member of the type may be incomplete (the kit's Partial, an unnarrowed
   * Listing, a user envelope or a listed type), `complete` when every member is the kit's Complete,
   * and null when the type is not an envelope at all.
   */
  classify(type: ts.Type): Completeness | null {
    const cached = this.cache.get(type);
    if (cached !== undefined) return cached;
    let result: Completeness | null = null;
    const members = type.isUnion() ? type.types : [type];
    let sawComplete = false;
    for (const member of members) {
      const shape = this.kitShape(member);
      if (shape === 'partial' || (shape === null && (this.userEnvelope(member) || this.listed(member)))) {
        result = 'partial';
        break;
      }
      if (shape === 'complete') sawComplete = true;
    }
    if (result === null && sawComplete) result = 'complete';
    this.cache.set(type, result);
    return result;
  }

  isPossiblyPartial(type: ts.Type): boolean {
    return this.classify(type) === 'partial';
  }

  /** Is every non-nullish member of this type the kit's Complete (`Complete<T>`, `Complete<T> | null`)? */
  isComplete(type: ts.Type): boolean {
    const members = (type.isUnion() ? type.types : [type]).filter((t) => this.checker.getNonNullableType(t) === t);
    return members.length > 0 && members.every((t) => this.kitShape(t) === 'complete');
  }

  /** Is some member of this type the kit's own `Complete` or `Partial`? */
  isKitEnvelope(type: ts.Type): boolean {
    return (type.isUnion() ? type.types : [type]).some((t) => this.kitShape(t) !== null);
  }

  /** Names of the array-typed properties of an envelope type (`items`, or a user envelope's `results`). */
  arrayProperties(type: ts.Type): Set<string> {
    const names = new Set<string>();
    for (const member of type.isUnion() ? type.types : [type]) {
      for (const p of member.getProperties()) if (this.isArray(this.checker.getTypeOfSymbol(p))) names.add(p.getName());
    }
    return names;
  }
}
