import { ConnectionHandler } from 'relay-runtime';

/** The store id of the signed-in member's follow requests list (FollowRequests_viewer), for live updates. */
export const followRequestsConnectionId = () =>
  ConnectionHandler.getConnectionID('client:root:viewer', 'FollowRequests_followRequests');
