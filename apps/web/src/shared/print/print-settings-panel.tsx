import {
  colourSchemeNames,
  colourSchemes,
  orientations,
  papers,
  printQuery,
  printTemplates,
  type PrintSettings,
  type PrintTemplate,
} from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import { usePanelOpen } from './print-settings.ts';

interface PrintSettingsPanelProps {
  /** the document kind, whose panel stays open or folded as it was last left */
  kind: string;
  settings: PrintSettings;
  onChange(next: PrintSettings): void;
  /** the templates the kind offers (an invoice all but 7) */
  templates?: readonly PrintTemplate[];
  /** the toggles that mean something for the kind */
  toggles: readonly ('remaining' | 'content' | 'warehouse')[];
}

function Swatches({ colours }: { colours: readonly string[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.25, marginInlineEnd: 1, verticalAlign: 'middle' }} aria-hidden>
      {colours.map((colour, index) => (
        <Box key={index} component="span" sx={{ width: 12, height: 12, bgcolor: colour, border: '1px solid #9e9e9e', borderRadius: 0.25 }} />
      ))}
    </Box>
  );
}

/** A custom size's side: kept as typed until it reads as a size the print takes. */
function SideField({ label, value, onCommit, testId }: { label: string; value: number | undefined; onCommit(cm: number): void; testId: string }) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const side = printQuery.safeParse({ paper: 'custom', width: text, height: text });
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      error={text !== '' && !side.success}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = printQuery.safeParse({ paper: 'custom', width: event.target.value, height: event.target.value });
        if (parsed.success && parsed.data.width !== undefined) onCommit(parsed.data.width);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': testId } }}
      sx={{ width: 140 }}
    />
  );
}

/** The print dialog's collapsible panel: paper, orientation, template, colours and toggles (spec 02). */
export function PrintSettingsPanel({ kind, settings, onChange, templates = printTemplates, toggles }: PrintSettingsPanelProps) {
  const { t } = useTranslation();
  // Open at first on a wide screen, folded on a phone, where it would push the sheet out of sight.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = usePanelOpen(kind, !phone);
  const { language } = useLanguage();
  const set = (change: Partial<PrintSettings>) => onChange({ ...settings, ...change });
  const select = { size: 'small', select: true, sx: { minWidth: 170 } } as const;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      sx={{ '@media print': { display: 'none' } }}
      data-testid="print-settings"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 700 }}>{t('printing.settings')}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          {...select}
          label={t('printing.paper')}
          value={settings.paper}
          onChange={(event) => {
            const paper = papers.find((each) => each === event.target.value) ?? 'A4';
            set(paper === 'custom' ? { paper, width: settings.width ?? 21, height: settings.height ?? 29.7 } : { paper, width: undefined, height: undefined });
          }}
          slotProps={{ htmlInput: { 'data-testid': 'print-paper' } }}
        >
          {papers.map((paper) => (
            <MenuItem key={paper} value={paper} data-testid={`print-paper-${paper}`}>
              {t(`printing.papers.${paper}`)}
            </MenuItem>
          ))}
        </TextField>
        {settings.paper === 'custom' && (
          <>
            <SideField label={t('printing.width')} value={settings.width} onCommit={(width) => set({ width })} testId="print-width" />
            <SideField label={t('printing.height')} value={settings.height} onCommit={(height) => set({ height })} testId="print-height" />
          </>
        )}
        <TextField
          {...select}
          label={t('printing.orientation')}
          value={settings.orientation}
          // Landscape clears the template (spec 02): a template is laid out for the upright page.
          onChange={(event) => {
            const orientation = orientations.find((each) => each === event.target.value) ?? 'portrait';
            set(orientation === 'landscape' ? { orientation, template: 1 } : { orientation });
          }}
          slotProps={{ htmlInput: { 'data-testid': 'print-orientation' } }}
        >
          {orientations.map((orientation) => (
            <MenuItem key={orientation} value={orientation} data-testid={`print-orientation-${orientation}`}>
              {t(`printing.orientations.${orientation}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...select}
          label={t('printing.template')}
          value={settings.template}
          onChange={(event) => set({ template: templates.find((each) => String(each) === event.target.value) ?? 1 })}
          slotProps={{ htmlInput: { 'data-testid': 'print-template' } }}
        >
          {templates.map((template) => (
            <MenuItem key={template} value={template} data-testid={`print-template-${String(template)}`}>
              {t('printing.templateName', { name: t('app.name'), number: localizeDigits(String(template), language) })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...select}
          label={t('printing.scheme')}
          value={settings.scheme}
          onChange={(event) => set({ scheme: colourSchemeNames.find((each) => each === event.target.value) ?? 'classic' })}
          slotProps={{ htmlInput: { 'data-testid': 'print-scheme' } }}
        >
          {colourSchemeNames.map((scheme) => (
            <MenuItem key={scheme} value={scheme} data-testid={`print-scheme-${scheme}`}>
              <Swatches colours={colourSchemes[scheme]} />
              {t(`printing.schemes.${scheme}`)}
            </MenuItem>
          ))}
        </TextField>
        {toggles.map((toggle) => (
          <FormControlLabel
            key={toggle}
            control={<Switch checked={settings[toggle]} onChange={(event) => set({ [toggle]: event.target.checked })} slotProps={{ input: { 'data-testid': `print-${toggle}` } as object }} />}
            label={t(`printing.${toggle}`)}
          />
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
