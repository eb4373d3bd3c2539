// Members' text inside the product's own sentences (a list "by {name}", an aria-label): wrapped in First Strong
// Isolate ... Pop Directional Isolate, the text form of <bdi>, so a name written right-to-left (or carrying bidi
// controls) cannot reorder the words around it. Members' text shown on its own is in a <bdi> or a dir="auto" element.
export const isolate = (text: string): string => `\u2068${text}\u2069`;
