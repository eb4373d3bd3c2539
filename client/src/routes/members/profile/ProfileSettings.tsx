import { makeStyles, Switch, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSessionEndedRedirect } from '../../../session/useSessionEndedRedirect.ts';
import { useUpdateProfileMutation } from './useUpdateProfileMutation.ts';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import type { ProfileSettings_user$key } from './__generated__/ProfileSettings_user.graphql';

const useStyles = makeStyles({
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** Settings that take effect at once: the private profile switch (follow requests then need acceptance). */
export function ProfileSettings({ user }: { user: ProfileSettings_user$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const me = useFragment(
    graphql`
      fragment ProfileSettings_user on User {
        isPrivate
      }
    `,
    user,
  );
  const [update, saving] = useUpdateProfileMutation();
  const [failed, setFailed] = useState(false);
  const sessionEnded = useSessionEndedRedirect();
  const onChange = async (isPrivate: boolean) => {
    setFailed(false);
    try {
      const { updateProfile } = await update({ input: { isPrivate } });
      if (updateProfile.userErrors.length) setFailed(true);
    } catch (error) {
      if (!sessionEnded(error)) setFailed(true);
    }
  };
  return (
    <>
      <Switch
        checked={me.isPrivate}
        disabled={saving}
        label={intl.formatMessage({ id: 'profile.private', defaultMessage: 'Private profile' })}
        onChange={(_, data) => void onChange(data.checked)}
      />
      <p className={styles.hint}>
        {intl.formatMessage({
          id: 'profile.privateHint',
          defaultMessage: 'When your profile is private, people need your approval to follow you.',
        })}
      </p>
      <FormStatus
        error={
          failed
            ? intl.formatMessage({
                id: 'profile.settingFailed',
                defaultMessage: 'The setting could not be saved. Try again.',
              })
            : null
        }
      />
    </>
  );
}
