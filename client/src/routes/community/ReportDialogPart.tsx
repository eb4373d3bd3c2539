import { FluentScope } from '../../app/FluentScope.tsx';
import { ReportDialog, type ReportDialogProps } from './ReportDialog.tsx';

/** The report dialog in its own FluentScope, for ReportButton, which loads it after the screen's first render. */
export default function ReportDialogPart<R extends string>(props: ReportDialogProps<R>) {
  return (
    <FluentScope part>
      <ReportDialog {...props} />
    </FluentScope>
  );
}
