import { graphql, readInlineData } from 'react-relay/hooks';
import { isLocale, type Locale } from '../i18n/locale.ts';
import type { ServerUserError } from '../forms/serverErrors.ts';
import { parseToken, type AuthToken } from './authToken.ts';
import type { PersistedMe } from './persistedMe.ts';
import type { sessionPayload_payload$key } from './__generated__/sessionPayload_payload.graphql';

/** What signing in or up answers, read outside React (the session starts before the next screen renders). */
export interface SessionOutcome {
  token: AuthToken | null;
  me: PersistedMe | null;
  /** The member's saved language, which the app switches to on signing in. */
  language: Locale | null;
  userErrors: readonly ServerUserError[];
}

export function readSessionPayload(payload: sessionPayload_payload$key): SessionOutcome {
  /* eslint-disable relay/unused-fields -- parseToken reads the token, and the userErrors go to the form as they are */
  const data = readInlineData(
    graphql`
      fragment sessionPayload_payload on SessionPayload @inline {
        token {
          accessToken
          tokenType
          expiresIn
          refreshToken
          scope
          createdAt
        }
        viewer {
          me {
            id
            firstName
            fullName
            email
            language
            image {
              thumbnail
            }
          }
        }
        userErrors {
          field
          message
        }
      }
    `,
    payload,
  );
  /* eslint-enable relay/unused-fields */
  const me = data.viewer.me;
  return {
    token: parseToken(data.token),
    me: me
      ? {
          id: me.id,
          firstName: me.firstName,
          fullName: me.fullName,
          email: me.email ?? null,
          imageUrl: me.image?.thumbnail ?? null,
        }
      : null,
    language: me && isLocale(me.language) ? me.language : null,
    userErrors: data.userErrors,
  };
}
