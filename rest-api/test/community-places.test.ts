// The community routes on places (the third kind): tips, ratings and photos update the place's counts, and the
// member's place lists are `tips` and `photos`.
import { expect, it } from 'vitest';
import { placesSeed } from './fixtures/places.ts';
import { describeApi } from './helpers/app.ts';
import { call, newMember } from './helpers/community.ts';
import { multipart, tinyPng } from './helpers/members.ts';

describeApi(
  'community on places',
  (api) => {
    it('writes tips, photos and ratings on a place and keeps its counts exact', async () => {
      const [author, rater] = [await newMember(api), await newMember(api, 'Huda')];
      const place = (await api.get('/api/v1/places/corniche-grill/')).json;
      const tip = await call(api, 'POST', '/api/v1/places/tips/', author, {
        entity: place.id,
        text: 'Ask for the catch of the day.',
      });
      expect(tip.status).toBe(201);
      expect(tip.json).toMatchObject({ entity_type: 'place', entity_id: place.id });
      const { payload, contentType } = await multipart({
        entity: String(place.id),
        image: { bytes: tinyPng(), name: 'a.png', type: 'image/png' },
      });
      const photo = await api.request({
        method: 'POST',
        url: '/api/v1/places/photos/',
        payload,
        headers: { ...author.headers, 'content-type': contentType },
      });
      expect(photo.status).toBe(201);
      await call(api, 'POST', `/api/v1/places/${place.id}/rate/`, author, { value: 5 });
      expect((await call(api, 'POST', `/api/v1/places/${place.id}/rate/`, rater, { value: 2 })).json).toEqual({
        entity_type: 'place',
        entity_id: place.id,
        average: 3.5,
        count: 2,
        value: 2,
      });
      const after = (await api.get(`/api/v1/places/${place.id}/`)).json;
      expect(after).toMatchObject({
        tip_count: place.tip_count + 1,
        photo_count: place.photo_count + 1,
        rating_count: 2,
        rating_average: 3.5,
      });
      expect((await api.get(`/api/v1/users/${author.id}/tips/`)).json.results.map((t: { id: number }) => t.id)).toEqual(
        [tip.json.id],
      );
      expect(
        (await api.get(`/api/v1/users/${author.id}/photos/`)).json.results.map((p: { id: number }) => p.id),
      ).toEqual([photo.json.id]);
      expect((await api.get(`/api/v1/users/${author.id}/eventtips/`)).json.count).toBe(0);
      expect((await call(api, 'DELETE', `/api/v1/places/tips/${tip.json.id}/`, author)).status).toBe(204);
      expect((await api.get(`/api/v1/places/${place.id}/`)).json.tip_count).toBe(place.tip_count);
      // a place's tip is not an event's
      expect((await call(api, 'POST', '/api/v1/events/tips/', author, { entity: 999999, text: 'x' })).status).toBe(400);
      expect((await api.get('/api/v1/places/999999/tips/')).status).toBe(404);
    });
  },
  { seedData: placesSeed },
);
