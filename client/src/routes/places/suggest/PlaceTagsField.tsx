import { Checkbox, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { tagsMatching } from './placeTags.ts';

const messages = defineMessages({
  tags: { id: 'placeForm.tags', defaultMessage: 'Tags' },
  filter: { id: 'placeForm.tagsFilter', defaultMessage: 'Find a tag' },
  none: { id: 'placeForm.tagsNone', defaultMessage: 'No tag matches.' },
  noneChosen: { id: 'placeForm.tagsNoneChosen', defaultMessage: 'No tags chosen' },
});

interface Tag {
  readonly id: string;
  readonly name: string;
}

interface PlaceTagsFieldProps {
  tags: readonly Tag[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The class names of the form's other checkbox groups (features), so both look the same. */
  classes: { section: string; legend: string; list: string };
}

/**
 * The tags of a suggested place: a checkbox per tag (named in the viewer's language), narrowed by a find field; a line
 * names the chosen tags, also those the find field hides.
 */
export function PlaceTagsField({ tags, value, onChange, classes }: PlaceTagsFieldProps) {
  const intl = useIntl();
  const [filter, setFilter] = useState('');
  const shown = tagsMatching(tags, filter);
  const chosenNames = tags.filter((tag) => value.includes(tag.id)).map((tag) => tag.name);
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{intl.formatMessage(messages.tags)}</legend>
      <Field label={intl.formatMessage(messages.filter)}>
        <Input type="search" value={filter} onChange={(_, data) => setFilter(data.value)} />
      </Field>
      <p>
        {chosenNames.length === 0
          ? intl.formatMessage(messages.noneChosen)
          : intl.formatMessage(
              { id: 'placeForm.tagsChosen', defaultMessage: 'Chosen: {names}' },
              { names: intl.formatList(chosenNames, { type: 'conjunction' }) },
            )}
      </p>
      {shown.length === 0 ? (
        <p role="status">{intl.formatMessage(messages.none)}</p>
      ) : (
        <div className={classes.list}>
          {shown.map((tag) => (
            <Checkbox
              key={tag.id}
              value={tag.id}
              label={tag.name}
              checked={value.includes(tag.id)}
              onChange={(_, { checked }) =>
                onChange(checked ? [...value, tag.id] : value.filter((id) => id !== tag.id))
              }
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
