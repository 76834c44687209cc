import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogSearchBox } from '../dialogs/dialog-search-box.tsx';
import { useConfirmedDelete } from '../dialogs/use-confirmed-delete.ts';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useNotify } from '../notify/notify-context.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useInfiniteList } from '../hooks/use-infinite-list.ts';
import { TagDot } from './tag-dot.tsx';
import { TagEditDialog } from './tag-edit-dialog.tsx';
import { removeItem, replaceItem, restoreItem } from './tag-list-edits.ts';
import { deleteTag, editTag, fetchTagPage, type Tag, type TagKind } from './tags-api.ts';

/** Spec 01 section 9: the tag search waits 1000 ms. */
const searchDelayMs = 1000;
const loadMoreMargin = 40;

/** What the server has confirmed, so a tag picker can follow a rename or a removal. */
export type TagChange = { change: 'edited'; oldText: string; tag: Tag } | { change: 'removed'; tag: Tag };

export interface TagManagerProps {
  open: boolean;
  onClose(): void;
  /** tags (default) or branches */
  kind?: TagKind;
  /** only the tags of this type, e.g. 'product' */
  type?: string;
  onChanged?(change: TagChange): void;
}

/**
 * The tag manager of spec 01 section 2: search, edit (text and colour) and delete. Edits show in the list at
 * once; when the server then refuses, the list goes back and the shared handler shows why. Full-screen on phones.
 */
export function TagManager({ open, onClose, kind = 'tags', type, onChanged }: TagManagerProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const confirmedDelete = useConfirmedDelete();
  const handleError = useApiErrorHandler();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), searchDelayMs);
  const [editing, setEditing] = useState<Tag | null>(null);

  const loader = useCallback(
    (page: number, signal: AbortSignal) => fetchTagPage(kind, { search, type }, page, signal),
    [kind, search, type],
  );
  const list = useInfiniteList(loader, open);

  const saveEdit = async (before: Tag, change: { text: string; color: string | null }) => {
    setEditing(null);
    const after: Tag = { ...before, ...change };
    list.update((items) => replaceItem(items, before.id, after));
    try {
      const answer = await editTag(kind, before.text, change);
      list.update((items) => replaceItem(items, before.id, answer.data));
      onChanged?.({ change: 'edited', oldText: before.text, tag: answer.data });
    } catch (error) {
      list.update((items) => replaceItem(items, before.id, before));
      handleError(error);
    }
  };

  const remove = async (tag: Tag) => {
    await confirmedDelete(async () => {
      const { index } = removeItem(list.items, tag.id);
      list.update((items) => removeItem(items, tag.id).items);
      try {
        await deleteTag(kind, tag.text);
        notify.success(t('tags.deleted'));
        onChanged?.({ change: 'removed', tag });
      } catch (error) {
        list.update((items) => restoreItem(items, tag, index));
        throw error;
      }
    });
  };

  const onListScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - loadMoreMargin) list.loadMore();
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullScreen={isPhone}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        data-testid="tag-manager"
      >
        <DialogTitle id={titleId}>{t(kind === 'branch' ? 'tags.manageBranches' : 'tags.manageTags')}</DialogTitle>
        <Box sx={{ px: 3, pb: 1 }}>
          <DialogSearchBox fullWidth value={typed} onChange={setTyped} testId="tag-manager-search" />
        </Box>
        {list.loading ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <DialogContent dividers onScroll={onListScroll} sx={{ p: 0, minHeight: 200, maxHeight: isPhone ? undefined : 420 }}>
          {list.loaded && list.items.length === 0 && !list.loading && (
            <Typography sx={{ p: 3, color: 'text.secondary' }}>{t('tags.empty')}</Typography>
          )}
          <List dense>
            {list.items.map((tag) => (
              <ListItem
                key={tag.id}
                data-testid="tag-row"
                data-text={tag.text}
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={t('list.edit')}
                      data-testid="tag-row-edit"
                      onClick={() => setEditing(tag)}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={t('list.delete')}
                      data-testid="tag-row-delete"
                      onClick={() => void remove(tag)}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <Box sx={{ mr: 1.5, display: 'flex' }}>
                  <TagDot color={tag.color} size={16} />
                </Box>
                <ListItemText primary={tag.text} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="tag-manager-close">
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {editing && (
        <TagEditDialog
          kind={kind}
          tag={editing}
          onCancel={() => setEditing(null)}
          onSave={(change) => void saveEdit(editing, change)}
        />
      )}
    </>
  );
}
