// Text that the service cannot store (a NUL, a UTF-16 surrogate without its pair) is refused before anything runs,
// as BAD_USER_INPUT naming the variable or argument it came in, in the viewer's language (docs/messages.md). The REST
// API refuses it too, with a field error: this check answers with the GraphQL names and saves the upstream calls.
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { message } from '../messages/catalog.ts';
import type { GatewayContext } from './context.ts';
import { UNSTORABLE_TEXT } from '../../../shared/text.ts';

/** The dotted path (`input.text`, `ids.2`) of the first unstorable string of a variable's value, or null. */
function inValue(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, entry] of Object.entries(value)) {
    const found = UNSTORABLE_TEXT.test(key) ? `${path}.${key}` : inValue(entry, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/** The argument path (`text`, `input.text`) of the first unstorable string literal of a document, or null. */
function inDocument(document: DocumentNode): string | null {
  const path: string[] = [];
  let found: string | null = null;
  visit(document, {
    Argument: { enter: (node) => void path.push(node.name.value), leave: () => void path.pop() },
    ObjectField: { enter: (node) => void path.push(node.name.value), leave: () => void path.pop() },
    [Kind.STRING]: (node) => {
      if (found === null && UNSTORABLE_TEXT.test(node.value)) found = path.join('.');
    },
  });
  return found;
}

/** Where a request carries unstorable text: the first such variable or argument, or null. */
export function unstorableInput(document: DocumentNode, variables: Record<string, unknown> | undefined): string | null {
  for (const [name, value] of Object.entries(variables ?? {})) {
    const found = inValue(value, name);
    if (found) return found;
  }
  return inDocument(document);
}

export function textGuard(): Plugin<GatewayContext> {
  const refuse = ({
    args,
    setResultAndStopExecution,
  }: {
    args: { document: DocumentNode; variableValues?: unknown; contextValue: GatewayContext };
    setResultAndStopExecution: (result: { errors: GraphQLError[] }) => void;
  }) => {
    const field = unstorableInput(args.document, args.variableValues as Record<string, unknown> | undefined);
    if (field === null) return;
    const text = message('text_unstorable', args.contextValue.locale);
    setResultAndStopExecution({ errors: [new GraphQLError(text, { extensions: { code: 'BAD_USER_INPUT', field } })] });
  };
  return { onExecute: refuse, onSubscribe: refuse };
}
