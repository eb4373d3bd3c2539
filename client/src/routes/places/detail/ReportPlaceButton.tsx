import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { ReportTrigger } from '../../community/ReportTrigger.tsx';
import { placeDetailMessages } from './placeDetailMessages.ts';

// The report's dialog, mutation and outcome load after the screen's first render; its button stands in meanwhile.
const ReportPlaceAction = lazy(() => import('../../detailParts.ts').then((parts) => parts.reportPlaceAction()));

export interface ReportPlaceProps {
  placeId: string;
  name: string;
  isMember: boolean;
}

/** "Report this place" (ReportPlaceAction.tsx): a press before its code has arrived acts as soon as it has. */
export function ReportPlaceButton(props: ReportPlaceProps) {
  const intl = useIntl();
  const [pressed, setPressed] = useState(false);
  const label = intl.formatMessage(placeDetailMessages.report);
  return (
    <Suspense fallback={<ReportTrigger label={label} aria-busy={pressed} onClick={() => setPressed(true)} />}>
      <ReportPlaceAction {...props} label={label} pressed={pressed} />
    </Suspense>
  );
}
