// Upstream calls that bring events or experiences (lists, searches, batches by id) are "item traffic". Loaders whose
// keys come from items (organizers) or may arrive inside them (slide items) hold their batch until no item traffic is
// in flight, so the ids of every list a screen loads share one batch instead of one batch per list that arrives.
// Ranks order the held loaders: items first (their answers bring more organizer ids), then what items refer to.
type Dispatch = () => void;

export class ItemTraffic {
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];
  private held: { rank: number; dispatch: Dispatch }[] = [];
  private draining = false;

  /** Counts an item-bearing call as in flight until it settles. */
  async track<T>(answer: Promise<T>): Promise<T> {
    this.inFlight++;
    try {
      return await answer;
    } finally {
      if (--this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  /** A DataLoader `batchScheduleFn` that dispatches once item traffic is quiet, lower ranks first. */
  scheduler(rank: number): (dispatch: Dispatch) => void {
    return (dispatch) => {
      this.held.push({ rank, dispatch });
      void this.drain();
    };
  }

  private async drain() {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.held.length) {
        await this.quiet();
        const rank = Math.min(...this.held.map((entry) => entry.rank));
        const now = this.held.filter((entry) => entry.rank === rank);
        this.held = this.held.filter((entry) => entry.rank !== rank);
        for (const { dispatch } of now) dispatch();
      }
    } finally {
      this.draining = false;
    }
  }

  /** Nothing in flight, and still nothing after the resolvers fed by the last answer have run (one macrotask later). */
  private async quiet() {
    do {
      if (this.inFlight > 0) await new Promise<void>((wake) => this.idleWaiters.push(wake));
      await new Promise((next) => setImmediate(next));
    } while (this.inFlight > 0);
  }
}
