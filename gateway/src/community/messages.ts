// Texts the gateway itself writes to members (userErrors of the community mutations), in both languages.
import type { Locale } from '../viewer/locale.ts';

const texts = {
  placeReason: {
    en: 'A place can be reported as closed permanently, duplicate or not real.',
    ar: 'يمكن الإبلاغ عن المكان فقط لأنه مغلق نهائيًا أو مكرر أو غير حقيقي.',
  },
  contentReason: {
    en: 'This can be reported as spam, offensive, misleading or other.',
    ar: 'يمكن الإبلاغ عن هذا فقط لأنه رسائل مزعجة أو مسيء أو مضلل أو لسبب آخر.',
  },
  noteTooLong: {
    en: 'Ensure this field has no more than 500 characters.',
    ar: 'تأكد من أن هذا الحقل لا يحتوي على أكثر من 500 حرف.',
  },
  invalidId: {
    en: 'This is not the id of something that can be chosen here.',
    ar: 'هذا ليس معرّف شيء يمكن اختياره هنا.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof texts;

export const message = (key: MessageKey, locale: Locale): string => texts[key][locale];
