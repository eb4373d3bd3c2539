// Production answers without graphql-js's "Did you mean ...?" hints, which map the schema for anyone probing it. They
// come from validation (fields, arguments, enum literals) and from the coercion of variables at execution, so the
// plugin cleans both; graphql-ws runs through the same envelop hooks (subscriptions/websocket.ts). graphql-armor's
// blockFieldSuggestion sees validation only and misses `Did you mean the enum value "EVENT"?`.
import { GraphQLError } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';

const SUGGESTION = / ?Did you mean [^?]*\?/g;

function hide<Error>(error: Error): Error {
  if (error instanceof GraphQLError && error.message.includes('Did you mean'))
    error.message = error.message.replace(SUGGESTION, '');
  return error;
}

type Result = { errors?: readonly unknown[] };

const cleanResult = ({ result }: { result: Result }) => {
  result.errors?.forEach(hide);
};

export function hideSuggestions(): Plugin {
  return {
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (!valid) setResult(result.map(hide));
      },
    onExecute: () => ({ onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, cleanResult) }),
    onSubscribe: () => ({ onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, cleanResult) }),
  };
}
