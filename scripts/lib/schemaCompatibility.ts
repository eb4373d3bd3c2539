// Whether schema.graphql can ship (docs/persisted-operations.md#schema-changes): every persisted operation must still
// validate against it, and compared with the last released schema nothing may break, except the removal of what the
// released schema had already deprecated.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Change, CriticalityLevel, ChangeType, diff } from '@graphql-inspector/core';
import {
  buildSchema,
  getNamedType,
  GraphQLError,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { MANIFEST, operationName, readManifest, type Manifest } from './persistedOperations.ts';
import { repoRoot } from './processes.ts';

export const SCHEMA = path.join(repoRoot, 'schema.graphql');
export const RELEASED_SCHEMA = path.join(repoRoot, 'contract', 'schema.released.graphql');

export interface BrokenOperation {
  id: string;
  name: string;
  errors: string[];
}

const located = (error: GraphQLError) =>
  error.locations?.length ? `${error.message} (line ${error.locations[0].line})` : error.message;

/** The manifest's documents that do not parse or validate against `schema`, with graphql's reasons. */
export function brokenOperations(schema: GraphQLSchema, manifest: Manifest): BrokenOperation[] {
  const broken: BrokenOperation[] = [];
  for (const [id, text] of Object.entries(manifest)) {
    let errors: readonly GraphQLError[];
    try {
      errors = validate(schema, parse(text));
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      errors = [error];
    }
    if (errors.length) broken.push({ id, name: operationName(text), errors: errors.map(located) });
  }
  return broken;
}

interface Deprecatable {
  deprecationReason?: string | null;
}
const deprecated = (element: Deprecatable | null | undefined) => element?.deprecationReason != null;

/** What in `released` uses `type` (fields, arguments, input fields, union memberships, implementations). */
function usesOf(released: GraphQLSchema, typeName: string): { where: string; owner: string; element?: Deprecatable }[] {
  const uses: { where: string; owner: string; element?: Deprecatable }[] = [];
  for (const owner of Object.values(released.getTypeMap())) {
    if (owner.name.startsWith('__')) continue;
    if (isObjectType(owner) || isInterfaceType(owner)) {
      if (owner.getInterfaces().some((face) => face.name === typeName))
        uses.push({ where: `${owner.name} implements ${typeName}`, owner: owner.name });
      for (const field of Object.values(owner.getFields())) {
        if (getNamedType(field.type).name === typeName)
          uses.push({ where: `${owner.name}.${field.name}`, owner: owner.name, element: field });
        for (const arg of field.args) {
          if (getNamedType(arg.type).name === typeName)
            uses.push({ where: `${owner.name}.${field.name}(${arg.name})`, owner: owner.name, element: arg });
        }
      }
    }
    if (isInputObjectType(owner)) {
      for (const field of Object.values(owner.getFields())) {
        if (getNamedType(field.type).name === typeName)
          uses.push({ where: `${owner.name}.${field.name}`, owner: owner.name, element: field });
      }
    }
    if (isUnionType(owner) && owner.getTypes().some((member) => member.name === typeName))
      uses.push({ where: `${owner.name} = ... | ${typeName}`, owner: owner.name });
  }
  return uses;
}

/**
 * Every field of `type` beyond those its interfaces require (or every enum value) was deprecated: the type was on its
 * way out.
 */
function wholeTypeDeprecated(type: GraphQLNamedType): boolean {
  const allDeprecated = (elements: readonly Deprecatable[]) => elements.length > 0 && elements.every(deprecated);
  if (isObjectType(type) || isInterfaceType(type)) {
    const required = new Set(type.getInterfaces().flatMap((face) => Object.keys(face.getFields())));
    return allDeprecated(Object.values(type.getFields()).filter((field) => !required.has(field.name)));
  }
  if (isInputObjectType(type)) return allDeprecated(Object.values(type.getFields()));
  if (isEnumType(type)) return allDeprecated(type.getValues());
  return false;
}

/**
 * A type cannot carry @deprecated, so its removal counts as announced when everything that used it was deprecated (or
 * goes with it), or when all its own fields were (a type reached only through an interface or a union).
 */
function typeRemovalAnnounced(released: GraphQLSchema, current: GraphQLSchema, typeName: string): boolean {
  const type = released.getType(typeName);
  if (!type) return false;
  const uses = usesOf(released, typeName);
  const usedOnlyByDeprecated =
    uses.length > 0 && uses.every((use) => deprecated(use.element) || !current.getType(use.owner));
  return usedOnlyByDeprecated || wholeTypeDeprecated(type);
}

/** Whether a breaking change is the removal of something `released` had deprecated. */
function removesDeprecated(change: Change, released: GraphQLSchema, current: GraphQLSchema): boolean {
  const [typeName, member, argument] = (change.path ?? '').split('.');
  const type = released.getType(typeName);
  switch (change.type) {
    case ChangeType.FieldRemoved:
      return (isObjectType(type) || isInterfaceType(type)) && deprecated(type.getFields()[member]);
    case ChangeType.InputFieldRemoved:
      return isInputObjectType(type) && deprecated(type.getFields()[member]);
    case ChangeType.EnumValueRemoved:
      return isEnumType(type) && deprecated(type.getValue(member));
    case ChangeType.FieldArgumentRemoved:
      return (
        (isObjectType(type) || isInterfaceType(type)) &&
        deprecated(type.getFields()[member]?.args.find((arg) => arg.name === argument))
      );
    case ChangeType.TypeRemoved:
      return typeRemovalAnnounced(released, current, typeName);
    default:
      return false;
  }
}

export interface SchemaDiff {
  /** Breaking changes not announced by a deprecation in the released schema: these fail the check. */
  breaking: Change[];
  /** Changes graphql-inspector calls dangerous, and removals of deprecated things: printed, never failing. */
  notes: Change[];
}

export async function compareSchemas(released: GraphQLSchema, current: GraphQLSchema): Promise<SchemaDiff> {
  const result: SchemaDiff = { breaking: [], notes: [] };
  for (const change of await diff(released, current)) {
    const level = change.criticality.level;
    if (level === CriticalityLevel.Breaking && !removesDeprecated(change, released, current))
      result.breaking.push(change);
    else if (level !== CriticalityLevel.NonBreaking) result.notes.push(change);
  }
  return result;
}

export interface CheckInput {
  schema: string;
  released: string;
  manifest: Manifest;
}

/** Everything that is wrong, one line each (empty: schema.graphql can ship), and lines worth knowing. */
export async function checkSchema({ schema, released, manifest }: CheckInput): Promise<{
  problems: string[];
  notes: string[];
}> {
  const current = buildSchema(schema);
  const problems: string[] = [];
  for (const operation of brokenOperations(current, manifest)) {
    for (const error of operation.errors)
      problems.push(`persisted operation ${operation.name} (${operation.id.slice(0, 12)}…) breaks: ${error}`);
  }
  const { breaking, notes } = await compareSchemas(buildSchema(released), current);
  for (const change of breaking)
    problems.push(`breaking change ${change.type} at ${change.path ?? 'the schema'}: ${change.message}`);
  return { problems, notes: notes.map((change) => `${change.criticality.level} ${change.type}: ${change.message}`) };
}

/** The check over the repository's files: schema.graphql, the released snapshot and the manifest. */
export async function checkRepositorySchema(): Promise<{ problems: string[]; notes: string[] }> {
  let released: string;
  try {
    released = await readFile(RELEASED_SCHEMA, 'utf8');
  } catch {
    return {
      problems: [`${path.relative(repoRoot, RELEASED_SCHEMA)} is missing: run \`npm run schema:release\``],
      notes: [],
    };
  }
  return checkSchema({ schema: await readFile(SCHEMA, 'utf8'), released, manifest: await readManifest(MANIFEST) });
}
