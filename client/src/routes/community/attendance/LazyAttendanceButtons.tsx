import { lazy, Suspense } from 'react';
import styles from './AttendanceButtons.module.css';
import type { AttendanceButtons_happening$key } from './__generated__/AttendanceButtons_happening.graphql';

// The buttons' code and mutations load as the detail screen renders, not with it.
const AttendanceButtons = lazy(() => import('./AttendanceButtons.tsx'));

/** Want to go / going (AttendanceButtons.tsx) for members, loaded after the detail screen's first render. */
export function LazyAttendanceButtons({ happening }: { happening: AttendanceButtons_happening$key }) {
  return (
    <Suspense fallback={<div className={styles.placeholder} />}>
      <AttendanceButtons happening={happening} />
    </Suspense>
  );
}
