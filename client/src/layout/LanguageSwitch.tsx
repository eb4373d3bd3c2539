import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { useSettingsActions } from '../app/useSettingsActions.ts';
import { localeNames, type Locale } from '../i18n/locale.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { buttonClasses } from '../styles/buttonClasses.ts';
import { LocalLanguage20Regular } from '../ui/icons.tsx';
import styles from './LanguageSwitch.module.css';
import { OtherLanguagePath } from './otherLanguagePath.ts';

/** Switches between English and Arabic; the button names the other language in that language. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { setLocale, switching } = useSettingsActions();
  const current = useLocale();
  const otherPath = useContext(OtherLanguagePath);
  const other: Locale = current === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={buttonClasses({ appearance: 'subtle' }, styles.compact)}
      disabled={switching}
      onClick={() => void setLocale(other, otherPath ?? undefined)}
      aria-label={intl.formatMessage(
        { id: 'settings.switchLanguage', defaultMessage: 'Switch language to {language}' },
        { language: localeNames[other] },
      )}
    >
      <LocalLanguage20Regular className={styles.icon} />
      <span lang={other}>{localeNames[other]}</span>
    </button>
  );
}
