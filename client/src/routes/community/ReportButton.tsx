import { lazy, Suspense, useEffect, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { communityMessages } from './communityMessages.ts';
import { ReportTrigger } from './ReportTrigger.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';
import { runWrite, useWriteOutcome } from './useWriteFeedback.tsx';

// Fluent's dialog comes in its own chunk, fetched once the screen has rendered (for members, who can open it).
const loadReportDialog = () => import('./ReportDialogPart.tsx');
const ReportDialogPart = lazy(loadReportDialog);

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
  /** Pressed already: its stand-in was (ReportTrigger, while this module loaded), so it acts at once. */
  pressed?: boolean;
}

/**
 * Asks why, confirms, and sends the report (of a place or an article); visitors are asked to sign in instead. The
 * button is a native one drawn like Fluent's; the dialog loads after the screen's first render.
 */
export function ReportButton<Reason extends string, Answer>({
  label,
  title,
  reasons,
  isMember,
  size,
  send,
  refused,
  inFlight,
  pressed = false,
}: ReportButtonProps<Reason, Answer>) {
  const [open, setOpen] = useState(pressed && isMember);
  // Fluent's dialog registers page-wide focus-trap helpers as soon as it is mounted: mount it once it is first wanted.
  const [wanted, setWanted] = useState(pressed && isMember);
  const [asked, setAsked] = useState(pressed && !isMember);
  const [feedback, status] = useWriteOutcome();
  useEffect(() => {
    if (isMember) void loadReportDialog();
  }, [isMember]);

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
      <ReportTrigger label={label} size={size} disabled={inFlight} onClick={onClick} />
      {asked && !isMember ? <SignInPrompt /> : null}
      {status}
      {wanted ? (
        <Suspense fallback={null}>
          <ReportDialogPart
            open={open}
            title={title}
            reasons={reasons}
            onReport={(reason) => void report(reason as Reason)}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
