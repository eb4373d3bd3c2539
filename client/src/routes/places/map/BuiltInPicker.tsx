import { Button } from '@fluentui/react-components';
import { Pin20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { BuiltInMap } from './BuiltInMap.tsx';
import { LocationPin } from './LocationPin.tsx';
import { DEFAULT_POSITION, DEFAULT_ZOOM, project } from './mapMath.ts';
import type { PickerViewProps } from './mapTypes.ts';
import { pickerMessages } from './pickerMessages.ts';

/** The location picker on the built-in map: a click places the pin, which is then dragged or moved with the keys. */
export default function BuiltInPicker({ position, focus, onPick }: PickerViewProps) {
  const intl = useIntl();
  return (
    <BuiltInMap
      label={intl.formatMessage(pickerMessages.map)}
      testId="fallback-map"
      initialView={() => ({ center: position ?? DEFAULT_POSITION, zoom: DEFAULT_ZOOM })}
      centerOn={focus}
      onPress={onPick}
      controls={(viewport) => (
        <Button
          appearance="secondary"
          icon={<Pin20Regular />}
          disabled={!viewport}
          onClick={() => viewport && onPick(viewport.center)}
        >
          {intl.formatMessage(pickerMessages.pinCentre)}
        </Button>
      )}
    >
      {(viewport) => {
        if (!position) return null;
        const point = project(position, viewport);
        return (
          <LocationPin
            position={position}
            zoom={viewport.zoom}
            onPick={onPick}
            style={{ left: `${point.x}px`, top: `${point.y}px` }}
          />
        );
      }}
    </BuiltInMap>
  );
}
