/** Where render-crash reports and contact links go. */
export const FEEDBACK_EMAIL = 'feedback@dalil.example';
