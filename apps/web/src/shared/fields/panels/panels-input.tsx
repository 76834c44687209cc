import type { PanelListing } from '@hesab/contract';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOf, InputProps } from '../field-type.ts';
import { PanelListDialog } from './panel-list-dialog.tsx';
import { confirmedListings, listingsOf } from './panel-listings.ts';
import { PanelRowsDialog } from './panel-rows-dialog.tsx';

/** The panel whose product table is open, and whether it is being added or edited. */
interface OpenTable {
  listing: PanelListing;
  adding: boolean;
}

/**
 * One marketplace's section of the integrator tab: the panels the product is listed on, each opening its product
 * table; the panels button chooses another. Every confirmed table hands the whole panel list to the form.
 */
export function PanelsInput({ field, value, onChange, label, error, partErrors = {}, disabled }: InputProps<FieldOf<'panels'>>) {
  const { t } = useTranslation();
  const listings = listingsOf(value);
  const [choosing, setChoosing] = useState(false);
  const [table, setTable] = useState<OpenTable | null>(null);
  const testId = `panels-${field.platform}`;
  const messages = [...(error ? [error] : []), ...Object.values(partErrors)];

  return (
    <FormControl component="fieldset" fullWidth error={messages.length > 0} disabled={disabled} data-testid={testId}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<StorefrontIcon />} disabled={disabled} onClick={() => setChoosing(true)} data-testid={`${testId}-open`}>
          {t('marketplacePanels.panels')}
        </Button>
        {listings.map((listing) => (
          <Chip
            key={listing.panel}
            label={`${listing.panel_name ?? listing.panel} (${t('marketplacePanels.rowsCount', { count: listing.rows.length })})`}
            onClick={disabled ? undefined : () => setTable({ listing, adding: false })}
            data-testid={`${testId}-listing`}
          />
        ))}
        {listings.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('marketplacePanels.noListing')}
          </Typography>
        )}
      </Stack>
      {messages.length > 0 && <FormHelperText>{messages.join(' ')}</FormHelperText>}
      {choosing && (
        <PanelListDialog
          platform={field.platform}
          taken={listings.map((listing) => listing.panel)}
          onClose={() => setChoosing(false)}
          onPick={(panel) => {
            setChoosing(false);
            setTable({ listing: { panel: panel.id, panel_name: panel.name, rows: [] }, adding: true });
          }}
        />
      )}
      {table && (
        <PanelRowsDialog
          listing={table.listing}
          onClose={() => setTable(null)}
          onConfirm={(rows) => {
            onChange(confirmedListings(listings, table.listing, rows, table.adding));
            setTable(null);
          }}
        />
      )}
    </FormControl>
  );
}
