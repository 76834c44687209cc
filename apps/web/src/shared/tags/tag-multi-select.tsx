import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useState, type MouseEvent, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useInfiniteList } from '../hooks/use-infinite-list.ts';
import { tagChipSx } from './tag-colors.ts';
import { TagDot } from './tag-dot.tsx';
import { TagManager, type TagChange } from './tag-manager.tsx';
import { createTag, fetchTagPage, type Tag, type TagKind } from './tags-api.ts';

const loadMoreMargin = 40;

export interface TagMultiSelectProps {
  /** tags (default) or branches */
  kind?: TagKind;
  /** what the tags belong to, e.g. 'product': the list shows and new tags get this type */
  type?: string;
  /** the chosen tags' texts (tags are keyed by text) */
  value: readonly string[];
  onChange(texts: string[]): void;
  /** translated; "tags" or "branches" by default */
  label?: string;
  /** the pause in typing before a search, in ms; spec 01 section 9 gives tags 1000 */
  searchDelayMs?: number;
  /** offers the tag manager from the field; true unless said otherwise */
  manageable?: boolean;
  /** translated */
  error?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** prefix of the data-testid attributes: `<testId>-input`, `<testId>-chip`, `<testId>-manage` */
  testId?: string;
}

/** A tag not seen in any list yet (a form's saved value): its colour is unknown until the list has it. */
function unseenTag(text: string): Tag {
  return { id: 0, text, color: null, type: null, ref_id: null };
}

function keepMouseFocus(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Picks tags (or branches) of one type. A typed text that is no tag becomes one on Enter: it is created on the
 * server (which gives it the next palette colour) and chosen (spec 01 section 4).
 */
export function TagMultiSelect({
  kind = 'tags',
  type,
  value,
  onChange,
  label,
  searchDelayMs = 1000,
  manageable = true,
  error,
  disabled,
  size,
  testId = 'tags',
}: TagMultiSelectProps) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), searchDelayMs);
  const [reloads, setReloads] = useState(0);
  const [known, setKnown] = useState<ReadonlyMap<string, Tag>>(new Map());
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState(false);

  const loader = useCallback(
    (page: number, signal: AbortSignal) => fetchTagPage(kind, { search, type }, page, signal),
    // `reloads` is no input of the call: bumping it makes a new loader, which the list reloads from page 1.
    [kind, search, type, reloads],
  );
  // A form's saved tags need their colours: the first page is read at once when some are unknown.
  const someUnknown = value.some((text) => !known.has(text));
  const list = useInfiniteList(loader, open || someUnknown);

  useEffect(() => {
    if (list.items.length === 0) return;
    setKnown((current) => new Map([...current, ...list.items.map((tag): [string, Tag] => [tag.text, tag])]));
  }, [list.items]);

  const remember = (tag: Tag) => setKnown((current) => new Map(current).set(tag.text, tag));

  const choose = async (texts: string[]) => {
    const fresh = texts.find((text) => !value.includes(text));
    const typedText = fresh?.trim() ?? '';
    const isNew = typedText !== '' && !known.has(typedText) && !list.items.some((tag) => tag.text === typedText);
    if (!isNew) {
      onChange([...new Set(texts.map((text) => text.trim()).filter((text) => text !== ''))]);
      return;
    }
    setCreating(true);
    try {
      const { data: tag } = await createTag(kind, { text: typedText, type });
      remember(tag);
      onChange([...value, tag.text]);
      setTyped('');
      setReloads((n) => n + 1);
    } catch (failure) {
      handleError(failure);
    } finally {
      setCreating(false);
    }
  };

  const followManager = (change: TagChange) => {
    if (change.change === 'edited') {
      remember(change.tag);
      if (value.includes(change.oldText)) onChange(value.map((text) => (text === change.oldText ? change.tag.text : text)));
    } else if (value.includes(change.tag.text)) {
      onChange(value.filter((text) => text !== change.tag.text));
    }
    setReloads((n) => n + 1);
  };

  const onListScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - loadMoreMargin) list.loadMore();
  };

  const searching = list.loading || typed.trim() !== search;
  const chosen = value.map((text) => known.get(text) ?? unseenTag(text));

  return (
    <>
      <Autocomplete<Tag, true, false, true>
        multiple
        freeSolo
        fullWidth
        size={size}
        disabled={disabled}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={chosen}
        options={list.items}
        loading={searching}
        filterOptions={(tags) => tags}
        filterSelectedOptions
        getOptionLabel={(tag) => (typeof tag === 'string' ? tag : tag.text)}
        getOptionKey={(tag) => (typeof tag === 'string' ? tag : tag.text)}
        isOptionEqualToValue={(option, current) => option.text === (typeof current === 'string' ? current : current.text)}
        inputValue={typed}
        onInputChange={(_event, text, reason) => {
          // MUI empties the input after a choice; what the user typed is theirs otherwise.
          if (reason === 'input' || reason === 'clear' || text === '') setTyped(text);
        }}
        onChange={(_event, tags) => void choose(tags.map((tag) => (typeof tag === 'string' ? tag : tag.text)))}
        loadingText={t('picker.searching')}
        clearText={t('picker.clear')}
        openText={t('picker.openList')}
        closeText={t('picker.closeList')}
        noOptionsText={t('tags.empty')}
        slotProps={{ listbox: { onScroll: onListScroll, sx: { maxHeight: 200 } } }}
        renderOption={(optionProps, tag) => {
          const { key, ...rest } = optionProps;
          return (
            <li key={key} {...rest} data-testid={`${testId}-option`}>
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <TagDot color={tag.color} />
                {tag.text}
              </Box>
            </li>
          );
        }}
        renderValue={(tags, getItemProps) =>
          tags.map((tag, index) => {
            const { className, disabled: chipDisabled, onDelete, tabIndex } = getItemProps({ index });
            const text = typeof tag === 'string' ? tag : tag.text;
            const color = typeof tag === 'string' ? null : tag.color;
            return (
              <Chip
                key={text}
                size="small"
                label={text}
                className={className}
                disabled={chipDisabled}
                onDelete={onDelete}
                tabIndex={tabIndex}
                data-testid={`${testId}-chip`}
                sx={tagChipSx(color)}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={label ?? t(kind === 'branch' ? 'resources.branches' : 'resources.tags')}
            // Shown while the field has focus: a new tag is only a typed text and Enter away.
            placeholder={value.length === 0 ? t('tags.createHint') : undefined}
            error={error !== undefined}
            helperText={error}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `${testId}-input` },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {(creating || (searching && open)) && <CircularProgress color="inherit" size={18} />}
                    {manageable && (
                      <Tooltip title={t(kind === 'branch' ? 'tags.manageBranches' : 'tags.manageTags')}>
                        <IconButton
                          size="small"
                          disabled={disabled}
                          aria-label={t(kind === 'branch' ? 'tags.manageBranches' : 'tags.manageTags')}
                          data-testid={`${testId}-manage`}
                          onMouseDown={keepMouseFocus}
                          onClick={() => {
                            setOpen(false);
                            setManaging(true);
                          }}
                        >
                          <SettingsOutlinedIcon fontSize="small" />
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
      {manageable && (
        <TagManager
          open={managing}
          onClose={() => setManaging(false)}
          kind={kind}
          type={type}
          onChanged={followManager}
        />
      )}
    </>
  );
}
