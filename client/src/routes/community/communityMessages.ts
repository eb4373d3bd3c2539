import { defineMessages } from 'react-intl';

/** Labels and outcomes of the tips, photos, rating and attendance parts (docs/messages.md#outcomes-of-writes). */
export const communityMessages = defineMessages({
  tipsList: { id: 'community.tipsList', defaultMessage: 'Tips' },
  photosList: { id: 'community.photosList', defaultMessage: "Members' photos" },
  noReviews: { id: 'community.noReviews', defaultMessage: 'No reviews yet. Be the first to share a tip.' },
  noPhotos: { id: 'community.noPhotos', defaultMessage: 'No photos yet.' },
  moreTips: { id: 'community.moreTips', defaultMessage: 'More tips' },
  morePhotos: { id: 'community.morePhotos', defaultMessage: 'More photos' },
  tipPublished: { id: 'community.tipPublished', defaultMessage: 'Your review was published' },
  photoPublished: { id: 'community.photoPublished', defaultMessage: 'Photo published' },
  deleted: { id: 'community.deleted', defaultMessage: 'Deleted successfully' },
  reportSent: { id: 'community.reportSent', defaultMessage: 'Report sent' },
  writeFailed: {
    id: 'community.writeFailed',
    defaultMessage: 'Your change could not be saved and was undone. Try again.',
  },
  forbidden: { id: 'community.forbidden', defaultMessage: 'Only its author can delete it.' },
  notFound: { id: 'community.notFound', defaultMessage: 'It is no longer there.' },
  delete: { id: 'community.delete', defaultMessage: 'Delete' },
  report: { id: 'community.report', defaultMessage: 'Report' },
  cancel: { id: 'community.cancel', defaultMessage: 'Cancel' },
  deleteTipTitle: { id: 'community.deleteTipTitle', defaultMessage: 'Delete your tip?' },
  deletePhotoTitle: { id: 'community.deletePhotoTitle', defaultMessage: 'Delete your photo?' },
  deleteText: { id: 'community.deleteText', defaultMessage: 'It is removed for everyone. This cannot be undone.' },
  reportTipTitle: { id: 'community.reportTipTitle', defaultMessage: 'Report this tip?' },
  reportPhotoTitle: { id: 'community.reportPhotoTitle', defaultMessage: 'Report this photo?' },
  reportReason: { id: 'community.reportReason', defaultMessage: 'Why are you reporting it?' },
  reportHint: {
    id: 'community.reportHint',
    defaultMessage: 'It will be hidden from you and our team will look at it.',
  },
  sendReport: { id: 'community.sendReport', defaultMessage: 'Send report' },
  reasonSpam: { id: 'community.reasonSpam', defaultMessage: 'Spam' },
  reasonOffensive: { id: 'community.reasonOffensive', defaultMessage: 'Offensive' },
  reasonMisleading: { id: 'community.reasonMisleading', defaultMessage: 'Misleading' },
  reasonOther: { id: 'community.reasonOther', defaultMessage: 'Something else' },
});
