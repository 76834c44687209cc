import { personResource } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import AddIcon from '@mui/icons-material/Add';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Autocomplete, { type AutocompleteChangeReason } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState, type MouseEvent, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../dialogs/use-confirmed-delete.ts';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useNotify } from '../notify/notify-context.ts';
import {
  createPickerItem,
  deletePickerItem,
  fetchPickerPage,
  renamePickerItem,
  type PickerItem,
} from './picker-api.ts';
import { listMaxHeight, splitChips } from './picker-display.ts';
import { PickerNameDialog } from './picker-name-dialog.tsx';
import { PickerOption } from './picker-option.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useHasPermission } from '../hooks/use-has-permission.ts';
import { useInfiniteList } from '../hooks/use-infinite-list.ts';

/** How close to the end of the list (in pixels) scrolling asks for the next page. */
const loadMoreMargin = 40;

/** The shortcut to a full form for a new person or product; the form itself is the caller's. */
export interface PickerShortcut {
  kind: 'person' | 'product';
  /** gets what was typed, so the form can start with it as the name */
  onAdd(search: string): void;
}

/**
 * Spec 01 section 6: add-person needs the customer permission, add-product the Product one; the person's is the
 * create permission of the person resource, its form's route.
 */
const shortcutPermission: Record<PickerShortcut['kind'], string> = { person: personResource.permissions.create, product: 'Product' };

interface PickerCommonProps {
  /** the picker type: `getdetail?select=<select>` (group/main, group/sub, category, currency, …) */
  select: string;
  label: string;
  /** chained pickers: the parent's id; null while no parent is chosen (the picker waits, disabled) */
  parentId?: number | null;
  /** the document's currency; a change reloads the list */
  currency?: string | number;
  /** the pause in typing before a search, in ms (spec: 400 to 1000 ms by picker) */
  searchDelayMs?: number;
  /** takes the first item when nothing is chosen */
  initialSelect?: boolean;
  /** the list's max height in px; 0 means automatic, as on phones */
  maxHeight?: number;
  /** offers "add new" (a name dialog calling createdetail), and rename and delete to removeCategoryItem; false only chooses */
  allowAdd?: boolean;
  /** the add-person / add-product button, shown only with its permission */
  shortcut?: PickerShortcut;
  required?: boolean;
  /** translated */
  error?: string;
  /** a word under the box on what the choice is for, shown where there is no error */
  helperText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  name?: string;
  onBlur?(): void;
  /** prefix of the data-testid attributes: `<testId>-input`, `<testId>-add`, … */
  testId?: string;
}

export interface SinglePickerProps extends PickerCommonProps {
  multiple?: false;
  value: PickerItem | null;
  onChange(value: PickerItem | null): void;
}

export interface MultiplePickerProps extends PickerCommonProps {
  multiple: true;
  value: readonly PickerItem[];
  onChange(value: PickerItem[]): void;
}

export type PickerProps = SinglePickerProps | MultiplePickerProps;

type NameDialog = { mode: 'add'; initialName: string } | { mode: 'rename'; item: PickerItem };

function selectedOf(props: PickerProps): readonly PickerItem[] {
  if (props.multiple) return props.value;
  return props.value ? [props.value] : [];
}

function keepMouseFocus(event: MouseEvent) {
  // A button in the input must not open or close the list.
  event.preventDefault();
  event.stopPropagation();
}

/**
 * The searchable picker of spec 01 sections 3, 4, 6 and 9 over `getdetail?select=<type>`: the server searches
 * (debounced, trimmed, older requests cancelled), pages append as the list is scrolled, and items can be added,
 * renamed and deleted in place.
 */
