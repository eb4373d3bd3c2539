// Reading ahead in a query: the largest value an argument of a sub-field takes, so a list can be fetched with the
// right size in one call instead of once per parent.
import {
  Kind as AstKind,
  valueFromAST,
  type GraphQLInputType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

export function largestSubfieldArgument(
  info: GraphQLResolveInfo,
  subfield: string,
  argument: string,
  type: GraphQLInputType,
  fallback: number,
): number {
  let largest: number | undefined;
  const visited = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === AstKind.FIELD) {
        if (selection.name.value !== subfield) continue;
        const node = selection.arguments?.find((arg) => arg.name.value === argument);
        const value = node ? valueFromAST(node.value, type, info.variableValues) : fallback;
        const number = typeof value === 'number' ? value : fallback;
        largest = Math.max(largest ?? number, number);
      } else if (selection.kind === AstKind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return largest ?? fallback;
}
