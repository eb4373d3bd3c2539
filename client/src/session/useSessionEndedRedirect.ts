import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isGraphQLRequestError } from '../relay/GraphQLRequestError.ts';
import { signInPath } from '../routing/signInPath.ts';

/**
 * For a member's write that failed: when the server refused the session (already cleared by the network layer), go
 * to sign in again and come back here. Returns whether it did, so the caller shows its own message otherwise.
 */
export function useSessionEndedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown): boolean => {
      if (!isGraphQLRequestError(error) || error.code !== 'UNAUTHENTICATED') return false;
      void navigate(signInPath(`${location.pathname}${location.search}`, 'expired'));
      return true;
    },
    [navigate, location],
  );
}
