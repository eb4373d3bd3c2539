/** Text safe inside an HTML or XML attribute or element: the five characters that could end it are escaped. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
