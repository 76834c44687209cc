import ListAltIcon from '@mui/icons-material/ListAlt';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useNotify } from '../notify/notify-context.ts';
import { DraftListDialog } from './draft-list-dialog.tsx';
import { canSaveDraft } from './draft-rules.ts';
import { draftsQueryKey, saveDraft } from './drafts-api.ts';

export interface DescriptionFieldProps {
  value: string;
  onChange(text: string): void;
  /** the form it belongs to: drafts are saved and listed by this type */
  type: string;
  /** translated; "description" by default */
  label?: string;
  name?: string;
  /** the text area's height in lines */
  minRows?: number;
  /** translated */
  error?: string;
  disabled?: boolean;
  onBlur?(): void;
  /** prefix of the data-testid attributes: `<testId>-input`, `<testId>-save-draft`, `<testId>-drafts` */
  testId?: string;
}

/**
 * The shared description box of spec 02: a text area with "add to draft", shown while the text differs from
 * the last saved draft, and the draft list, whose choice fills the box.
 */
export function DescriptionField({
  value,
  onChange,
  type,
  label,
  name,
  minRows = 3,
  error,
  disabled,
  onBlur,
  testId = 'description',
}: DescriptionFieldProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const [lastSaved, setLastSaved] = useState('');
  const [saving, setSaving] = useState(false);
  const [listing, setListing] = useState(false);

  const addToDraft = async () => {
    const text = value.trim();
    setSaving(true);
    try {
      const answer = await saveDraft(text, type);
      setLastSaved(text);
      if (answer.message) notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: draftsQueryKey });
    } catch (failure) {
      handleError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <TextField
        fullWidth
        multiline
        minRows={minRows}
        name={name}
        label={label ?? t('fields.description')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        // The draft buttons are out of the Tab order; from the keyboard, alt+down opens the list.
        onKeyDown={(event) => {
          if (event.altKey && event.key === 'ArrowDown' && !disabled) {
            event.preventDefault();
            setListing(true);
          }
        }}
        disabled={disabled}
        error={error !== undefined}
        helperText={error}
        slotProps={{
          htmlInput: { dir: 'auto', 'data-testid': `${testId}-input`, 'aria-keyshortcuts': 'Alt+ArrowDown' },
          input: {
            endAdornment: (
              <InputAdornment position="end" sx={{ alignSelf: 'flex-start', mt: 1.5 }}>
                {canSaveDraft(value, lastSaved) && (
                  <Tooltip title={t('drafts.addToDraft')}>
                    <IconButton
                      size="small"
                      disabled={disabled || saving}
                      aria-label={t('drafts.addToDraft')}
                      onClick={() => void addToDraft()}
                      tabIndex={-1}
                      data-testid={`${testId}-save-draft`}
                    >
                      {saving ? <CircularProgress size={18} /> : <PlaylistAddIcon fontSize="small" />}
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={t('drafts.listTitle')}>
                  <IconButton
                    size="small"
                    disabled={disabled}
                    aria-label={t('drafts.listTitle')}
                    onClick={() => setListing(true)}
                    tabIndex={-1}
                    data-testid={`${testId}-drafts`}
                  >
                    <ListAltIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <DraftListDialog
        open={listing}
        onClose={() => setListing(false)}
        type={type}
        onSelect={(text) => {
          onChange(text);
          // A chosen draft is saved already: offering to save it again would make a duplicate.
          setLastSaved(text);
        }}
      />
    </>
  );
}
