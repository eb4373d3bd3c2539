import { describe, expect, it } from 'vitest';
import {
  attendanceAfter,
  countAfterRemoval,
  nextAttendance,
  optimisticTipEdge,
  ratedAfter,
  toggledVote,
} from './optimistic.ts';

describe('optimistic votes (docs/community.md#votes: a vote raises the count by 1, removing it lowers it by 1)', () => {
  it('votes when the viewer has not voted, and takes the vote back when they have', () => {
    expect(toggledVote({ id: 't1', upVoteCount: 3, viewerHasVoted: false })).toEqual({
      vote: true,
      after: { id: 't1', upVoteCount: 4, viewerHasVoted: true },
    });
    expect(toggledVote({ id: 't1', upVoteCount: 4, viewerHasVoted: true })).toEqual({
      vote: false,
      after: { id: 't1', upVoteCount: 3, viewerHasVoted: false },
    });
  });

  it('never shows a negative count', () => {
    expect(toggledVote({ id: 't1', upVoteCount: 0, viewerHasVoted: true }).after.upVoteCount).toBe(0);
  });
});

describe('optimistic rating', () => {
  it('a first rating adds to the count and the mean', () => {
    expect(ratedAfter({ average: null, count: 0, viewerValue: null }, 4)).toEqual({
      average: 4,
      count: 1,
      viewerValue: 4,
    });
    expect(ratedAfter({ average: 3, count: 2, viewerValue: null }, 5)).toEqual({
      average: 3.7,
      count: 3,
      viewerValue: 5,
    });
  });

  it('rating again replaces the viewer value without counting twice', () => {
    expect(ratedAfter({ average: 4, count: 2, viewerValue: 5 }, 1)).toEqual({ average: 2, count: 2, viewerValue: 1 });
    expect(ratedAfter({ average: 2, count: 1, viewerValue: 2 }, 5)).toEqual({ average: 5, count: 1, viewerValue: 5 });
  });
});

describe('optimistic attendance', () => {
  it('counts going and want to go apart: starting adds to one, stopping takes from it, switching moves between them', () => {
    const none = { attendanceCount: 7, wantToGoCount: 3, viewerAttendance: null };
    expect(attendanceAfter(none, 'GOING')).toEqual({ attendanceCount: 8, wantToGoCount: 3, viewerAttendance: 'GOING' });
    expect(attendanceAfter(none, 'WANT_TO_GO')).toEqual({
      attendanceCount: 7,
      wantToGoCount: 4,
      viewerAttendance: 'WANT_TO_GO',
    });
    const going = { attendanceCount: 8, wantToGoCount: 3, viewerAttendance: 'GOING' as const };
    expect(attendanceAfter(going, null)).toEqual({ attendanceCount: 7, wantToGoCount: 3, viewerAttendance: null });
    expect(attendanceAfter(going, 'WANT_TO_GO')).toEqual({
      attendanceCount: 7,
      wantToGoCount: 4,
      viewerAttendance: 'WANT_TO_GO',
    });
    expect(attendanceAfter(going, 'GOING')).toEqual(going);
    expect(attendanceAfter({ attendanceCount: 0, wantToGoCount: 0, viewerAttendance: 'GOING' }, null)).toEqual({
      attendanceCount: 0,
      wantToGoCount: 0,
      viewerAttendance: null,
    });
  });

  it('pressing the pressed button clears it; the other one switches', () => {
    expect(nextAttendance(null, 'GOING')).toBe('GOING');
    expect(nextAttendance('GOING', 'GOING')).toBeNull();
    expect(nextAttendance('GOING', 'WANT_TO_GO')).toBe('WANT_TO_GO');
  });
});

describe('optimistic tip', () => {
  it('is the viewer’s own, unvoted, with a client id that differs per tip', () => {
    const author = { id: 'VXNlcjox', fullName: 'Noura Alqahtani', level: 2, levelName: 'Explorer' };
    const now = new Date('2026-11-22T18:00:00Z');
    const first = optimisticTipEdge('Go early', author, now);
    const second = optimisticTipEdge('Bring water', author, now);
    expect(first.node).toMatchObject({
      text: 'Go early',
      createdAt: '2026-11-22T18:00:00.000Z',
      upVoteCount: 0,
      viewerHasVoted: false,
      viewerIsAuthor: true,
      author,
    });
    expect(first.node.id).toMatch(/^client:/);
    expect(second.node.id).not.toBe(first.node.id);
  });

  it('a removal lowers a count by one, never below zero', () => {
    expect(countAfterRemoval(3)).toBe(2);
    expect(countAfterRemoval(0)).toBe(0);
  });
});
