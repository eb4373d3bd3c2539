import { Avatar, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { initialsOf } from '../../ui/initials.ts';
import { memberPath } from './memberPath.ts';
import type { MemberRow_user$key } from './__generated__/MemberRow_user.graphql';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '12px', paddingBlock: '8px', flexWrap: 'wrap' },
  name: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', gap: '8px' },
});

/** One member of a list (followers, followings, requests, blocked): avatar, name linking to their page, actions. */
export function MemberRow({ user, children }: { user: MemberRow_user$key; children?: ReactNode }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment MemberRow_user on User {
        fullName
        username
        image {
          thumbnail
        }
      }
    `,
    user,
  );
  return (
    <li className={styles.row}>
      <Avatar
        size={32}
        name={data.fullName}
        initials={initialsOf(data.fullName)}
        image={data.image ? { src: data.image.thumbnail, alt: '' } : undefined}
      />
      {data.username ? (
        <Link className={styles.name} to={memberPath(data.username)}>
          <bdi>{data.fullName}</bdi>
        </Link>
      ) : (
        <bdi className={styles.name}>{data.fullName}</bdi>
      )}
      {children ? <span className={styles.actions}>{children}</span> : null}
    </li>
  );
}
