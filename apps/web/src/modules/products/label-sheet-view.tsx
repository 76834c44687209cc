import Box from '@mui/material/Box';
import { PrintOnly } from '../../shared/resources/print-rows.tsx';
import { pageLayout } from './label-format.ts';
import { labelPages, sheetLabels, type LabelItem } from './label-sheet.ts';
import { LabelView, type LabelLook } from './label-view.tsx';

interface LabelSheetProps {
  items: readonly LabelItem[];
  look: LabelLook;
}

const keyOf = (label: LabelItem, index: number) => `${String(label.product)}-${String(index)}`;

/** The labels on screen at their real size, outlined; a phone scrolls sideways past a wide one. */
export function LabelSheetView({ items, look }: LabelSheetProps) {
  return (
    <Box sx={{ overflowX: 'auto', p: '1px' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '2mm' }} data-testid="label-sheet">
        {sheetLabels(items).map((label, index) => (
          <LabelView key={keyOf(label, index)} label={label} look={look} outlined />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The labels on paper: the paper is the stock's (`@page` of the roll's label, or A4) with no printer margin, and
 * each page a grid of labels in millimetres placed where the stock's labels are cut, so each prints on its own.
 */
export function LabelPrintPages({ items, look }: LabelSheetProps) {
  const { page, margin, perPage } = pageLayout(look.format);
  const { label, columns, columnGap } = look.format;
  return (
    <PrintOnly page={{ size: `${String(page.width)}mm ${String(page.height)}mm`, margin: 0 }}>
      <Box data-testid="label-pages">
        {labelPages(sheetLabels(items), perPage).map((labels, pageIndex) => (
          <Box
            key={pageIndex}
            data-testid="label-page"
            sx={{
              boxSizing: 'border-box',
              width: `${String(page.width)}mm`,
              height: `${String(page.height)}mm`,
              pt: `${String(margin.top)}mm`,
              px: `${String(margin.inline)}mm`,
              display: 'grid',
              gridTemplateColumns: `repeat(${String(columns)}, ${String(label.width)}mm)`,
              gridAutoRows: `${String(label.height)}mm`,
              columnGap: `${String(columnGap)}mm`,
              alignContent: 'start',
              overflow: 'hidden',
              '&:not(:last-of-type)': { breakAfter: 'page' },
            }}
          >
            {labels.map((each, index) => (
              <LabelView key={keyOf(each, index)} label={each} look={look} outlined={false} />
            ))}
          </Box>
        ))}
      </Box>
    </PrintOnly>
  );
}
