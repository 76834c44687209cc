import type { Field, ResourceRecord } from '@hesab/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn } from '../../shared/api/session-store.ts';
import { FieldDisplay } from '../../shared/fields/field-display.tsx';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { fieldSpec } from '../../shared/fields/registry.ts';
import { sampleFields } from './sample-fields.ts';

/** One field type: its input as a form draws it, and beside it the display of what was typed, as a list draws it. */
function FieldSample({ field }: { field: Field }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const [value, setValue] = useState<unknown>(() => fieldSpec(field).empty(field));
  const row: ResourceRecord = { [field.name]: value };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
      <Box data-testid="ui-test-input">
        <FieldInput field={field} value={value} onChange={setValue} onBlur={() => undefined} label={t(field.label)} values={row} resource="uiTest" />
      </Box>
      <Box data-testid="ui-test-display" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', minHeight: 40, overflowWrap: 'anywhere' }}>
        <FieldDisplay field={field} value={value} row={row} context={context} />
      </Box>
    </Box>
  );
}

/**
 * /ui/test (spec 01 section 2): every type of the field registry, each with a field a screen declares, its input and
 * its display side by side, for the developers and the browser tests. Pickers read the business's records, so they
 * list nothing until someone logs in.
 */
export function UiTestPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} data-testid="ui-test">
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('screens.uiTest.title')}
        </Typography>
        <Typography color="text.secondary">{t('screens.uiTest.intro')}</Typography>
        {!isLoggedIn() && <Alert severity="info">{t('screens.uiTest.loginForPickers')}</Alert>}
        {sampleFields().map(({ type, field }) => (
          <Paper key={type} variant="outlined" sx={{ p: 2 }} data-testid="ui-test-field" data-type={type}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
              <Box component="code" sx={{ direction: 'ltr', unicodeBidi: 'isolate' }}>
                {type}
              </Box>
            </Typography>
            {field ? <FieldSample field={field} /> : <Alert severity="warning">{t('screens.uiTest.unused')}</Alert>}
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
