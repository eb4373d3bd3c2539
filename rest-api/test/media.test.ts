// Generated images under /media/.
import { expect, it } from 'vitest';
import { describeApi, PUBLIC_URL, sources } from './helpers/app.ts';

/** The fields of an event these tests read. */
interface MediaEvent {
  image: string;
  name_en: string;
  name_ar: string;
  location: { venue_name_en: string };
  category_ids: number[];
}

/** Every tag is closed in order and no attribute has a raw `<` or `&`: the SVG is well-formed XML. */
function expectWellFormed(svg: string) {
  const open: string[] = [];
  for (const [tag, closing, name, attributes, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g)) {
    expect(attributes, tag).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    if (closing) expect(open.pop(), tag).toBe(name);
    else if (!selfClosing) open.push(name);
  }
  expect(open).toEqual([]);
  expect(svg.replace(/<[^<>]*>/g, '').trim(), 'text outside tags').toBe('');
}

describeApi('media', (api) => {
  it('renders a deterministic SVG for an event with cache headers', async () => {
    const event = (await api.get('/api/v1/events/corniche-concert/')).json;
    const path = event.image.slice(PUBLIC_URL.length);
    const first = await api.get(path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="675"/);
    expectWellFormed(first.body);
    expect((await api.get(path)).body).toBe(first.body);
  });

  it('draws pictures only: no text, no names (the alt text, in the page language, carries the words)', async () => {
    const events = sources(await api.get('/api/v1/events/search/?include_past=true&per_page=100'));
    const slides = (await api.get('/api/v1/home-slides/')).json.results;
    const organizers = (await api.get('/api/v1/organizers/')).json.results;
    const cities = (await api.get('/api/v1/cities/')).json.results;
    const named = [
      ...events.map((e: MediaEvent) => ({ url: e.image, words: [e.name_en, e.name_ar, e.location.venue_name_en] })),
      ...slides.map((s: { image: string; title_en: string; title_ar: string }) => ({
        url: s.image,
        words: [s.title_en, s.title_ar],
      })),
      ...organizers.map((o: { logo: string; name_en: string; name_ar: string }) => ({
        url: o.logo,
        words: [o.name_en, o.name_ar],
      })),
      ...cities.map((c: { id: number; name_en: string; name_ar: string }) => ({
        url: c.id && `${PUBLIC_URL}/media/cities/${c.id}.svg`,
        words: [c.name_en, c.name_ar],
      })),
    ];
    for (const { url, words } of named) {
      const body = (await api.get(url.slice(PUBLIC_URL.length))).body;
      expect(body, url).not.toMatch(/<text|<title|<desc|aria-label|<foreignObject/);
      for (const word of words.filter(Boolean)) expect(body, url).not.toContain(word);
      expectWellFormed(body);
    }
  });

  it('gives every item its own image, and one category one palette', async () => {
    const events = sources(await api.get('/api/v1/events/search/?include_past=true&per_page=100'));
    const bodies = await Promise.all(
      events.map(async (e: MediaEvent) => (await api.get(e.image.slice(PUBLIC_URL.length))).body as string),
    );
    expect(new Set(bodies).size).toBe(events.length);
    const colours = (body: string) =>
      [...body.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1]).filter((c) => c !== '#fff' && c !== '#000');
    const byCategory = new Map<number, string[]>();
    events.forEach((e: MediaEvent, i: number) => {
      const first = e.category_ids[0];
      if (first !== undefined) byCategory.set(first, [...(byCategory.get(first) ?? []), colours(bodies[i]).join()]);
    });
    const shared = [...byCategory.values()].filter((palettes) => palettes.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    for (const palettes of shared) expect(new Set(palettes).size).toBe(1);
  });

  it('serves thumbnails and gallery images', async () => {
    const event = (await api.get('/api/v1/events/corniche-concert/')).json;
    const thumb = await api.get(event.thumbnail.slice(PUBLIC_URL.length));
    expect(thumb.body).toMatch(/width="400" height="225"/);
    const gallery = await Promise.all(event.gallery.map((url: string) => api.get(url.slice(PUBLIC_URL.length))));
    expect(gallery.map((g) => g.status)).toEqual([200, 200]);
    expect(gallery[0].body).not.toBe(gallery[1].body);
    expect((await api.get(`/media/events/${event.id}-3.svg`)).status).toBe(404);
  });

  it('renders slides, organizers and cities; unknown ones are 404', async () => {
    const slide = (await api.get('/api/v1/home-slides/')).json.results[0];
    const diving = (await api.get('/api/v1/experiences/red-sea-diving/')).json;
    const slideBody = (await api.get(slide.image.slice(PUBLIC_URL.length))).body;
    const divingBody = (await api.get(diving.image.slice(PUBLIC_URL.length))).body;
    // the slide about the diving trip wears the trip's colours, with a layout of its own
    expect(slide.item_id).toBe(diving.id);
    expect(slideBody.match(/stop-color="#[0-9a-f]{6}"/g)!.slice(0, 2)).toEqual(
      divingBody.match(/stop-color="#[0-9a-f]{6}"/g)!.slice(0, 2),
    );
    expect(slideBody).not.toBe(divingBody);
    const organizer = (await api.get('/api/v1/organizers/')).json.results[0];
    expect((await api.get(organizer.logo.slice(PUBLIC_URL.length))).status).toBe(200);
    for (const url of [
      '/media/events/99999.svg',
      '/media/slides/1-1.svg',
      '/media/events/abc.svg',
      '/media/places/1.svg',
    ]) {
      expect((await api.get(url)).status, url).toBe(404);
    }
    expect((await api.get(`/media/events/${diving.id}.svg`)).status).toBe(404);
    expect((await api.get(`/media/experiences/${diving.id}.svg`)).status).toBe(200);
  });
});
