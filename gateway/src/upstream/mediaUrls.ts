// Images of the upstream are absolute URLs on its own origin; the browser gets them through the gateway's /media/
// proxy instead (same origin, no second host to reach). URLs on any other host are left alone.

export type MediaUrl = (url: string | null | undefined) => string | null;

export function createMediaUrl(upstreamUrl: string): MediaUrl {
  const upstreamOrigin = new URL(upstreamUrl).origin;
  return (url) => {
    if (!url) return null;
    try {
      const parsed = new URL(url);
      if (parsed.origin === upstreamOrigin && parsed.pathname.startsWith('/media/'))
        return parsed.pathname + parsed.search;
    } catch {
      // Not an absolute URL: already relative, keep it.
    }
    return url;
  };
}

/** The thumbnail variant of an upstream image (`?size=thumb`, per the REST contract). */
export function thumbnailOf(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}size=thumb`;
}
