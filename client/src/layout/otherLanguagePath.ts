import { createContext } from 'react';

/**
 * The page to open when the viewer switches language, when it is another page than this one in the other language:
 * an article's translation is its own article, at its own address. Null: this page.
 */
export const OtherLanguagePath = createContext<string | null>(null);
