// The four paged lists of a member's page, each its own Relay pagination fragment (a "Show more" asks for the next
// page of that list only, through node(id)).
import { graphql } from 'react-relay';

export const memberTipsFragment = graphql`
  fragment memberListFragments_tips on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "MemberTipsPaginationQuery") {
    tips(first: $count, after: $cursor) @connection(key: "MemberContent_tips") {
      totalCount
      edges {
        node {
          id
          text
          subject {
            __typename
            name
          }
        }
      }
    }
  }
`;

export const memberPhotosFragment = graphql`
  fragment memberListFragments_photos on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
  @refetchable(queryName: "MemberPhotosPaginationQuery") {
    photos(first: $count, after: $cursor) @connection(key: "MemberContent_photos") {
      totalCount
      edges {
        node {
          id
          image {
            thumbnail
            alt
          }
          subject {
            name
          }
        }
      }
    }
  }
`;

export const memberFollowersFragment = graphql`
  fragment memberListFragments_followers on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "MemberFollowersPaginationQuery") {
    followers(first: $count, after: $cursor) @connection(key: "MemberContent_followers") {
      totalCount
      edges {
        node {
          id
          ...MemberRow_user
        }
      }
    }
  }
`;

export const memberFollowingsFragment = graphql`
  fragment memberListFragments_followings on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "MemberFollowingsPaginationQuery") {
    followings(first: $count, after: $cursor) @connection(key: "MemberContent_followings") {
      totalCount
      edges {
        node {
          id
          ...MemberRow_user
        }
      }
    }
  }
`;
