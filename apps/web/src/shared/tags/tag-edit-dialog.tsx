import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TagColorChooser } from './tag-color-chooser.tsx';
import type { Tag, TagKind } from './tags-api.ts';

interface TagEditDialogProps {
  kind: TagKind;
  tag: Tag;
  onCancel(): void;
  onSave(change: { text: string; color: string | null }): void;
}

/** Text and colour of one tag; saving hands the change back at once (the manager applies it optimistically). */
export function TagEditDialog({ kind, tag, onCancel, onSave }: TagEditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState(tag.text);
  const [color, setColor] = useState(tag.color);
  const [touched, setTouched] = useState(false);
  const missing = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (!missing) onSave({ text: text.trim(), color });
  };

  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby={titleId} data-testid="tag-edit-dialog">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(kind === 'branch' ? 'tags.editBranch' : 'tags.editTag')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              required
              fullWidth
              label={t('fields.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && missing}
              helperText={touched && missing ? t('common.required') : undefined}
              slotProps={{ htmlInput: { maxLength: 249, 'data-testid': 'tag-edit-text' } }}
            />
            <TagColorChooser value={color} onChange={setColor} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid="tag-edit-save">
            {t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
