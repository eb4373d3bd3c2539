import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { hasMemberSession } from '../session/authState.ts';
import { isGraphQLRequestError } from '../relay/GraphQLRequestError.ts';
import { pathOf, signInPath } from './signInPath.ts';

/** A session the server refused (expired, revoked or garbage token) has been cleared: ask to sign in again. */
export function askToSignInAgain(loader: LoaderFunction): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    try {
      return await loader(args);
    } catch (error) {
      if (isGraphQLRequestError(error) && error.code === 'UNAUTHENTICATED')
        throw redirect(signInPath(pathOf(args.request.url), 'expired'));
      throw error;
    }
  };
}

/** Login-gated screens send a visitor to sign in first, and sign-in brings them back here. */
export function requireMember(loader: LoaderFunction): LoaderFunction {
  return askToSignInAgain(async (args) => {
    if (!hasMemberSession()) throw redirect(signInPath(pathOf(args.request.url), 'required'));
    return loader(args);
  });
}
