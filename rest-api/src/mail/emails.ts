// The members' emails in both languages; each carries one link to the web app.
import type { Lang } from '../http/language.ts';
import type { Email } from './outbox.ts';

export type EmailKind = 'verify_email' | 'reset_password' | 'delete_account';

const PATHS: Record<EmailKind, string> = {
  verify_email: '/verify-email',
  reset_password: '/reset-password',
  delete_account: '/delete-account',
};

const TEXTS: Record<EmailKind, Record<Lang, { subject: string; body: string }>> = {
  verify_email: {
    en: {
      subject: 'Confirm your email for Dalil',
      body: 'Welcome to Dalil, {name}! Confirm your email address by opening this link (valid 3 days):',
    },
    ar: {
      subject: 'أكّد بريدك الإلكتروني في دليل',
      body: 'أهلاً بك في دليل يا {name}! أكّد بريدك الإلكتروني بفتح هذا الرابط (صالح لمدة 3 أيام):',
    },
  },
  reset_password: {
    en: {
      subject: 'Reset your Dalil password',
      body: 'Hello {name}, open this link within an hour to choose a new password. If you did not ask for it, ignore this email:',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور في دليل',
      body: 'مرحباً {name}، افتح هذا الرابط خلال ساعة لاختيار كلمة مرور جديدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة:',
    },
  },
  delete_account: {
    en: {
      subject: 'Delete your Dalil account',
      body: 'Hello {name}, open this link within 24 hours to delete your account for good. If you did not ask for it, ignore this email:',
    },
    ar: {
      subject: 'حذف حسابك في دليل',
      body: 'مرحباً {name}، افتح هذا الرابط خلال 24 ساعة لحذف حسابك نهائياً. إذا لم تطلب ذلك فتجاهل هذه الرسالة:',
    },
  },
};

export function memberEmail(
  kind: EmailKind,
  appUrl: string,
  to: { email: string; firstName: string; language: Lang },
  token: string,
): Email {
  const text = TEXTS[kind][to.language];
  // The link opens the page in the email's language: Arabic pages live under /ar (docs/i18n.md#language-in-the-url).
  const language = to.language === 'ar' ? '/ar' : '';
  const link = `${appUrl}${language}${PATHS[kind]}?token=${encodeURIComponent(token)}`;
  return {
    to: to.email,
    language: to.language,
    subject: text.subject,
    link,
    text: `${text.body.replace('{name}', to.firstName)}\n\n${link}\n`,
  };
}
