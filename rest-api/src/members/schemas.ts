// JSON schemas shared by the member routes.
const str = { type: 'string' } as const;

export const detailAnswer = { $ref: 'Detail#' } as const;

export const jsonBody = (properties: Record<string, object>, required: string[]) =>
  ({ type: 'object', required, properties }) as const;

export const tokenBody = jsonBody({ token: str }, ['token']);

export const basicAuth = [{ oauthClient: [] }];
export const bearerAuth = [{ bearer: [] }];
