// What a write looks like before the server answers: the same shapes the mutations select, computed from what the
// screen shows now. Relay rolls them back when the request fails.

export type AttendanceStatus = 'WANT_TO_GO' | 'GOING';

export interface Votable {
  readonly id: string;
  readonly upVoteCount: number;
  readonly viewerHasVoted: boolean;
}

/** A tap on the up-vote button: a vote when the viewer has not voted, else taking it back (docs/community.md#votes). */
export function toggledVote(target: Votable): { vote: boolean; after: Votable } {
  const vote = !target.viewerHasVoted;
  return {
    vote,
    after: { id: target.id, upVoteCount: Math.max(0, target.upVoteCount + (vote ? 1 : -1)), viewerHasVoted: vote },
  };
}

export interface RatingState {
  readonly average: number | null | undefined;
  readonly count: number;
  readonly viewerValue: number | null | undefined;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The rating after the viewer gives `value`: a first rating adds to the count, a second one replaces the viewer's
 * earlier value. The average is an estimate from the rounded one the server sent; the server's answer replaces it.
 */
export function ratedAfter(
  rating: RatingState,
  value: number,
): { average: number; count: number; viewerValue: number } {
  const total = (rating.average ?? 0) * rating.count;
  if (rating.viewerValue == null || rating.count === 0) {
    const count = rating.count + 1;
    return { average: oneDecimal((total + value) / count), count, viewerValue: value };
  }
  return {
    average: oneDecimal((total - rating.viewerValue + value) / rating.count),
    count: rating.count,
    viewerValue: value,
  };
}

export interface AttendanceState {
  /** Members going. */
  readonly attendanceCount: number;
  /** Members who want to go, counted apart from those going. */
  readonly wantToGoCount: number;
  readonly viewerAttendance: AttendanceStatus | null;
}

/**
 * The attendance after choosing `status` (null: neither). Each status has its own count: the viewer leaves the count
 * of the status they had and joins the one they chose (REST contract, community section).
 */
export function attendanceAfter(current: AttendanceState, status: AttendanceStatus | null): AttendanceState {
  const delta = (counted: AttendanceStatus) =>
    (status === counted ? 1 : 0) - (current.viewerAttendance === counted ? 1 : 0);
  return {
    attendanceCount: Math.max(0, current.attendanceCount + delta('GOING')),
    wantToGoCount: Math.max(0, current.wantToGoCount + delta('WANT_TO_GO')),
    viewerAttendance: status,
  };
}

/** The status a toggle button leads to: pressing the pressed one clears it. */
export function nextAttendance(current: AttendanceStatus | null, pressed: AttendanceStatus): AttendanceStatus | null {
  return current === pressed ? null : pressed;
}

export interface TipAuthor {
  readonly id: string;
  readonly fullName: string;
  readonly level: number;
  readonly levelName: string | null | undefined;
  /** links the author's name to their page (the server's edge brings it when the viewer's fragment lacks it) */
  readonly username?: string | null;
}

let optimisticIds = 0;

/** A new tip as the list shows it until the server's edge replaces it (a client id Relay drops on rollback). */
export function optimisticTipEdge(text: string, author: TipAuthor, now: Date) {
  optimisticIds += 1;
  const id = `client:optimistic-tip:${optimisticIds}`;
  return {
    cursor: id,
    node: {
      id,
      rawId: 0,
      text,
      createdAt: now.toISOString(),
      upVoteCount: 0,
      viewerHasVoted: false,
      viewerIsAuthor: true,
      author: {
        id: author.id,
        fullName: author.fullName,
        username: author.username ?? null,
        level: author.level,
        levelName: author.levelName ?? null,
      },
    },
  };
}

/** A count after one of its items left (deleted or reported), never below zero. */
export const countAfterRemoval = (count: number) => Math.max(0, count - 1);

/**
 * The item of a tip write's payload with its new count: `subject` for events, experiences and places, `article` for
 * articles (the payload's subject is Reviewable, which articles are not).
 */
export function tipCountAfter(subject: { __typename: string; id: string }, tipCount: number) {
  return subject.__typename === 'Article'
    ? { subject: null, article: { id: subject.id, tipCount } }
    : { subject: { __typename: subject.__typename, id: subject.id, tipCount }, article: null };
}
