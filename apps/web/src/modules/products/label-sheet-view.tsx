import { formatMoney } from '@hesab/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { BarcodeImage } from './barcode-image.tsx';
import { sheetLabels, type LabelItem, type LabelSymbology } from './label-sheet.ts';

/** The labels, 50 mm wide each as common label rolls and sheets are, on screen and on paper alike. */
export function LabelSheetView({ items, symbology }: { items: readonly LabelItem[]; symbology: LabelSymbology }) {
  const context = useFormatContext();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '2mm' }} data-testid="label-sheet">
      {sheetLabels(items).map((label, index) => (
        <Box
          key={`${String(label.product)}-${String(index)}`}
          data-testid="label"
          sx={{ width: '50mm', p: '2mm', border: '1px dashed #999', textAlign: 'center', breakInside: 'avoid', color: '#000' }}
        >
          <Typography variant="body2" noWrap sx={{ fontWeight: 700 }}>
            {label.name}
          </Typography>
          <BarcodeImage value={label.value} symbology={symbology} />
          {label.price !== null && (
            <Typography variant="body2" dir="ltr">
              {formatMoney(label.price, { precision: context.currencyPrecision, language: context.language })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
