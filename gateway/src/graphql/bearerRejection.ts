// A request whose bearer token the upstream refused (expired, revoked) gets its public data read as a visitor's
// (upstream/session.ts), but never silently: the response carries the UNAUTHENTICATED error, so the client refreshes
// its session or signs the member out even when no field of the query needed the member.
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from './context.ts';

export function reportBearerRejection(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          const rejection = (args.contextValue as GatewayContext).upstream.bearerRejection;
          if (!rejection || Symbol.asyncIterator in result) return;
          const errors = result.errors ?? [];
          if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return;
          setResult({ ...result, errors: [...errors, rejection] });
        },
      };
    },
  };
}
