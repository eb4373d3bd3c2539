// Global ids inside a mutation's input: a wrong one is a userError of its field (the form can show it), not a thrown
// error. Decode every id first, then answer all the errors at once without calling the upstream.
import { GraphQLError } from 'graphql';
import type { UserError } from '../graphql/userErrors.ts';
import { expectGlobalId, type NodeType } from './globalId.ts';

export class InputIds {
  readonly errors: UserError[] = [];

  /** The rest id of `globalId` (of one of `types`), or undefined with a userError of `field`. */
  decode(field: string, globalId: string, ...types: NodeType[]): number | undefined {
    try {
      return expectGlobalId(globalId, ...types).id;
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      this.errors.push({ field, message: error.message });
      return undefined;
    }
  }

  /** Like decode, for an optional id. */
  optional(field: string, globalId: string | null | undefined, ...types: NodeType[]): number | undefined {
    return globalId ? this.decode(field, globalId, ...types) : undefined;
  }

  list(field: string, globalIds: readonly string[] | null | undefined, ...types: NodeType[]): number[] | undefined {
    return globalIds?.map((id) => this.decode(field, id, ...types)).filter((id): id is number => id !== undefined);
  }
}
