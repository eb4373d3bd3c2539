import { graphql } from 'react-relay/hooks';

/** The query of the sign-in, sign-up, password and account-link screens: the header and which social sign-ins exist. */
export const memberPageQuery = graphql`
  query memberPageQuery($cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    viewer {
      ...SocialSignInButtons_viewer
    }
  }
`;
