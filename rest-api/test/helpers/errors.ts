// Error bodies carry their English texts where DRF puts them, plus `code` and `codes` (docs/rest-contract.md).

/** The DRF part of an error body, its texts: the body without `code` and `codes`. */
export function texts(body: Record<string, unknown>): Record<string, unknown> {
  const { code: _code, codes: _codes, ...rest } = body;
  return rest;
}
