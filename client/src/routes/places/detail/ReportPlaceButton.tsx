import { defineMessages, useIntl } from '../../../i18n/intl/index.ts';
import { useReportMutation } from '../../community/useReportMutation.ts';
import { ReportButton } from '../../community/ReportButton.tsx';

const messages = defineMessages({
  report: { id: 'place.report', defaultMessage: 'Report this place' },
});

/** A place is reported as closed permanently, a duplicate or not real (docs/community.md#reports). */
const placeReportReasons = defineMessages({
  CLOSED_PERMANENTLY: { id: 'place.reasonClosedPermanently', defaultMessage: 'Closed permanently' },
  DUPLICATE: { id: 'place.reasonDuplicate', defaultMessage: 'Duplicate' },
  NOT_REAL: { id: 'place.reasonNotReal', defaultMessage: 'Not a real place' },
});

export function ReportPlaceButton({ placeId, name, isMember }: { placeId: string; name: string; isMember: boolean }) {
  const intl = useIntl();
  const [report, inFlight] = useReportMutation();
  return (
    <ReportButton
      label={intl.formatMessage(messages.report)}
      title={intl.formatMessage({ id: 'place.reportTitle', defaultMessage: 'Report {name}' }, { name })}
      reasons={placeReportReasons}
      isMember={isMember}
      send={(reason) => report({ input: { targetId: placeId, reason }, connections: [] })}
      refused={(answer) => answer.report.userErrors.length > 0}
      inFlight={inFlight}
    />
  );
}
