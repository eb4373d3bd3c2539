// The parts of the event, experience and place pages that load after their first render, behind this one small
// module. Each dynamic import carries the list of the chunks its target needs (about forty of Fluent's for the
// reviews), so importing the parts from the first render's chunks directly would put those lists in the first
// route's JavaScript; here they arrive with the parts, one small request later.

export const reviewSection = () => import('./community/reviews/ReviewSection.tsx');
export const attendanceButtons = () => import('./community/attendance/AttendanceButtons.tsx');
export const calendarLinksMenu = () => import('./happenings/detail/CalendarLinksMenu.tsx');
export const recordStats = () => import('./happenings/detail/recordStats.ts');
export const nearbyPlaces = () => import('./places/detail/NearbyPlaces.tsx');
export const checkInAction = () => import('./places/detail/CheckInAction.tsx');
export const reportPlaceAction = () => import('./places/detail/ReportPlaceAction.tsx');
