import { makeStyles, tokens } from '@fluentui/react-components';
import { Call20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { NumberList_section$key } from './__generated__/NumberList_section.graphql';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '12px',
    paddingBlock: '10px',
    paddingInline: '16px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  names: { display: 'grid' },
  other: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  call: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    direction: 'ltr',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** Emergency and public-service numbers: each a tel: link, named in both languages. */
export function NumberList({ section: sectionKey }: { section: NumberList_section$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const section = useFragment(
    graphql`
      fragment NumberList_section on InfoSection {
        items {
          key
          nameEn
          nameAr
          value
        }
      }
    `,
    sectionKey,
  );
  return (
    <ul className={styles.list}>
      {section.items.map((item) => {
        const [mine, other] = locale === 'ar' ? [item.nameAr, item.nameEn] : [item.nameEn, item.nameAr];
        return (
          <li key={item.key} className={styles.item}>
            <span className={styles.names}>
              <span>{mine}</span>
              <span className={styles.other} lang={locale === 'ar' ? 'en' : 'ar'} dir={locale === 'ar' ? 'ltr' : 'rtl'}>
                {other}
              </span>
            </span>
            <a
              className={styles.call}
              href={`tel:${item.value}`}
              aria-label={intl.formatMessage(
                { id: 'numbers.call', defaultMessage: 'Call {name} on {number}' },
                { name: mine, number: item.value },
              )}
            >
              <Call20Regular aria-hidden />
              {item.value}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
