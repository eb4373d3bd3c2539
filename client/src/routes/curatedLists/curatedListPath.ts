export const curatedListsPath = '/lists';
export const curatedListPath = (slug: string) => `/lists/${encodeURIComponent(slug)}`;
