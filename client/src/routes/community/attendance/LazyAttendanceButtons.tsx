import { lazy, Suspense } from 'react';
import styles from './LazyAttendanceButtons.module.css';
import type { AttendanceButtons_happening$key } from './__generated__/AttendanceButtons_happening.graphql';

// The buttons' code and mutations load as the detail screen renders, not with it.
const AttendanceButtons = lazy(() => import('../../detailParts.ts').then((parts) => parts.attendanceButtons()));

/** Want to go / going (AttendanceButtons.tsx) for members, loaded after the detail screen's first render. */
export function LazyAttendanceButtons({ happening }: { happening: AttendanceButtons_happening$key }) {
  return (
    <Suspense fallback={<div className={styles.standIn} />}>
      <AttendanceButtons happening={happening} />
    </Suspense>
  );
}
