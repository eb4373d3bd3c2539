import { Button, makeStyles } from '@fluentui/react-components';
import { Pin20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { GoogleMapBase, Pinned, type GoogleMapHandle } from './GoogleMapBase.tsx';
import { LocationPin } from './LocationPin.tsx';
import { DEFAULT_POSITION, DEFAULT_ZOOM, type Position } from './mapMath.ts';
import type { PickerViewProps } from './mapTypes.ts';
import { pickerMessages } from './pickerMessages.ts';

const useStyles = makeStyles({
  centre: { position: 'absolute', insetBlockEnd: '12px', insetInlineStart: '12px', zIndex: 4 },
});

/** The location picker on Google's map: a click places the pin, which is then dragged or moved with the keys. */
export default function GooglePicker({
  apiKey,
  onUnavailable,
  position,
  focus,
  onPick,
}: PickerViewProps & { apiKey: string; onUnavailable: () => void }) {
  const styles = useStyles();
  const intl = useIntl();
  const [start] = useState(position ?? DEFAULT_POSITION);
  const [view, setView] = useState<{ center: Position; zoom: number }>({ center: start, zoom: DEFAULT_ZOOM });
  const map = useRef<GoogleMapHandle | null>(null);

  useEffect(() => {
    if (focus) map.current?.setCenter({ lat: focus.latitude, lng: focus.longitude });
  }, [focus]);

  return (
    <GoogleMapBase
      apiKey={apiKey}
      label={intl.formatMessage(pickerMessages.map)}
      onUnavailable={onUnavailable}
      defaultCenter={{ lat: start.latitude, lng: start.longitude }}
      defaultZoom={DEFAULT_ZOOM}
      onLoaded={({ map: googleMap }) => {
        map.current = googleMap;
      }}
      onChange={({ center, zoom }) => setView({ center: { latitude: center.lat, longitude: center.lng }, zoom })}
      onClick={({ lat, lng }) => onPick({ latitude: lat, longitude: lng })}
      overlay={
        <div className={styles.centre}>
          <Button appearance="secondary" icon={<Pin20Regular />} onClick={() => onPick(view.center)}>
            {intl.formatMessage(pickerMessages.pinCentre)}
          </Button>
        </div>
      }
    >
      {position ? (
        <Pinned lat={position.latitude} lng={position.longitude}>
          <LocationPin position={position} zoom={view.zoom} onPick={onPick} />
        </Pinned>
      ) : null}
    </GoogleMapBase>
  );
}
