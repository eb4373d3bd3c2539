// An item's tip and photo counts are the counts of the lists the same viewer gets: what a private profile, a block or
// the viewer's own report hides from the list is not counted on the item either (detail, searches, home lists).
import { beforeAll, expect, it } from 'vitest';
import { describeApi, sources, type TestApi } from './helpers/app.ts';
import { call, itemId, makePrivate, newMember, uploadPhoto, type Member } from './helpers/community.ts';
import { placesSeed } from './fixtures/places.ts';

interface Item {
  /** the item's detail */
  detail: string;
  /** a search or list that holds it: its items */
  listed: (api: TestApi, headers: Record<string, string>) => Promise<{ id: number; tip_count: number }[]>;
  tips: string;
  photos?: string;
}

describeApi(
  'item counts per viewer',
  (api) => {
    let author: Member;
    const items: Record<string, Item> = {};
    const viewers: [string, Member | null][] = [];

    beforeAll(async () => {
      author = await newMember(api, 'Reem');
      const event = await itemId(api, 'events', 'corniche-concert');
      const place = (await api.get('/api/v1/places/corniche-grill/')).json.id as number;
      const article = (await api.get('/api/v1/articles/kabsa-and-jareesh/')).json.id as number;
      for (const [path, id] of [
        ['events', event],
        ['places', place],
        ['articles', article],
      ] as const) {
        expect(
          (await call(api, 'POST', `/api/v1/${path}/tips/`, author, { entity: id, text: 'Worth it.' })).status,
        ).toBe(201);
        if (path === 'articles') continue;
        const photo = await uploadPhoto(api, author, path, id);
        expect(photo.status).toBe(201);
      }
      items.event = {
        detail: `/api/v1/events/${event}/`,
        listed: async (_, headers) =>
          sources(await api.get(`/api/v1/events/search/?ids=${event}&include_past=true`, headers)),
        tips: `/api/v1/events/${event}/tips/`,
        photos: `/api/v1/events/${event}/photos/`,
      };
      items.place = {
        detail: `/api/v1/places/${place}/`,
        listed: async (_, headers) => sources(await api.get(`/api/v1/places/search/?ids=${place}`, headers)),
        tips: `/api/v1/places/${place}/tips/`,
        photos: `/api/v1/places/${place}/photos/`,
      };
      items.article = {
        detail: `/api/v1/articles/${article}/`,
        listed: async (_, headers) => sources(await api.get(`/api/v1/articles/search/?ids=${article}`, headers)),
        tips: `/api/v1/articles/${article}/tips/`,
      };
      await makePrivate(api, author);

      const [stranger, follower, blocked, blocking] = [
        await newMember(api),
        await newMember(api),
        await newMember(api),
        await newMember(api),
      ];
      await call(api, 'POST', '/api/v1/follows/', follower, { followed_user: author.id });
      await call(api, 'POST', `/api/v1/me/pending-followers/${follower.id}/accept/`, author);
      await call(api, 'POST', `/api/v1/users/${blocked.id}/block/`, author);
      await call(api, 'POST', `/api/v1/users/${author.id}/block/`, blocking);
      // a follower who reported the author's event tip no longer sees it
      const reporter = await newMember(api);
      await call(api, 'POST', '/api/v1/follows/', reporter, { followed_user: author.id });
      await call(api, 'POST', `/api/v1/me/pending-followers/${reporter.id}/accept/`, author);
      const eventTips = (await api.get(items.event.tips, reporter.headers)).json.results as { id: number }[];
      await call(api, 'POST', `/api/v1/events/tips/${eventTips[0].id}/report/`, reporter, { reason: 'spam' });
      viewers.push(
        ['visitor', null],
        ['stranger', stranger],
        ['follower', follower],
        ['blocked by the author', blocked],
        ['blocking the author', blocking],
        ['reporter', reporter],
        ['author', author],
      );
    });

    it('counts on the item what the same viewer finds in its tips and photos lists', async () => {
      const hidden: string[] = [];
      for (const [who, viewer] of viewers) {
        const headers = viewer?.headers ?? {};
        for (const [name, item] of Object.entries(items)) {
          const detail = (await api.get(item.detail, headers)).json;
          const tips = (await api.get(item.tips, headers)).json.count;
          expect(detail.tip_count, `${who}: ${name} tip_count`).toBe(tips);
          const listed = (await item.listed(api, headers)).find((row) => row.id === detail.id);
          expect(listed?.tip_count, `${who}: ${name} tip_count in a search`).toBe(tips);
          if (item.photos) {
            expect(detail.photo_count, `${who}: ${name} photo_count`).toBe(
              (await api.get(item.photos, headers)).json.count,
            );
          }
          const all = (await api.get(item.tips, author.headers)).json.count;
          if (tips < all) hidden.push(`${who} ${name}`);
        }
      }
      // the author's tips are really hidden from some viewers, so the counts above were put to the test
      expect(hidden).toEqual(
        expect.arrayContaining(['visitor event', 'stranger place', 'blocked by the author article', 'reporter event']),
      );
      expect(hidden).not.toContain('follower event');
    });

    it('counts the items of home lists for the viewer too', async () => {
      const event = (await api.get(items.event.detail)).json.id;
      for (const [who, viewer] of viewers) {
        const headers = viewer?.headers ?? {};
        const lists = (await api.get('/api/v1/home-lists/', headers)).json.results as {
          items: { id: number; tip_count: number }[];
        }[];
        const inList = lists.flatMap((list) => list.items).find((row) => row.id === event);
        expect(inList?.tip_count, who).toBe((await api.get(items.event.tips, headers)).json.count);
      }
    });
  },
  { seedData: placesSeed },
);
