import type { RequestParameters, Variables } from 'relay-runtime';

/**
 * What a GraphQL request carries: the id relay-compiler persisted the operation under, never its text (the gateway
 * resolves the id from the committed manifest: docs/persisted-operations.md). The name is for logs and tests.
 */
export interface OperationBody {
  documentId: string;
  variables: Variables;
  operationName: string;
}

export function operationBody(params: RequestParameters, variables: Variables): OperationBody {
  if (!params.id) throw new Error(`The operation ${params.name} has no persisted id: run \`npm run relay\`.`);
  return { documentId: params.id, variables, operationName: params.name };
}
