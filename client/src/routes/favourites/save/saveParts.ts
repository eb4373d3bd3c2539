// What the Save button loads on its first press, behind this one small module: each dynamic import carries the list
// of the chunks its target needs (Fluent's dialog and fields: about thirty), and the button is part of the first
// route's cards, so importing them from it directly would put that list in the first route's JavaScript.

export const savePickerDialog = () => import('./SavePickerDialog.tsx');
export const savePickerQuery = () => import('./savePickerQuery.ts');
