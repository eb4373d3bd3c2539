import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/** The connection keys of the lists the live activity changes (the @connection keys of TipList and PhotoGallery). */
export const TIPS_CONNECTION = 'TipList_tips';
export const PHOTOS_CONNECTION = 'PhotoGallery_photos';

/** Whether an edge whose node is `nodeId` is already in the connection (the viewer's own tip arrives twice). */
export function hasNode(connection: RecordProxy, nodeId: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId,
  );
}

/** Puts an edge from a payload at the top of the list unless its node is there already. Returns whether it did. */
export function prependEdgeOnce(
  store: RecordSourceProxy,
  connection: RecordProxy | null | undefined,
  payloadEdge: RecordProxy | null | undefined,
): boolean {
  const nodeId = payloadEdge?.getLinkedRecord('node')?.getDataID();
  if (!connection || !payloadEdge || !nodeId || hasNode(connection, nodeId)) return false;
  const edge = ConnectionHandler.buildConnectionEdge(store, connection, payloadEdge);
  if (!edge) return false;
  ConnectionHandler.insertEdgeBefore(connection, edge);
  return true;
}

type ActivityKind = 'TIP_ADDED' | 'TIP_DELETED' | 'PHOTO_ADDED' | 'PHOTO_DELETED' | (string & {});

/**
 * Applies one reviewableActivity event to the lists of the subject on screen: new tips and photos go on top (once),
 * deleted ones leave. Counts, votes and ratings need nothing here: the event's records carry them and Relay merges
 * them by id.
 */
export function applyActivity(
  store: RecordSourceProxy,
  subjectId: string,
  activity: RecordProxy | null | undefined,
): void {
  const subject = store.get(subjectId);
  if (!subject || !activity) return;
  const kind = activity.getValue('kind') as ActivityKind;
  const tips = ConnectionHandler.getConnection(subject, TIPS_CONNECTION);
  const photos = ConnectionHandler.getConnection(subject, PHOTOS_CONNECTION);
  const deletedId = activity.getValue('deletedId');
  switch (kind) {
    case 'TIP_ADDED':
      prependEdgeOnce(store, tips, activity.getLinkedRecord('tipEdge'));
      break;
    case 'PHOTO_ADDED':
      prependEdgeOnce(store, photos, activity.getLinkedRecord('photoEdge'));
      break;
    case 'TIP_DELETED':
      if (tips && typeof deletedId === 'string') ConnectionHandler.deleteNode(tips, deletedId);
      break;
    case 'PHOTO_DELETED':
      if (photos && typeof deletedId === 'string') ConnectionHandler.deleteNode(photos, deletedId);
      break;
    default:
      break;
  }
}