export function Picker(props: PickerProps) {
  const {
    select,
    parentId,
    currency,
    searchDelayMs = 400,
    initialSelect = false,
    maxHeight = 200,
    allowAdd = true,
    shortcut,
    testId = 'picker',
  } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const confirmedDelete = useConfirmedDelete();
  const handleError = useApiErrorHandler();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  // A picker that only chooses (a filter, or accounts managed on their own screen) offers no rename or delete either.
  const manageable = useHasPermission('removeCategoryItem') && allowAdd;
  const shortcutAllowed = useHasPermission(shortcut ? shortcutPermission[shortcut.kind] : '');

  const selected = selectedOf(props);
  const waitingForParent = parentId === null;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), searchDelayMs);
  const [reloads, setReloads] = useState(0);
  const [nameDialog, setNameDialog] = useState<NameDialog | null>(null);

  const loader = useCallback(
    (page: number, signal: AbortSignal) => fetchPickerPage(select, { search, parentId, currency }, page, signal),
    // `reloads` is no input of the call: bumping it makes a new loader, which the list reloads from page 1.
    [select, search, parentId, currency, reloads],
  );

  // The first item is taken once per list (type, parent, currency), so clearing it afterwards sticks.
  const listKey = `${select}|${parentId ?? ''}|${currency ?? ''}`;
  const [initialTakenFor, setInitialTakenFor] = useState<string | null>(null);
  const wantsInitial = initialSelect && selected.length === 0 && initialTakenFor !== listKey;
  const list = useInfiniteList(loader, !waitingForParent && (open || wantsInitial));

  const emit = useCallback(
    (items: PickerItem[]) => {
      if (props.multiple) props.onChange(items);
      else props.onChange(items[0] ?? null);
    },
    [props.multiple, props.onChange],
  );

  const first = list.items[0];
  useEffect(() => {
    if (!wantsInitial || !list.loaded || search !== '') return;
    setInitialTakenFor(listKey);
    if (first) emit([first]);
  }, [wantsInitial, list.loaded, search, first, listKey, emit]);

  const reload = () => setReloads((n) => n + 1);

  const onChange = (value: PickerItem | PickerItem[] | null, reason: AutocompleteChangeReason) => {
    const items = Array.isArray(value) ? value : value ? [value] : [];
    emit(items);
    if (reason === 'clear') {
      // Spec 01 section 4: a cleared picker starts over with the whole list.
      setTyped('');
      reload();
    }
  };

  const addItem = async (name: string) => {
    try {
      const { data: item } = await createPickerItem(select, name, parentId);
      setNameDialog(null);
      emit(props.multiple ? [...selected, item] : [item]);
      notify.success(t('picker.registerSuccess'));
      setTyped('');
      reload();
    } catch (error) {
      handleError(error);
      throw error;
    }
  };

  const renameItem = async (item: PickerItem, name: string) => {
    try {
      const answer = await renamePickerItem(select, item.id, name);
      const renamed: PickerItem = { ...item, ...answer.data, id: item.id };
      setNameDialog(null);
      list.update((items) => items.map((each) => (each.id === item.id ? renamed : each)));
      if (selected.some((each) => each.id === item.id)) {
        emit(selected.map((each) => (each.id === item.id ? renamed : each)));
      }
      if (answer.message) notify.success(answer.message);
    } catch (error) {
      handleError(error);
      throw error;
    }
  };

  const deleteItem = async (item: PickerItem) => {
    await confirmedDelete(async () => {
      const answer = await deletePickerItem(select, item.id);
      list.update((items) => items.filter((each) => each.id !== item.id));
      if (selected.some((each) => each.id === item.id)) emit(selected.filter((each) => each.id !== item.id));
      notify.success(answer.message);
    });
  };

  const onListScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - loadMoreMargin) list.loadMore();
  };

  // Until the pause in typing is over, the list on screen answers an older search.
  const searching = list.loading || typed.trim() !== search;
  const height = listMaxHeight(maxHeight, isPhone);
  const disabled = props.disabled === true || waitingForParent;

  return (
    <>
      <Autocomplete<PickerItem, boolean, false, false>
        multiple={props.multiple === true}
        fullWidth
        size={props.size}
        disabled={disabled}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => {
          setOpen(false);
          setTyped('');
        }}
        value={props.multiple ? [...props.value] : props.value}
        options={list.items}
        loading={searching}
        // The server searches; the picker shows what it answers.
        filterOptions={(items) => items}
        getOptionLabel={(item) => item.name}
        getOptionKey={(item) => item.id}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        disableCloseOnSelect={props.multiple === true}
        onChange={(_event, value, reason) => onChange(value, reason)}
        // Only typing searches: the text MUI writes after a single choice is the chosen name, not a query;
        // an emptied input (a multiple choice made, the value cleared) is a search for everything again.
        onInputChange={(_event, text, reason) => {
          if (reason === 'input' || text === '') setTyped(text);
        }}
        loadingText={t('picker.searching')}
        clearText={t('picker.clear')}
        openText={t('picker.openList')}
        closeText={t('picker.closeList')}
        noOptionsText={t('picker.noData')}
        slotProps={{
          listbox: {
            onScroll: onListScroll,
            sx: height === undefined ? undefined : { maxHeight: height },
          },
        }}
        renderOption={(optionProps, item) => {
          const { key, ...rest } = optionProps;
          return (
            <PickerOption
              key={key}
              optionProps={rest}
              item={item}
              colourByRemain={isPhone}
              manageable={manageable}
              onRename={(each) => {
                setOpen(false);
                setNameDialog({ mode: 'rename', item: each });
              }}
              onDelete={(each) => {
                setOpen(false);
                void deleteItem(each);
              }}
            />
          );
        }}
        renderValue={
          props.multiple
            ? (value, getItemProps) => {
                const items = Array.isArray(value) ? value : [value];
                const { shown, hidden } = splitChips(items);
                return (
                  <>
                    {shown.map((item, index) => {
                      const { className, disabled: chipDisabled, onDelete, tabIndex } = getItemProps({ index });
                      return (
                        <Chip
                          key={item.id}
                          size="small"
                          label={item.name}
                          className={className}
                          disabled={chipDisabled}
                          onDelete={onDelete}
                          tabIndex={tabIndex}
                          data-testid={`${testId}-chip`}
                        />
                      );
                    })}
                    {hidden > 0 && (
                      <Chip
                        size="small"
                        // Latin or Persian, "+N" reads left to right, whatever the page's direction.
                        label={<span dir="ltr">{t('picker.moreChips', { n: localizeDigits(String(hidden), language) })}</span>}
                        title={items.slice(shown.length).map((item) => item.name).join('، ')}
                        data-testid={`${testId}-more`}
                      />
                    )}
                  </>
                );
              }
            : undefined
        }
        renderInput={(params) => (
          <TextField
            {...params}
            name={props.name}
            label={props.label}
            required={props.required}
            error={props.error !== undefined}
            helperText={props.error ?? props.helperText}
            onBlur={props.onBlur}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `${testId}-input` },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {searching && open && <CircularProgress color="inherit" size={18} />}
                    {shortcut && shortcutAllowed && (
                      <Tooltip title={t(shortcut.kind === 'person' ? 'picker.addPerson' : 'picker.addProduct')}>
                        <IconButton
                          size="small"
                          disabled={disabled}
                          aria-label={t(shortcut.kind === 'person' ? 'picker.addPerson' : 'picker.addProduct')}
                          data-testid={`${testId}-shortcut`}
                          onMouseDown={keepMouseFocus}
                          onClick={() => shortcut.onAdd(typed.trim())}
                        >
                          {shortcut.kind === 'person' ? (
                            <PersonAddAlt1OutlinedIcon fontSize="small" />
                          ) : (
                            <AddBusinessOutlinedIcon fontSize="small" />
                          )}
                        </IconButton>
                      </Tooltip>
                    )}
                    {allowAdd && (
                      <Tooltip title={t('picker.addNew')}>
                        <IconButton
                          size="small"
                          disabled={disabled}
                          aria-label={t('picker.addNew')}
                          data-testid={`${testId}-add`}
                          onMouseDown={keepMouseFocus}
                          onClick={() => {
                            setOpen(false);
                            setNameDialog({ mode: 'add', initialName: typed.trim() });
                          }}
                        >
                          <AddIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {nameDialog?.mode === 'add' && (
        <PickerNameDialog
          title={t('picker.addTitle', { label: props.label })}
          initialName={nameDialog.initialName}
          onCancel={() => setNameDialog(null)}
          onSave={addItem}
        />
      )}
      {nameDialog?.mode === 'rename' && (
        <PickerNameDialog
          title={t('picker.renameTitle', { label: props.label })}
          initialName={nameDialog.item.name}
          onCancel={() => setNameDialog(null)}
          onSave={(name) => renameItem(nameDialog.item, name)}
        />
      )}
    </>
  );
}
