// Member building blocks without a database: configuration, passwords, phone numbers, levels, the image sniffer.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/connect.ts';
import { standingOf, type Counts } from '../src/members/levels.ts';
import { hashPassword, verifyPassword } from '../src/members/sign-in/passwords.ts';
import { parseSaudiMobile } from '../src/members/phone.ts';
import { detectImageType } from '../src/uploads/images.ts';
import { tinyPng } from './helpers/members.ts';

const counts = (partial: Partial<Counts>): Counts => ({
  tip: 0,
  checkin: 0,
  tip_vote: 0,
  rating: 0,
  photo: 0,
  photo_vote: 0,
  up_vote: 0,
  down_vote: 0,
  answer: 0,
  added_places: 0,
  place_edits: 0,
  ...partial,
});

const ownSecrets = { CLIENT_KEY: 'a-key-of-our-own', OAUTH_CLIENT_SECRET: 'a-secret-of-our-own' };

describe('member configuration', () => {
  it('has development defaults and reads the environment', () => {
    const config = loadConfig({ DATA_DIR: '/srv/dalil/pglite' });
    expect(config.oauthClient).toEqual({ id: 'dalil-web', secret: 'dalil-web-dev-secret' });
    expect(config.accessTokenTtlSeconds).toBe(3600);
    expect(config.refreshTokenTtlSeconds).toBe(30 * 24 * 3600);
    expect(config.appUrl).toBe('http://localhost:4000');
    expect(config.uploadsDir).toBe('/srv/dalil/uploads');
    expect(config.facebook).toBeNull();
    expect(config.apple).toBeNull();
    expect(config.production).toBe(false);
    expect(loadConfig({ DATA_DIR: 'memory://' }).uploadsDir).not.toContain('memory:');

    const custom = loadConfig({
      OAUTH_CLIENT_ID: 'web',
      OAUTH_CLIENT_SECRET: 's3cret',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      APP_URL: 'https://dalil.sa/',
      UPLOADS_DIR: '/var/uploads',
      FACEBOOK_APP_ID: 'fb',
      APPLE_CLIENT_ID: 'sa.dalil',
      NODE_ENV: 'production',
      CLIENT_KEY: 'a-key-of-our-own',
    });
    expect(custom).toMatchObject({
      oauthClient: { id: 'web', secret: 's3cret' },
      accessTokenTtlSeconds: 60,
      appUrl: 'https://dalil.sa',
      uploadsDir: '/var/uploads',
      production: true,
    });
    expect(custom.facebook).toBeNull(); // the app id alone is not enough: the secret verifies tokens
    expect(custom.apple).toEqual({
      clientId: 'sa.dalil',
      keysUrl: 'https://appleid.apple.com/auth/keys',
      authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    });
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('refuses the development client key or OAuth secret in production, naming the variable to set', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig({ ...production, OAUTH_CLIENT_SECRET: ownSecrets.OAUTH_CLIENT_SECRET })).toThrow(
      /^Set CLIENT_KEY/,
    );
    expect(() => loadConfig({ ...production, ...ownSecrets, CLIENT_KEY: 'dalil-web-dev-key' })).toThrow(
      /^Set CLIENT_KEY/,
    );
    expect(() => loadConfig({ ...production, CLIENT_KEY: ownSecrets.CLIENT_KEY })).toThrow(/^Set OAUTH_CLIENT_SECRET/);
    expect(() => loadConfig({ ...production, ...ownSecrets, OAUTH_CLIENT_SECRET: 'dalil-web-dev-secret' })).toThrow(
      /^Set OAUTH_CLIENT_SECRET/,
    );
    expect(loadConfig({ ...production, ...ownSecrets })).toMatchObject({
      clientKey: ownSecrets.CLIENT_KEY,
      oauthClient: { secret: ownSecrets.OAUTH_CLIENT_SECRET },
    });
  });

  it('has no /dev/outbox in production', async () => {
    const app = await buildApp({
      db: {} as Db,
      config: { ...loadConfig({ NODE_ENV: 'production', ...ownSecrets }), logLevel: 'silent' },
    });
    for (const url of ['/dev/outbox/', '/dev/outbox.json']) expect((await app.inject({ url })).statusCode).toBe(404);
    await app.close();
  });
});

describe('passwords', () => {
  it('stores scrypt with its parameters and a random salt, and verifies only the same password', async () => {
    const [first, second] = await Promise.all([hashPassword('Dalil2026!'), hashPassword('Dalil2026!')]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Dalil2026!', first)).toBe(true);
    expect(await verifyPassword('Dalil2026?', first)).toBe(false);
    expect(await verifyPassword('Dalil2026!', null)).toBe(false);
    expect(await verifyPassword('Dalil2026!', 'md5$abc')).toBe(false);
  });
});

describe('Saudi mobile numbers', () => {
  it('keeps the local part of every accepted form', () => {
    for (const text of [
      '0551234567',
      '551234567',
      '+966551234567',
      '00966551234567',
      '055 123 4567',
      '+966-55-123-4567',
    ]) {
      expect(parseSaudiMobile(text), text).toBe('551234567');
    }
    for (const text of ['', '0151234567', '+966151234567', '+9665512345678', '966551234567x', '٠٥٥١٢٣٤٥٦٧']) {
      expect(parseSaudiMobile(text), text).toBeNull();
    }
  });
});

describe('levels', () => {
  it('weights the counts and starts each level at its threshold', () => {
    expect(standingOf(counts({}))).toEqual({
      points: 0,
      level: 1,
      name: { en: 'Newcomer', ar: 'وافد جديد' },
      nextLevelPoints: 50,
    });
    expect(standingOf(counts({ tip: 10 }))).toMatchObject({ points: 50, level: 2, nextLevelPoints: 150 });
    expect(standingOf(counts({ tip: 9, checkin: 2 }))).toMatchObject({ points: 49, level: 1 });
    expect(standingOf(counts({ down_vote: 1000 }))).toMatchObject({ points: 0, level: 1 });
    expect(standingOf(counts({ added_places: 100 }))).toMatchObject({
      points: 1000,
      level: 5,
      name: { en: 'Ambassador', ar: 'سفير' },
      nextLevelPoints: null,
    });
  });
});

describe('image type sniffing', () => {
  it('reads the first bytes, not the name', () => {
    expect(detectImageType(tinyPng())).toBe('png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpg');
    expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'webp',
    );
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
