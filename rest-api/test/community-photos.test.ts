import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeApi, PUBLIC_URL, type TestApi } from './helpers/app.ts';
import { call, itemId, newMember, stats, type Member } from './helpers/community.ts';
import { multipart, tinyPng } from './helpers/members.ts';
import { texts } from './helpers/errors.ts';

async function upload(
  api: TestApi,
  who: Member | null,
  fields: Parameters<typeof multipart>[0],
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = await multipart(fields);
  return api.request({
    method: 'POST',
    url: '/api/v1/events/photos/',
    payload,
    headers: { ...(who?.headers ?? {}), 'content-type': contentType, ...headers },
  });
}

const wideJpeg = () =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
const mediaPath = (url: string) => url.slice(PUBLIC_URL.length);

describeApi('community photos', (api) => {
  describe('uploading', () => {
    it('stores the photo with its size and a 400 px thumbnail, counts it, and serves both without a key', async () => {
      const author = await newMember(api);
      const id = await itemId(api, 'events', 'corniche-concert');
      const before = (await api.get(`/api/v1/events/${id}/`)).json.photo_count;
      const answer = await upload(api, author, {
        entity: String(id),
        caption: 'The stage at sunset',
        image: { bytes: await wideJpeg(), name: 'stage.jpg', type: 'image/jpeg' },
      });
      expect(answer.status).toBe(201);
      expect(answer.json).toMatchObject({
        entity_type: 'event',
        entity_id: id,
        caption: 'The stage at sunset',
        width: 1000,
        height: 600,
        up_vote_count: 0,
        voted_by_me: false,
        user: { id: author.id },
      });
      expect(answer.json.image).toMatch(new RegExp(`^${PUBLIC_URL}/media/photos/${author.id}-[a-f0-9]{16}\\.jpg$`));
      expect(answer.json.thumbnail).not.toBe(answer.json.image);
      const image = await api.get(mediaPath(answer.json.image), { 'x-client-key': undefined });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const thumbnail = await api.get(mediaPath(answer.json.thumbnail), { 'x-client-key': undefined });
      expect((await sharp(thumbnail.bytes).metadata()).width).toBe(400);
      expect((await api.get(`/api/v1/events/${id}/`)).json.photo_count).toBe(before + 1);
      expect((await stats(api, author)).counts.photo).toBe(1);
      const list = (await api.get(`/api/v1/events/${id}/photos/`)).json;
      expect(list.results[0].id).toBe(answer.json.id);
      expect(list.count).toBe(before + 1);
    });

    it('keeps a small image as its own thumbnail', async () => {
      const author = await newMember(api);
      const id = await itemId(api, 'events', 'corniche-concert');
      const answer = await upload(api, author, {
        entity: String(id),
        image: { bytes: tinyPng(), name: 'dot.png', type: 'image/png' },
      });
      expect(answer.status).toBe(201);
      expect(answer.json).toMatchObject({ width: 1, height: 1, caption: '' });
      expect(answer.json.thumbnail).toBe(answer.json.image);
    });

    it('refuses a file that is not an image, an image over 5 MB, a missing image, an unknown item and visitors', async () => {
      const author = await newMember(api);
      const id = await itemId(api, 'events', 'corniche-concert');
      const text = await upload(api, author, {
        entity: String(id),
        image: { bytes: Buffer.from('not an image at all'), name: 'x.jpg', type: 'image/jpeg' },
      });
      expect(text.status).toBe(400);
      expect(texts(text.json)).toEqual({ image: ['Upload a valid image: JPEG, PNG or WebP.'] });
      const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
      expect(
        texts(
          (await upload(api, author, { entity: String(id), image: { bytes: big, name: 'big.png', type: 'image/png' } }))
            .json,
        ),
      ).toEqual({ image: ['The image must be at most 5 MB.'] });
      expect(texts((await upload(api, author, { entity: String(id) })).json)).toEqual({
        image: ['This field is required.'],
      });
      expect(
        texts(
          (
            await upload(api, author, {
              entity: '999999',
              caption: 'x'.repeat(301),
              image: { bytes: tinyPng(), name: 'a.png', type: 'image/png' },
            })
          ).json,
        ),
      ).toEqual({
        entity: ['Invalid pk "999999" - object does not exist.'],
        caption: ['Ensure this field has no more than 300 characters.'],
      });
      expect(
        (
          await upload(
            api,
            author,
            { entity: String(id), image: { bytes: Buffer.from('nope'), name: 'x.png', type: 'image/png' } },
            { 'accept-language': 'ar' },
          )
        ).json.codes,
      ).toEqual({ image: [{ code: 'image_invalid' }] });
      expect(
        (await upload(api, null, { entity: String(id), image: { bytes: tinyPng(), name: 'a.png', type: 'image/png' } }))
          .status,
      ).toBe(401);
      expect((await stats(api, author)).counts.photo).toBe(0);
    });
  });

  describe('votes, reports and deleting', () => {
    it('counts votes once, hides reported photos from the reporter, and deletes the files with the photo', async () => {
      const author = await newMember(api);
      const other = await newMember(api, 'Huda');
      const id = await itemId(api, 'events', 'midnight-market');
      const photo = (
        await upload(api, author, {
          entity: String(id),
          image: { bytes: await wideJpeg(), name: 'm.jpg', type: 'image/jpeg' },
        })
      ).json;
      const voted = await call(api, 'POST', `/api/v1/events/photos/${photo.id}/vote/`, other, {
        photo: photo.id,
        vote: true,
      });
      expect(voted.json).toMatchObject({ up_vote_count: 1, voted_by_me: true });
      expect(
        (await call(api, 'POST', `/api/v1/events/photos/${photo.id}/vote/`, other, { photo: photo.id, vote: true }))
          .json.up_vote_count,
      ).toBe(1);
      expect((await stats(api, other)).counts.photo_vote).toBe(1);
      expect((await stats(api, author)).counts).toMatchObject({ photo: 1, up_vote: 1 });
      expect((await call(api, 'DELETE', `/api/v1/events/photos/${photo.id}/vote/`, other)).json.up_vote_count).toBe(0);
      expect((await call(api, 'DELETE', `/api/v1/events/photos/${photo.id}/vote/`, other)).json.up_vote_count).toBe(0);
      await call(api, 'POST', `/api/v1/events/photos/${photo.id}/vote/`, other, { photo: photo.id, vote: true });

      const report = await call(api, 'POST', `/api/v1/events/photos/${photo.id}/report/`, other, {
        reason: 'misleading',
      });
      expect(report.status).toBe(201);
      expect(report.json).toMatchObject({
        target_type: 'photo',
        target_id: photo.id,
        reason: 'misleading',
        note: null,
      });
      const ids = async (who: Member | null) =>
        (await call(api, 'GET', `/api/v1/events/${id}/photos/`, who)).json.results.map((p: { id: number }) => p.id);
      expect(await ids(other)).not.toContain(photo.id);
      expect(await ids(null)).toContain(photo.id);

      expect((await call(api, 'DELETE', `/api/v1/events/photos/${photo.id}/`, other)).status).toBe(403);
      const before = (await api.get(`/api/v1/events/${id}/`)).json.photo_count;
      expect((await call(api, 'DELETE', `/api/v1/events/photos/${photo.id}/`, author)).status).toBe(204);
      expect((await api.get(`/api/v1/events/${id}/`)).json.photo_count).toBe(before - 1);
      expect((await stats(api, author)).counts).toMatchObject({ photo: 0, up_vote: 0 });
      expect((await stats(api, other)).counts.photo_vote).toBe(0);
      expect((await api.get(mediaPath(photo.image), { 'x-client-key': undefined })).status).toBe(404);
      expect((await api.get(mediaPath(photo.thumbnail), { 'x-client-key': undefined })).status).toBe(404);
    });
  });
});
