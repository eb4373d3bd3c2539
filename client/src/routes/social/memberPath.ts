/** A member's public page (the address of their profile in every language). */
export const memberPath = (username: string) => `/members/${encodeURIComponent(username)}`;
