import type { ReactNode } from 'react';
import { dateTimeFormat, listFormat, numberFormat } from './formatters.ts';
import { formatElements, type MessageFormatElement, type MessageValues } from './messageFormat.ts';

export interface MessageDescriptor {
  id: string;
  defaultMessage?: string;
  description?: string;
}

export type Messages = Record<string, string | MessageFormatElement[]>;

export interface IntlConfig {
  locale: string;
  messages?: Messages;
  defaultLocale?: string;
  onError?: (error: Error) => void;
}

type PrimitiveValues = Record<string, string | number | bigint | boolean | null | undefined | Date>;

export interface IntlShape {
  locale: string;
  messages: Messages;
  defaultLocale: string;
  formatMessage(descriptor: MessageDescriptor, values?: PrimitiveValues): string;
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string | ReactNode[];
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
  formatList(values: readonly string[], options?: Intl.ListFormatOptions): string;
}

/** Messages are defined in place and extracted by `npm run i18n:extract`; at run time they are only their ids. */
export const defineMessage = <T = MessageValues>(descriptor: MessageDescriptor & { _values?: T }) => descriptor;
export const defineMessages = <K extends string, T extends Record<K, MessageDescriptor>>(descriptors: T): T =>
  descriptors;

const reportInDevelopment = (error: Error) => {
  if (import.meta.env?.DEV) console.error(error);
};

/**
 * Formats the app's messages (translations/*.json, ICU syntax, pre-parsed in builds) and numbers, dates and lists with
 * the browser's Intl objects, the way react-intl did (intl/reactIntlParity.test.ts holds both to the same output).
 * A message missing or failing falls back to its default text, then to its id.
 */
export function createIntl({
  locale,
  messages = {},
  defaultLocale = 'en',
  onError = reportInDevelopment,
}: IntlConfig): IntlShape {
  const attempt = <T>(run: () => T, fallback: () => T): T => {
    try {
      return run();
    } catch (error) {
      onError(error as Error);
      return fallback();
    }
  };
  function formatMessage({ id, defaultMessage }: MessageDescriptor, values?: MessageValues) {
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
    const fallback = () =>
      defaultMessage
        ? attempt(
            () => formatElements(defaultMessage, defaultLocale, values),
            () => defaultMessage,
          )
        : id;
    if (!message) {
      if (!defaultMessage || locale.toLowerCase() !== defaultLocale.toLowerCase())
        onError(new Error(`Missing message "${id}" for locale ${locale}`));
      return fallback();
    }
    return attempt(
      () => formatElements(message, locale, values),
      () => {
        const text = fallback();
        return text === id && typeof message === 'string' ? message : text;
      },
    );
  }
  const date = (value: string | number | Date) => (typeof value === 'string' ? new Date(value || 0) : value);
  return {
    locale,
    messages,
    defaultLocale,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatDate: (value, options) => dateTimeFormat(locale, options).format(date(value)),
    formatList: (values, options) => listFormat(locale, options).format(values),
  };
}
