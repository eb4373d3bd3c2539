import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../../session/authState.ts';
import { usePromiseMutation } from '../../relay/commitAsPromise.ts';
import type { useSignOutMutation as SignOut } from './__generated__/useSignOutMutation.graphql';

/** Revokes the token on the server, then forgets it here whatever the server said, and goes home. */
export function useSignOut() {
  const navigate = useNavigate();
  const [signOut, inFlight] = usePromiseMutation<SignOut>(graphql`
    mutation useSignOutMutation {
      signOut {
        signedOut
      }
    }
  `);
  const run = useCallback(async () => {
    await signOut({}).catch((error: unknown) => console.warn('signOut failed', error));
    endSession();
    await navigate('/');
  }, [signOut, navigate]);
  return [run, inFlight] as const;
}
