import { Checkbox } from '@fluentui/react-components';
import { defineMessages, useIntl } from 'react-intl';
import { featureMessages, placeFeatures } from '../placeFeatureMessages.ts';

const messages = defineMessages({
  features: { id: 'placeForm.features', defaultMessage: 'Features' },
});

/** The features of a suggested place: a checkbox per feature the schema knows. */
export function FeaturesField({
  value,
  onChange,
  classes,
}: {
  value: readonly string[];
  onChange: (features: string[]) => void;
  classes: { section: string; legend: string; list: string };
}) {
  const intl = useIntl();
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{intl.formatMessage(messages.features)}</legend>
      <div className={classes.list}>
        {placeFeatures.map((feature) => (
          <Checkbox
            key={feature}
            label={intl.formatMessage(featureMessages[feature])}
            checked={value.includes(feature)}
            onChange={(_, { checked }) =>
              onChange(checked ? [...value, feature] : value.filter((item) => item !== feature))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
