// Kept apart from the tabs' labels: the router (entry chunk) needs only this.
/** The router skips reloading the profile's data when only its tab changes (the one query holds every tab). */
export function onlyTabChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const [a, b] = [new URLSearchParams(current.search), new URLSearchParams(next.search)];
  a.delete('tab');
  b.delete('tab');
  return a.toString() === b.toString();
}
