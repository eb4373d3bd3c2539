// The Facebook app and the Apple Services ID the e2e product instance at E2E_PORT + 2 is configured with, and the
// accounts the stand-in for both providers (support/fakeProviders.ts, at E2E_PORT + 4) offers on its pages.

export const FACEBOOK_APP_ID = 'e2e-facebook-app';
export const FACEBOOK_APP_SECRET = 'e2e-facebook-secret';
export const APPLE_CLIENT_ID = 'sa.dalil.e2e';

const port = Number(process.env.E2E_PORT ?? 4310);
/** The product instance with both providers (the other specs use the one at E2E_PORT, without them). */
export const providersBaseURL = `http://127.0.0.1:${port + 2}`;
export const providersStandIn = `http://127.0.0.1:${port + 4}`;

/** The Facebook accounts the dialog offers (one pair of friends per language's test); tokens are `token-<id>`. */
export const facebookAccounts = {
  'fb-en-1': { first_name: 'Hind', last_name: 'Alqahtani', email: 'hind.fb.en@example.com', friends: ['fb-en-2'] },
  'fb-en-2': { first_name: 'Omar', last_name: 'Alzahrani', email: 'omar.fb.en@example.com', friends: ['fb-en-1'] },
  'fb-ar-1': { first_name: 'Lama', last_name: 'Alotaibi', email: 'lama.fb.ar@example.com', friends: ['fb-ar-2'] },
  'fb-ar-2': { first_name: 'Faisal', last_name: 'Alharbi', email: 'faisal.fb.ar@example.com', friends: ['fb-ar-1'] },
} as const;
export type FacebookAccountId = keyof typeof facebookAccounts;

/** The Apple IDs Apple's page offers; the name is sent the first time only, as Apple does. */
export const appleAccounts = {
  'apple-en': { firstName: 'Noura', lastName: 'Alshehri', email: 'noura.apple.en@example.com' },
  'apple-ar': { firstName: 'Sultan', lastName: 'Aldosari', email: 'sultan.apple.ar@example.com' },
} as const;
export type AppleAccountId = keyof typeof appleAccounts;
