// The favourites screens' paths (the router adds the /ar prefix).
export const favouriteListsPath = '/favourites';
/** One of the member's own lists, by its global id. */
export const favouriteListPath = (id: string) => `/favourites/lists/${encodeURIComponent(id)}`;
/** A list's shared, read-only page. */
export const sharedListPath = (shareId: string) => `/favourites/shared/${encodeURIComponent(shareId)}`;
