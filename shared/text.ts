// Text the servers cannot store: a NUL (PostgreSQL text cannot hold one) or a UTF-16 surrogate without its pair (no
// UTF-8 form). The REST API refuses it on every route, and the gateway before any upstream call.
export const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
