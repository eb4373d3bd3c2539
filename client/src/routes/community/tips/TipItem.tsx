import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { borderSide } from '../../../styles/border.ts';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { memberPath } from '../../social/memberPath.ts';
import { formatDate } from '../../../format/dateTime.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { ItemActions, type ListSubject } from '../ItemActions.tsx';
import type { TipItem_tip$key } from './__generated__/TipItem_tip.graphql';

const useStyles = makeStyles({
  tip: {
    display: 'grid',
    gap: '6px',
    paddingBlock: '12px',
    ...borderSide('BlockEnd', '1px', 'solid', tokens.colorNeutralStroke2),
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: '4px 10px',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  author: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
  },
  text: { margin: 0, whiteSpace: 'pre-line', lineHeight: tokens.lineHeightBase300, overflowWrap: 'anywhere' },
});

/** One tip: its author and their level, the date in Riyadh, the text, and the actions. */
export function TipItem({ tip, subject }: { tip: TipItem_tip$key; subject: ListSubject }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  /* eslint-disable relay/unused-fields -- the tip goes whole to ItemActions (id, votes, authorship) */
  const data = useFragment(
    graphql`
      fragment TipItem_tip on Tip {
        id
        text
        createdAt
        upVoteCount
        viewerHasVoted
        viewerIsAuthor
        author {
          id
          fullName
          username
          level
          levelName
        }
      }
    `,
    tip,
  );
  /* eslint-enable relay/unused-fields */
  const level =
    data.author.levelName ??
    intl.formatMessage(
      { id: 'community.level', defaultMessage: 'Level {levelNumber, number}' },
      { levelNumber: data.author.level },
    );
  return (
    <li className={styles.tip}>
      <div className={styles.meta}>
        {data.author.username ? (
          <Link className={styles.author} to={memberPath(data.author.username)}>
            <bdi>{data.author.fullName}</bdi>
          </Link>
        ) : (
          <bdi className={styles.author}>{data.author.fullName}</bdi>
        )}
        <span>{level}</span>
        <time dateTime={data.createdAt}>{formatDate(data.createdAt, locale)}</time>
      </div>
      {/* Members write in either language: the text takes its own direction. */}
      <p className={styles.text} dir="auto">
        {data.text}
      </p>
      <ItemActions kind="tip" item={data} subject={subject} />
    </li>
  );
}
