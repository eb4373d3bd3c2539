import { defineMessages, useIntl } from 'react-intl';
import { useReportMutation } from '../../community/useReportMutation.ts';
import { ReportButton } from '../../community/ReportButton.tsx';
import type { ReportPlaceProps } from './ReportPlaceButton.tsx';

/** A place is reported as closed permanently, a duplicate or not real (docs/community.md#reports). */
const placeReportReasons = defineMessages({
  CLOSED_PERMANENTLY: { id: 'place.reasonClosedPermanently', defaultMessage: 'Closed permanently' },
  DUPLICATE: { id: 'place.reasonDuplicate', defaultMessage: 'Duplicate' },
  NOT_REAL: { id: 'place.reasonNotReal', defaultMessage: 'Not a real place' },
});

/** Reports the place (ReportButton), loaded by ReportPlaceButton after the screen's first render; `label` is its button's. */
export default function ReportPlaceAction({
  placeId,
  name,
  isMember,
  label,
  pressed,
}: ReportPlaceProps & { label: string; pressed: boolean }) {
  const intl = useIntl();
  const [report, inFlight] = useReportMutation();
  return (
    <ReportButton
      label={label}
      title={intl.formatMessage({ id: 'place.reportTitle', defaultMessage: 'Report {name}' }, { name })}
      reasons={placeReportReasons}
      isMember={isMember}
      send={(reason) => report({ input: { targetId: placeId, reason }, connections: [] })}
      refused={(answer) => answer.report.userErrors.length > 0}
      inFlight={inFlight}
      pressed={pressed}
    />
  );
}
