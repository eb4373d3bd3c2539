import { makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    justifySelf: 'start',
    paddingBlock: '10px',
    paddingInline: '18px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** The about page's explore-the-app block leads to the app page. */
export function ExploreApp() {
  return (
    <Link className={useStyles().link} to="/app">
      <FormattedMessage id="about.exploreApp" defaultMessage="Discover the Dalil app" />
    </Link>
  );
}
