import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useCallback, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPickerPage, type PickerItem } from '../picker/picker-api.ts';
import { useDebouncedValue } from '../picker/use-debounced-value.ts';
import { useInfiniteList, type PageLoader } from '../picker/use-infinite-list.ts';

/** Spec 01 section 7: picker searches wait 400 to 1000 ms; reference fields take the short end. */
const searchDelayMs = 400;
/** How close to the end of the list (in pixels) scrolling asks for the next page. */
const loadMoreMargin = 40;

type Chosen = Pick<PickerItem, 'id' | 'name'>;

interface ReferencePickerProps {
  name: string;
  /** the picked resource's name: `getdetail?select=<resource>` */
  resource: string;
  value: number | null;
  /** the chosen record's name as the list or the edit answer gives it (`<field>_label`) */
  valueLabel: string | null;
  /** the id of the parent record for a chained picker */
  parentId?: number;
  onChange(id: number | null): void;
  onBlur?(): void;
  label: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** A searchable picker over `getdetail`: search as you type, scroll for more. */
export function ReferencePicker(props: ReferencePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const query = useDebouncedValue(search.trim(), searchDelayMs);
  const { resource, parentId } = props;
  // A new search or parent is a new loader, and with it a new list from page 1 (the old request cancelled).
  const loader = useCallback<PageLoader<Chosen>>(
    (page, signal) => fetchPickerPage(resource, { search: query, parentId }, page, signal),
    [resource, query, parentId],
  );
  const { items, loading, loadMore } = useInfiniteList(loader, open);

  const selected: Chosen | null =
    props.value === null
      ? null
      : chosen?.id === props.value
        ? chosen
        : { id: props.value, name: props.valueLabel ?? `#${props.value}` };
  const options = selected && !items.some((item) => item.id === selected.id) ? [selected, ...items] : items;

  const onListScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - loadMoreMargin) loadMore();
  };

  return (
    <Autocomplete
      fullWidth
      size={props.size}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setSearch('');
      }}
      value={selected}
      options={options}
      loading={loading}
      disabled={props.disabled}
      // The server searches; the picker shows what it answers.
      filterOptions={(all) => all}
      getOptionLabel={(item) => item.name}
      getOptionKey={(item) => item.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, item) => {
        setChosen(item);
        props.onChange(item?.id ?? null);
      }}
      // Only typing searches: the text MUI writes after a choice is the chosen name, not a query.
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      loadingText={t('picker.searching')}
      noOptionsText={t('picker.noData')}
      slotProps={{ listbox: { onScroll: onListScroll } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={props.label}
          required={props.required}
          error={props.error !== undefined}
          helperText={props.error}
          onBlur={props.onBlur}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
