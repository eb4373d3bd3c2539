// The app's formatting layer in place of react-intl, with the same names (see intl.ts).
export { createIntl, defineMessage, defineMessages } from './intl.ts';
export type { IntlConfig, IntlShape, MessageDescriptor, Messages } from './intl.ts';
export type { MessageFormatElement } from './messageFormat.ts';
export { FormattedMessage, FormattedNumber, IntlProvider, useIntl } from './react.tsx';
