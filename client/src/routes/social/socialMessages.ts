import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Labels, confirmations, outcomes and empty states of the social part (docs/social.md). */
const messages = defineMessages({
  follow: { id: 'social.follow', defaultMessage: 'Follow' },
  requested: { id: 'social.requested', defaultMessage: 'Requested' },
  following: { id: 'social.following', defaultMessage: 'Following' },
  unfollow: { id: 'social.unfollow', defaultMessage: 'Unfollow' },
  acceptFollowRequest: { id: 'social.acceptFollowRequest', defaultMessage: 'Accept follow request' },
  accept: { id: 'social.accept', defaultMessage: 'Accept' },
  reject: { id: 'social.reject', defaultMessage: 'Reject' },
  block: { id: 'social.block', defaultMessage: 'Block' },
  unblock: { id: 'social.unblock', defaultMessage: 'Unblock' },
  report: { id: 'social.report', defaultMessage: 'Report' },
  blockTitle: { id: 'social.blockTitle', defaultMessage: 'Block {name}?' },
  blockText: {
    id: 'social.blockText',
    defaultMessage:
      'You will stop following each other, and neither of you will see the other’s profile, tips or photos.',
  },
  unblockTitle: { id: 'social.unblockTitle', defaultMessage: 'Unblock {name}?' },
  unblockText: {
    id: 'social.unblockText',
    defaultMessage: 'You will see each other’s tips and photos again. Earlier follows are not restored.',
  },
  reportTitle: { id: 'social.reportTitle', defaultMessage: 'Report {name}?' },
  blocked: { id: 'social.blocked', defaultMessage: 'Member blocked' },
  unblocked: { id: 'social.unblocked', defaultMessage: 'Member unblocked' },
  reportSent: { id: 'social.reportSent', defaultMessage: 'Report sent' },
  writeFailed: {
    id: 'social.writeFailed',
    defaultMessage: 'Your change could not be saved and was undone. Try again.',
  },
  signInToFollow: { id: 'social.signInToFollow', defaultMessage: 'Sign in to follow' },
  privateTitle: { id: 'social.privateTitle', defaultMessage: 'This account is private' },
  privateText: {
    id: 'social.privateText',
    defaultMessage: 'Follow this member to see their tips, photos, followers and followings.',
  },
  blockedTitle: { id: 'social.blockedTitle', defaultMessage: 'Tips and photos hidden' },
  blockedText: {
    id: 'social.blockedText',
    defaultMessage: 'You blocked this member: you do not see their tips and photos.',
  },
  followers: { id: 'social.followers', defaultMessage: 'Followers' },
  followings: { id: 'social.followings', defaultMessage: 'Following' },
  followerCount: {
    id: 'social.followerCount',
    defaultMessage: '{count, plural, one {# follower} other {# followers}}',
  },
  followingCount: { id: 'social.followingCount', defaultMessage: '{count, number} following' },
  tips: { id: 'social.tips', defaultMessage: 'Tips' },
  photos: { id: 'social.photos', defaultMessage: 'Photos' },
  points: { id: 'social.points', defaultMessage: '{points, plural, one {# point} other {# points}}' },
  noFollowers: { id: 'social.noFollowers', defaultMessage: 'No followers yet.' },
  noFollowings: { id: 'social.noFollowings', defaultMessage: 'Not following anyone yet.' },
  noTips: { id: 'social.noTips', defaultMessage: 'No tips yet.' },
  noPhotos: { id: 'social.noPhotos', defaultMessage: 'No photos yet.' },
  followRequests: { id: 'social.followRequests', defaultMessage: 'Follow requests' },
  noFollowRequests: { id: 'social.noFollowRequests', defaultMessage: 'No follow requests.' },
  blockedUsers: { id: 'social.blockedUsers', defaultMessage: 'Blocked members' },
  noBlockedUsers: { id: 'social.noBlockedUsers', defaultMessage: 'You have not blocked anyone.' },
  requestAccepted: { id: 'social.requestAccepted', defaultMessage: 'Request accepted' },
  requestRejected: { id: 'social.requestRejected', defaultMessage: 'Request rejected' },
  facebookTitle: { id: 'social.facebookTitle', defaultMessage: 'Facebook friends' },
  facebookUnavailable: {
    id: 'social.facebookUnavailable',
    defaultMessage: 'Connecting a Facebook account is unavailable: this service has no Facebook app set up.',
  },
  notFoundTitle: { id: 'social.notFoundTitle', defaultMessage: 'Member not found' },
  showMore: { id: 'social.showMore', defaultMessage: 'Show more' },
  removeFollower: { id: 'social.removeFollower', defaultMessage: 'Remove' },
  followerRemoved: { id: 'social.followerRemoved', defaultMessage: 'Follower removed' },
  facebookConnect: { id: 'social.facebookConnect', defaultMessage: 'Connect Facebook' },
  facebookDisconnect: { id: 'social.facebookDisconnect', defaultMessage: 'Disconnect Facebook' },
  facebookConnected: { id: 'social.facebookConnected', defaultMessage: 'Your Facebook account is connected.' },
  facebookDisconnected: { id: 'social.facebookDisconnected', defaultMessage: 'Your Facebook account is disconnected.' },
  facebookNotConnected: {
    id: 'social.facebookNotConnected',
    defaultMessage: 'Connect your Facebook account to find your friends who use Dalil.',
  },
  facebookCancelled: { id: 'social.facebookCancelled', defaultMessage: 'Facebook did not connect your account.' },
  noFacebookFriends: { id: 'social.noFacebookFriends', defaultMessage: 'None of your Facebook friends use Dalil yet.' },
  facebookFriendsFailed: {
    id: 'social.facebookFriendsFailed',
    defaultMessage: 'Your Facebook friends could not be loaded. Try again later.',
  },
});

/** Plain descriptors: the values each takes are given where it is shown. */
export const socialMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
