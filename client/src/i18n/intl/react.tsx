import { Children, createContext, Fragment, isValidElement, use, useMemo, type ReactNode } from 'react';
import { createIntl, type IntlConfig, type IntlShape, type MessageDescriptor } from './intl.ts';
import type { MessageValues } from './messageFormat.ts';

const IntlContext = createContext<IntlShape | null>(null);

// A message's parts become children of one element: index keys tell React they are a fixed list.
const keyed = (parts: unknown) =>
  Array.isArray(parts)
    ? Children.toArray(parts as ReactNode[]).map((part, index) =>
        isValidElement(part) ? <Fragment key={index}>{part}</Fragment> : part,
      )
    : parts;

export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  const { locale, messages, defaultLocale, onError } = config;
  const intl = useMemo(() => {
    const formats = createIntl({ locale, messages, defaultLocale, onError });
    const formatMessage = (descriptor: MessageDescriptor, values?: MessageValues) =>
      keyed(formats.formatMessage(descriptor, values));
    return { ...formats, formatMessage: formatMessage as IntlShape['formatMessage'] };
  }, [locale, messages, defaultLocale, onError]);
  return <IntlContext value={intl}>{children}</IntlContext>;
}

export function useIntl(): IntlShape {
  const intl = use(IntlContext);
  if (!intl) throw new Error('useIntl needs an <IntlProvider> above it');
  return intl;
}

export function FormattedMessage({ values, ...descriptor }: MessageDescriptor & { values?: MessageValues }): ReactNode {
  return <>{useIntl().formatMessage(descriptor, values)}</>;
}

export function FormattedNumber({ value, ...options }: Intl.NumberFormatOptions & { value: number | bigint }) {
  return <>{useIntl().formatNumber(value, options)}</>;
}
