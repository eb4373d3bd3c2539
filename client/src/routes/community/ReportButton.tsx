import { Button } from '@fluentui/react-components';
import { Flag20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { MessageDescriptor } from '../../i18n/intl/index.ts';
import { communityMessages } from './communityMessages.ts';
import { ReportDialog } from './ReportDialog.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';
import { runWrite, useWriteOutcome } from './useWriteFeedback.tsx';

interface ReportButtonProps<Reason extends string, Answer> {
  label: string;
  /** The dialog's title, naming what is reported. */
  title: string;
  reasons: Readonly<Record<Reason, MessageDescriptor>>;
  isMember: boolean;
  size?: 'small' | 'medium';
  /** Sends the report; `refused` tells from its answer whether the server refused it. */
  send: (reason: Reason) => Promise<Answer>;
  refused: (answer: Answer) => boolean;
  inFlight: boolean;
}

/** Asks why, confirms, and sends the report (of a place or an article); visitors are asked to sign in instead. */
export function ReportButton<Reason extends string, Answer>({
  label,
  title,
  reasons,
  isMember,
  size,
  send,
  refused,
  inFlight,
}: ReportButtonProps<Reason, Answer>) {
  const [open, setOpen] = useState(false);
  // Fluent's dialog registers page-wide focus-trap helpers as soon as it is mounted: mount it once it is first wanted.
  const [wanted, setWanted] = useState(false);
  const [asked, setAsked] = useState(false);
  const [feedback, status] = useWriteOutcome();

  const report = async (reason: Reason) => {
    setOpen(false);
    await runWrite(feedback, () => send(reason), refused, communityMessages.reportSent);
  };

  const onClick = () => {
    if (!isMember) {
      setAsked(true);
      return;
    }
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <Button appearance="subtle" size={size} icon={<Flag20Regular />} disabled={inFlight} onClick={onClick}>
        {label}
      </Button>
      {asked && !isMember ? <SignInPrompt /> : null}
      {status}
      {wanted ? (
        <ReportDialog
          open={open}
          title={title}
          reasons={reasons}
          onReport={(reason) => void report(reason)}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
