import { graphql } from 'react-relay/hooks';

/* eslint-disable relay/unused-fields -- SavePickerDialog reads the answer; the query lives here so that SaveButton
   can start loading it on the click, before the dialog's code arrives */
/** The member's lists, each ticked when it holds the item: loaded when the picker opens. */
export const savePickerQuery = graphql`
  query savePickerQuery($itemId: ID!) {
    viewer {
      favouriteLists(first: 100) @connection(key: "SavePicker_favouriteLists") {
        __id
        edges {
          node {
            id
            name
            itemCount
            contains(itemId: $itemId)
          }
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */
