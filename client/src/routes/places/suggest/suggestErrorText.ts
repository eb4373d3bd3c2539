import type { IntlShape } from 'react-intl';
import type { SuggestMessageKey } from './suggestValidation.ts';

/** The generic required and invalid messages, with the field's name (docs/places.md#suggestions). */
export function suggestErrorText(intl: IntlShape, key: SuggestMessageKey, field: string): string {
  switch (key) {
    case 'required':
      return intl.formatMessage({ id: 'placeForm.required', defaultMessage: '{field} is required' }, { field });
    case 'invalid':
      return intl.formatMessage({ id: 'placeForm.invalid', defaultMessage: '{field} is invalid' }, { field });
    case 'nameLength':
      return intl.formatMessage(
        { id: 'placeForm.nameLength', defaultMessage: '{field} must be 2 to 100 characters' },
        { field },
      );
    case 'aboutLength':
      return intl.formatMessage(
        { id: 'placeForm.aboutLength', defaultMessage: '{field} must be at most 2000 characters' },
        { field },
      );
  }
}
