import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FromList } from './list-location.ts';

/** Edit opens the form's own page (with the list to return to), or the form dialog over the list. */
export type EditAction = { to: string; state: FromList } | { onClick(): void };

interface RowActionsProps {
  edit?: EditAction;
  onDelete?: () => void;
  children?: ReactNode;
}

/** Edit (a link when the form has a page, so ctrl-click opens a tab) and delete, then a screen's own actions. */
export function RowActions({ edit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {edit && (
        <Tooltip title={t('list.edit')}>
          {'to' in edit ? (
            <IconButton
              component={Link}
              to={edit.to}
              state={edit.state}
              size="small"
              aria-label={t('list.edit')}
              data-testid="row-edit"
            >
              <EditIcon fontSize="small" />
            </IconButton>
          ) : (
            <IconButton onClick={edit.onClick} size="small" aria-label={t('list.edit')} data-testid="row-edit">
              <EditIcon fontSize="small" />
            </IconButton>
          )}
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t('list.delete')}>
          <IconButton
            onClick={onDelete}
            size="small"
            color="error"
            aria-label={t('list.delete')}
            data-testid="row-delete"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {children}
    </>
  );
}
