import {
  commitLocalUpdate,
  ConnectionHandler,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type RecordSourceProxy,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { applyActivity, PHOTOS_CONNECTION, TIPS_CONNECTION } from './activityUpdater.ts';

const SUBJECT = 'RXZlbnQ6MQ==';

/** A real Relay store holding an event with two tips and one photo in the connections the lists use. */
function storeWithLists() {
  const environment = new Environment({
    network: Network.create(() => Observable.from({ data: {} })),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    const subject = store.create(SUBJECT, 'Event');
    subject.setValue(SUBJECT, 'id');
    for (const [key, ids] of [
      [TIPS_CONNECTION, ['tip-2', 'tip-1']],
      [PHOTOS_CONNECTION, ['photo-1']],
    ] as const) {
      const connection = store.create(ConnectionHandler.getConnectionID(SUBJECT, key), 'Connection');
      connection.setValue(ids.length, '__connection_next_edge_index');
      connection.setLinkedRecords(
        ids.map((id) => {
          const node = store.create(id, key === TIPS_CONNECTION ? 'Tip' : 'Photo');
          node.setValue(id, 'id');
          const edge = store.create(`edge:${id}`, 'Edge');
          edge.setLinkedRecord(node, 'node');
          return edge;
        }),
        'edges',
      );
      subject.setLinkedRecord(connection, `__${key}_connection`);
    }
  });
  const ids = (key: string) => {
    const source = environment.getStore().getSource();
    const edges =
      (source.get(ConnectionHandler.getConnectionID(SUBJECT, key))?.edges as { __refs: string[] } | undefined)
        ?.__refs ?? [];
    return edges.map((edge) => (source.get(edge)?.node as { __ref: string }).__ref);
  };
  return { environment, ids };
}

/** Runs applyActivity with an event record built like the subscription payload. */
function receive(
  environment: Environment,
  event: { kind: string; deletedId?: string; tipId?: string; photoId?: string },
) {
  commitLocalUpdate(environment, (store: RecordSourceProxy) => {
    const activity = store.create(`client:activity:${Math.random()}`, 'ReviewableActivity');
    activity.setValue(event.kind, 'kind');
    activity.setValue(event.deletedId ?? null, 'deletedId');
    for (const [id, field, type] of [
      [event.tipId, 'tipEdge', 'Tip'],
      [event.photoId, 'photoEdge', 'Photo'],
    ] as const) {
      if (!id) continue;
      const node = store.get(id) ?? store.create(id, type);
      node.setValue(id, 'id');
      const edge = store.create(`client:payload-edge:${id}:${Math.random()}`, `${type}Edge`);
      edge.setLinkedRecord(node, 'node');
      activity.setLinkedRecord(edge, field);
    }
    applyActivity(store, SUBJECT, activity);
  });
}

describe('live activity on the lists', () => {
  it('a new tip from someone else goes on top', () => {
    const { environment, ids } = storeWithLists();
    receive(environment, { kind: 'TIP_ADDED', tipId: 'tip-3' });
    expect(ids(TIPS_CONNECTION)).toEqual(['tip-3', 'tip-2', 'tip-1']);
  });

  it('a tip already in the list (the viewer’s own, added by their mutation) is not added twice', () => {
    const { environment, ids } = storeWithLists();
    receive(environment, { kind: 'TIP_ADDED', tipId: 'tip-2' });
    receive(environment, { kind: 'TIP_ADDED', tipId: 'tip-4' });
    receive(environment, { kind: 'TIP_ADDED', tipId: 'tip-4' });
    expect(ids(TIPS_CONNECTION)).toEqual(['tip-4', 'tip-2', 'tip-1']);
  });

  it('photos join their own list, once', () => {
    const { environment, ids } = storeWithLists();
    receive(environment, { kind: 'PHOTO_ADDED', photoId: 'photo-2' });
    receive(environment, { kind: 'PHOTO_ADDED', photoId: 'photo-2' });
    expect(ids(PHOTOS_CONNECTION)).toEqual(['photo-2', 'photo-1']);
    expect(ids(TIPS_CONNECTION)).toEqual(['tip-2', 'tip-1']);
  });

  it('deleted tips and photos leave; an unknown id changes nothing', () => {
    const { environment, ids } = storeWithLists();
    receive(environment, { kind: 'TIP_DELETED', deletedId: 'tip-1' });
    receive(environment, { kind: 'PHOTO_DELETED', deletedId: 'photo-1' });
    receive(environment, { kind: 'TIP_DELETED', deletedId: 'tip-9' });
    expect(ids(TIPS_CONNECTION)).toEqual(['tip-2']);
    expect(ids(PHOTOS_CONNECTION)).toEqual([]);
  });

  it('count-only events leave the lists alone', () => {
    const { environment, ids } = storeWithLists();
    receive(environment, { kind: 'VOTES_CHANGED' });
    receive(environment, { kind: 'RATING_CHANGED' });
    expect(ids(TIPS_CONNECTION)).toEqual(['tip-2', 'tip-1']);
  });
});
