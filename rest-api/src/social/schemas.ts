// The social objects of the contract: how the viewer and a member stand.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../http/typebox.ts';

const FollowStatus = () => Nullable(StringEnum(['pending', 'accepted']));

export const Relationship = Type.Object(
  {
    followed_by_me: FollowStatus(),
    follows_me: FollowStatus(),
    blocked_by_me: Type.Boolean(),
    can_see_content: Type.Boolean({
      description: 'whether the viewer may see their tips, photos, followers and followings',
    }),
  },
  {
    description:
      'How the viewer stands with the member: follow (accepted) or request (pending) each way, a block by the viewer, ' +
      'and whether the profile content is visible to them (always false across a block; a private profile only to ' +
      'accepted followers). For visitors and for oneself every follow is null.',
  },
);
export type Relationship = Static<typeof Relationship>;

export const socialSchemas = { Relationship };
