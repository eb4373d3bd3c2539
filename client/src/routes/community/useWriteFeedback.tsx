import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formMessages } from '../../forms/formMessages.ts';
import { useSessionEndedRedirect } from '../../session/useSessionEndedRedirect.ts';
import { isGraphQLRequestError } from '../../relay/GraphQLRequestError.ts';
import { FormStatus } from '../../forms/FormStatus.tsx';
import { communityMessages } from './communityMessages.ts';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

export interface WriteFeedback {
  /** Announces a success: published, deleted, report sent (docs/messages.md#outcomes-of-writes). */
  succeeded(message: MessageDescriptor): void;
  /** The server refused (a GraphQL error, or userErrors when `error` is null): the change was rolled back. */
  failed(error: unknown): void;
  /** Starting a write clears the previous outcome (docs/messages.md#outcomes-of-writes). */
  clear(): void;
}

/** The translated message of a refused write (an ended session is handled before this, by going to sign in). */
export function failureMessage(error: unknown): MessageDescriptor {
  if (isGraphQLRequestError(error)) {
    if (error.code === 'FORBIDDEN') return communityMessages.forbidden;
    if (error.code === 'NOT_FOUND') return communityMessages.notFound;
    if (error.code === 'NETWORK_ERROR' || error.code === 'UPSTREAM_UNAVAILABLE' || error.code === 'UPSTREAM_TIMEOUT')
      return formMessages.unreachable;
  }
  return communityMessages.writeFailed;
}

/** The outcome of the community writes of one area, shown in a status line (an alert for failures). */
export function useWriteOutcome(): [WriteFeedback, ReactNode] {
  const intl = useIntl();
  const sessionEnded = useSessionEndedRedirect();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const succeeded = useCallback(
    (message: MessageDescriptor) => setOutcome({ kind: 'success', text: intl.formatMessage(message) }),
    [intl],
  );
  const failed = useCallback(
    (error: unknown) => {
      if (sessionEnded(error)) return;
      setOutcome({ kind: 'error', text: intl.formatMessage(failureMessage(error)) });
    },
    [intl, sessionEnded],
  );
  const clear = useCallback(() => setOutcome(null), []);
  const feedback = useMemo(() => ({ succeeded, failed, clear }), [succeeded, failed, clear]);
  const status = (
    <FormStatus
      success={outcome?.kind === 'success' ? outcome.text : null}
      error={outcome?.kind === 'error' ? outcome.text : null}
    />
  );
  return [feedback, status];
}

const FeedbackContext = createContext<WriteFeedback | null>(null);

export const WriteFeedbackProvider = FeedbackContext.Provider;

/** The feedback of the enclosing review section (tips and photos deep in the lists report through it). */
export function useWriteFeedback(): WriteFeedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useWriteFeedback outside a WriteFeedbackProvider');
  return feedback;
}

/**
 * Runs a write whose answer may carry userErrors: those count as a refusal too (Relay has already replaced the
 * optimistic change with the server's unchanged data).
 */
export async function runWrite<T>(
  feedback: WriteFeedback,
  write: () => Promise<T>,
  refused: (answer: T) => boolean,
  success?: MessageDescriptor,
): Promise<T | null> {
  feedback.clear();
  try {
    const answer = await write();
    if (refused(answer)) {
      feedback.failed(null);
      return null;
    }
    if (success) feedback.succeeded(success);
    return answer;
  } catch (error) {
    feedback.failed(error);
    return null;
  }
}
