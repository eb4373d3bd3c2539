/**
 * A name's initials in writing order ("Sara Alharbi" -> "SA", "عمر القحطاني" -> "عق"). Fluent's Avatar reverses its own
 * initials in right-to-left layouts, which turns a Latin "SA" into "AS": avatars are given these instead.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? Array.from(word)[0] : '');
  return (first(words[0]) + (words.length > 1 ? first(words.at(-1)) : '')).toUpperCase();
}
