import { Button } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useSettingsActions } from '../../app/useSettingsActions.ts';
import { localeNames, type Locale } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/useLocale.ts';

/** Switches between English and Arabic; the button names the other language in that language. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { setLocale, switching } = useSettingsActions();
  const current = useLocale();
  const other: Locale = current === 'ar' ? 'en' : 'ar';
  return (
    <Button
      appearance="subtle"
      icon={<LocalLanguage20Regular />}
      disabled={switching}
      onClick={() => void setLocale(other)}
      aria-label={intl.formatMessage({ id: 'settings.switchLanguage', defaultMessage: 'Switch language to {language}' }, { language: localeNames[other] })}
    >
      <span lang={other}>{localeNames[other]}</span>
    </Button>
  );
}
