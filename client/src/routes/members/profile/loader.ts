import { loadRouteQuery } from '../../../routing/loadRouteQuery.ts';
import { requireMember } from '../../../routing/sessionGuards.ts';
import type { ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';

const artifact = () => import('./__generated__/ProfileScreenQuery.graphql');

export const profileLoader = requireMember(() => loadRouteQuery<ProfileScreenQuery>('profile', artifact, () => ({})));
