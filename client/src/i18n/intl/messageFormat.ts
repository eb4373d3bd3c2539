import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { numberFormat, pluralRules } from './formatters.ts';

export type { MessageFormatElement };

/** What a message's argument may be: a plain value, a React node, or a function for a rich-text tag. */
export type MessageValue = unknown;
export type MessageValues = Record<string, MessageValue>;

/** A number argument's options: its skeleton's (`::group-off`), parsed at build time; named styles are not used. */
const numberOptions = (style: unknown) =>
  (style as { parsedOptions?: Intl.NumberFormatOptions & { scale?: number } } | null)?.parsedOptions;

/** A message's parts: strings (adjacent ones joined) and whatever non-text values it carried. */
function formatParts(
  elements: MessageFormatElement[],
  locale: string,
  values: MessageValues,
  pluralValue?: number,
): MessageValue[] {
  const parts: MessageValue[] = [];
  const push = (part: MessageValue) => {
    if (typeof part === 'string' && typeof parts.at(-1) === 'string') parts[parts.length - 1] += part;
    else parts.push(part);
  };
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      push(element.value);
      continue;
    }
    if (element.type === TYPE.pound) {
      if (pluralValue !== undefined) push(numberFormat(locale).format(pluralValue));
      continue;
    }
    if (!(element.value in values)) throw new Error(`The message needs a value for "${element.value}"`);
    const value = values[element.value];
    switch (element.type) {
      case TYPE.argument:
        push(
          typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
            ? String(value)
            : value || '',
        );
        break;
      case TYPE.number: {
        const options = numberOptions(element.style);
        push(numberFormat(locale, options).format((value as number) * (options?.scale ?? 1)));
        break;
      }
      case TYPE.tag: {
        if (typeof value !== 'function') throw new Error(`The message's <${element.value}> needs a function`);
        const chunks: unknown = value(formatParts(element.children, locale, values, pluralValue));
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) push(chunk);
        break;
      }
      case TYPE.select:
      case TYPE.plural: {
        const { options } = element;
        const option = (key: string) => (Object.hasOwn(options, key) ? options[key] : undefined);
        let chosen = option(String(value));
        // Like intl-messageformat, a select's cases show no plural count (#).
        let inner: number | undefined;
        if (element.type === TYPE.plural) {
          const offset = element.offset || 0;
          inner = Number(value) - offset;
          chosen = option(`=${value}`) ?? option(pluralRules(locale, { type: element.pluralType }).select(inner));
        }
        chosen ??= options.other;
        if (!chosen) throw new Error(`The message has no case for "${String(value)}" of "${element.value}"`);
        for (const part of formatParts(chosen.value, locale, values, inner)) push(part);
        break;
      }
      default:
        // Dates and times are formatted before they go into a message (format/dateTime.ts).
        throw new Error(`The message's "${element.value}" is a kind of argument this layer does not format`);
    }
  }
  return parts;
}

/** The message as text, or as an array of parts when a value is not text (a React node). */
export function formatElements(
  message: string | MessageFormatElement[],
  locale: string,
  values: MessageValues = {},
): string | MessageValue[] {
  const parts = formatParts(typeof message === 'string' ? parse(message) : message, locale, values);
  return parts.length <= 1 ? ((parts[0] as string | undefined) ?? '') : parts;
}
