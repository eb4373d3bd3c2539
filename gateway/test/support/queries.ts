// Small helpers shared by the integration tests.
export const ARABIC = /[\u0600-\u06FF]/;

export const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

export function codes(body: { errors?: { extensions?: { code?: string } }[] }): (string | undefined)[] {
  return (body.errors ?? []).map((error) => error.extensions?.code);
}
