export const articleListPath = '/articles';
export const articlePath = (slug: string) => `/articles/${encodeURIComponent(slug)}`;
