import { useCallback, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormStatus } from '../../forms/FormStatus.tsx';
import { formMessages } from '../../forms/formMessages.ts';
import { isGraphQLRequestError } from '../../relay/GraphQLRequestError.ts';
import { useSessionEndedRedirect } from '../../session/useSessionEndedRedirect.ts';
import { socialMessages } from './socialMessages.ts';

interface Payload {
  userErrors: readonly { message: string }[];
}

/**
 * Runs social writes and shows their outcome: the server's own words when it refuses (userErrors and coded errors
 * come translated from the gateway), a plain message for a lost connection. Relay has rolled the optimistic change
 * back by then.
 */
export function useSocialOutcome(): [
  <T>(
    write: () => Promise<T>,
    payload: (answer: T) => Payload | null | undefined,
    success?: MessageDescriptor,
  ) => Promise<boolean>,
  ReactNode,
] {
  const intl = useIntl();
  const sessionEnded = useSessionEndedRedirect();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const run = useCallback(
    async <T,>(
      write: () => Promise<T>,
      payload: (answer: T) => Payload | null | undefined,
      success?: MessageDescriptor,
    ) => {
      setOutcome(null);
      try {
        const answer = await write();
        const refusal = payload(answer)?.userErrors[0];
        if (refusal) {
          setOutcome({ kind: 'error', text: refusal.message });
          return false;
        }
        if (success) setOutcome({ kind: 'success', text: intl.formatMessage(success) });
        return true;
      } catch (error) {
        if (sessionEnded(error)) return false;
        const network =
          isGraphQLRequestError(error) &&
          ['NETWORK_ERROR', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT'].includes(error.code);
        const text = network
          ? intl.formatMessage(formMessages.unreachable)
          : isGraphQLRequestError(error) && error.code !== 'BAD_RESPONSE'
            ? error.message
            : intl.formatMessage(socialMessages.writeFailed);
        setOutcome({ kind: 'error', text });
        return false;
      }
    },
    [intl, sessionEnded],
  );
  const status = (
    <FormStatus
      success={outcome?.kind === 'success' ? outcome.text : null}
      error={outcome?.kind === 'error' ? outcome.text : null}
    />
  );
  return [run, status];
}
