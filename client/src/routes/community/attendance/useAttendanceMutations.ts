import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useAttendanceMutationsAttendMutation as Attend } from './__generated__/useAttendanceMutationsAttendMutation.graphql';
import type { useAttendanceMutationsUnattendMutation as Unattend } from './__generated__/useAttendanceMutationsUnattendMutation.graphql';

// Want to go / going on an event or experience; a change replaces the attendance (docs/community.md#attendance).

export function useAttendMutation() {
  return usePromiseMutation<Attend>(graphql`
    mutation useAttendanceMutationsAttendMutation($input: AttendInput!) @raw_response_type {
      attend(input: $input) {
        happening {
          id
          attendanceCount
          wantToGoCount
          viewerAttendance
        }
      }
    }
  `);
}

export function useUnattendMutation() {
  return usePromiseMutation<Unattend>(graphql`
    mutation useAttendanceMutationsUnattendMutation($input: UnattendInput!) @raw_response_type {
      unattend(input: $input) {
        happening {
          id
          attendanceCount
          wantToGoCount
          viewerAttendance
        }
      }
    }
  `);
}
