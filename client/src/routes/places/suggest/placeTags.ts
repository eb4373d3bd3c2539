// The tags picker of the suggest forms: filtering the tags by name, and whether a chosen set differs from the first.

/** Text folded the way the places search folds it (docs/rest-contract.md): case, Arabic diacritics, tatweel and letter forms. */
export function foldText(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/[ىئ]/g, 'ي')
    .replace(/ؤ/g, 'و');
}

/** The tags whose name contains the filter text (all of them for an empty filter), in their order. */
export function tagsMatching<T extends { name: string }>(tags: readonly T[], filter: string): T[] {
  const wanted = foldText(filter);
  return wanted ? tags.filter((tag) => foldText(tag.name).includes(wanted)) : [...tags];
}

/** Whether two lists hold the same values, in any order (a suggested edit sends a list only when it changed). */
export function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((value) => set.has(value));
}
