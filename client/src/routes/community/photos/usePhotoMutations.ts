import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { usePhotoMutationsDeleteMutation as DeletePhoto } from './__generated__/usePhotoMutationsDeleteMutation.graphql';
import type { usePhotoMutationsUploadMutation as UploadPhoto } from './__generated__/usePhotoMutationsUploadMutation.graphql';

/** Uploads a photo (the file as the upload `input.image`); the new edge goes on top of `connections` once. */
export function useUploadPhotoMutation() {
  return usePromiseMutation<UploadPhoto>(graphql`
    mutation usePhotoMutationsUploadMutation($input: UploadPhotoInput!, $connections: [ID!]!) @raw_response_type {
      uploadPhoto(input: $input) {
        photoEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...PhotoTile_photo
          }
        }
        subject {
          id
          photoCount
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useDeletePhotoMutation() {
  return usePromiseMutation<DeletePhoto>(graphql`
    mutation usePhotoMutationsDeleteMutation($input: DeletePhotoInput!, $connections: [ID!]!) @raw_response_type {
      deletePhoto(input: $input) {
        deletedPhotoId @deleteEdge(connections: $connections)
        subject {
          id
          photoCount
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}
