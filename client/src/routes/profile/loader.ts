import { loadRouteQuery } from '../../routing/loadRouteQuery.ts';
import { requireMember } from '../../routing/sessionGuards.ts';
import query, { type ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';

export const profileLoader = requireMember(() => loadRouteQuery<ProfileScreenQuery>('profile', query, () => ({})));
