import { Button, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { socialMessages } from './socialMessages.ts';

const useStyles = makeStyles({ more: { justifySelf: 'start' } });

/** "Show more" under a paged member list while it has more; disabled while the next page loads. */
export function ShowMoreButton({
  hasNext,
  isLoadingNext,
  onMore,
  className,
}: {
  hasNext: boolean;
  isLoadingNext: boolean;
  onMore: () => void;
  className?: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  if (!hasNext) return null;
  return (
    <Button className={mergeClasses(styles.more, className)} disabled={isLoadingNext} onClick={onMore}>
      {intl.formatMessage(socialMessages.showMore)}
    </Button>
  );
}
