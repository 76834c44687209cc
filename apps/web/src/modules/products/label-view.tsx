import { formatMoney } from '@hesab/domain';
import Box from '@mui/material/Box';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { BarcodeImage } from './barcode-image.tsx';
import { labelLineHeight, labelPadding, labelTextSize, type LabelFormat } from './label-format.ts';
import type { LabelField, LabelItem, LabelSymbology } from './label-sheet.ts';

/** How every label of a print looks. */
export interface LabelLook {
  format: LabelFormat;
  fields: readonly LabelField[];
  symbology: LabelSymbology;
}

const textLine = { width: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** One label at its real size in millimetres: its text lines around a barcode that takes the height left. */
export function LabelView({ label, look, outlined }: { label: LabelItem; look: LabelLook; outlined: boolean }) {
  const context = useFormatContext();
  const { width, height } = look.format.label;
  const shows = (field: LabelField) => look.fields.includes(field);
  const price = label.price === null ? '' : formatMoney(label.price, { precision: context.currencyPrecision, language: context.language });
  return (
    <Box
      data-testid="label"
      sx={{
        boxSizing: 'border-box',
        width: `${String(width)}mm`,
        height: `${String(height)}mm`,
        p: `${String(labelPadding(look.format.label))}mm`,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        overflow: 'hidden',
        textAlign: 'center',
        color: '#000',
        bgcolor: '#fff',
        fontSize: `${String(labelTextSize(look.format.label, look.fields.length))}mm`,
        lineHeight: labelLineHeight,
        breakInside: 'avoid',
        // The outline is the screen's: on paper the stock is cut already.
        outline: outlined ? '1px dashed #999' : 'none',
      }}
    >
      {shows('name') && <Box sx={{ ...textLine, fontWeight: 700 }}>{label.name}</Box>}
      {shows('code') && (
        <Box sx={textLine} dir="ltr">
          {label.code}
        </Box>
      )}
      <Box sx={{ flex: '1 1 0', minHeight: 0, width: '100%' }}>
        <BarcodeImage value={label.value} symbology={look.symbology} />
      </Box>
      {shows('barcodeText') && (
        <Box sx={textLine} dir="ltr">
          {label.value}
        </Box>
      )}
      {shows('price') && (
        <Box sx={{ ...textLine, fontWeight: 700 }} dir="ltr">
          {price}
        </Box>
      )}
    </Box>
  );
}
