import { appRoutes, type ResourceRecord, type ResourceTurnover } from '@hesab/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
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
      {edit &&
        ('to' in edit ? (
          <RowLink to={edit.to} state={edit.state} title={t('list.edit')} testId="row-edit" icon={<EditIcon fontSize="small" />} />
        ) : (
          <Tooltip title={t('list.edit')}>
            <IconButton onClick={edit.onClick} size="small" aria-label={t('list.edit')} data-testid="row-edit">
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ))}
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

/**
 * A row's link to another screen (its edit page, its permissions, a statement): a real link, so ctrl-click opens a
 * tab. The tooltip's child is the button itself, which takes the hover handlers and ref the tooltip gives it.
 */
export function RowLink({ to, state, title, testId, icon }: RowLinkProps) {
  return (
    <Tooltip title={title}>
      <IconButton component={Link} to={to} state={state} size="small" aria-label={title} data-testid={testId}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** The turnover of the row's detail account (the book on it alone), where its read names one. */
export function TurnoverLink({ row, turnover }: { row: ResourceRecord; turnover: ResourceTurnover }) {
  const { t } = useTranslation();
  const detail = row[turnover.field];
  if (typeof detail !== 'number') return null;
  return (
    <RowLink
      to={generatePath(appRoutes.ReportTurnoverList.path, { id: String(detail) })}
      title={t(turnover.label)}
      testId="row-turnover"
      icon={<ReceiptLongIcon fontSize="small" />}
    />
  );
}
