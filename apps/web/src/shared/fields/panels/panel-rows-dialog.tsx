import type { PanelListing, PanelProductRow } from '@hesab/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../dialogs/dialog-context.ts';
import { withStatus } from './panel-listings.ts';
import { PanelRowDialog } from './panel-row-dialog.tsx';
import { usePhoneDialog } from './phone-dialog.ts';

interface PanelRowsDialogProps {
  listing: PanelListing;
  /** the rows as the table leaves them; what they make of the panel list is the caller's */
  onConfirm(rows: PanelProductRow[]): void;
  onClose(): void;
}

/** The product rows of one panel, changed locally until confirmed (spec 01 section 4 "Panel flow"). */
export function PanelRowsDialog({ listing, onConfirm, onClose }: PanelRowsDialogProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [rows, setRows] = useState(listing.rows);
  // null: no row dialog; 'new': adding; a number: editing that row
  const [rowDialog, setRowDialog] = useState<'new' | number | null>(null);
  const confirmed = (kind: 'Row' | 'All') =>
    dialogs.confirm({
      title: t(`marketplacePanels.delete${kind}Title`),
      message: t(`marketplacePanels.delete${kind}Message`),
      confirmText: t('marketplacePanels.delete'),
      cancelText: t('marketplacePanels.cancel'),
    });
  const saveRow = (row: PanelProductRow) => {
    setRows((current) => (rowDialog === 'new' ? [...current, row] : current.map((old, index) => (index === rowDialog ? row : old))));
    setRowDialog(null);
  };

  return (
    <Dialog open onClose={onClose} {...usePhoneDialog(800)} data-testid="panel-rows-dialog">
      <DialogTitle>{t('marketplacePanels.productsOf', { name: listing.panel_name ?? String(listing.panel) })}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setRowDialog('new')} data-testid="panel-rows-add">
            {t('marketplacePanels.addRow')}
          </Button>
          <Button onClick={() => setRows((current) => withStatus(current, 'active'))} disabled={rows.length === 0}>
            {t('marketplacePanels.allActive')}
          </Button>
          <Button onClick={() => setRows((current) => withStatus(current, 'deactive'))} disabled={rows.length === 0}>
            {t('marketplacePanels.allDeactive')}
          </Button>
          <Button
            color="error"
            disabled={rows.length === 0}
            onClick={() => void confirmed('All').then((yes) => yes && setRows([]))}
            data-testid="panel-rows-delete-all"
          >
            {t('marketplacePanels.deleteAll')}
          </Button>
        </Stack>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('marketplacePanels.noRows')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('marketplacePanels.code')}</TableCell>
                <TableCell>{t('marketplacePanels.variant')}</TableCell>
                <TableCell>{t('marketplacePanels.status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                // Rows have no identity of their own until saved; a position is key enough for a short table.
                <TableRow key={index} data-testid="panel-rows-row">
                  <TableCell dir="ltr">{row.code}</TableCell>
                  <TableCell dir="ltr">{row.variant}</TableCell>
                  <TableCell>
                    <Switch
                      checked={row.status === 'active'}
                      onChange={(_event, on) =>
                        setRows((current) => current.map((old, at) => (at === index ? { ...old, status: on ? 'active' : 'deactive' } : old)))
                      }
                      slotProps={{ input: { 'aria-label': t('marketplacePanels.status') } }}
                    />
                  </TableCell>
                  <TableCell align="left" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={t('marketplacePanels.edit')} onClick={() => setRowDialog(index)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('marketplacePanels.delete')}
                      onClick={() => void confirmed('Row').then((yes) => yes && setRows((current) => current.filter((_row, at) => at !== index)))}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('marketplacePanels.cancel')}</Button>
        <Button variant="contained" onClick={() => onConfirm(rows)} data-testid="panel-rows-confirm">
          {t('marketplacePanels.confirm')}
        </Button>
      </DialogActions>
      {rowDialog !== null && (
        <PanelRowDialog row={rowDialog === 'new' ? null : (rows[rowDialog] ?? null)} onSave={saveRow} onClose={() => setRowDialog(null)} />
      )}
    </Dialog>
  );
}
