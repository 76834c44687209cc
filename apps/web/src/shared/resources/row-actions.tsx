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
            <RowLinkButton to={edit.to} state={edit.state} title={t('list.edit')} testId="row-edit" icon={<EditIcon fontSize="small" />} />
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

interface RowLinkProps {
  to: string;
  state?: FromList;
  /** translated; the tooltip and the accessible name */
  title: string;
  testId: string;
  icon: ReactNode;
}

function RowLinkButton({ to, state, title, testId, icon }: RowLinkProps) {
  return (
    <IconButton component={Link} to={to} state={state} size="small" aria-label={title} data-testid={testId}>
      {icon}
    </IconButton>
  );
}

/** A row's link to another screen (its permissions, its print, a statement): a real link, so ctrl-click opens a tab. */
export function RowLink(props: RowLinkProps) {
  return (
    <Tooltip title={props.title}>
      <RowLinkButton {...props} />
    </Tooltip>
  );
}
