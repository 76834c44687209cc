import { frameOriginsBody } from '@hesab/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { framedAddress } from './framed-address.ts';

/**
 * The iframe route (spec 01 section 2, `ov?url=`): a page of an address the server allows (FRAME_ORIGINS) inside the
 * app. Any other address is refused here, and the security policy's frame-src refuses it in the browser besides.
 */
export function FramePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const origins = useQuery({ queryKey: ['frames'], queryFn: () => api.get('frames', frameOriginsBody), staleTime: Infinity });
  if (origins.isPending) return <LinearProgress />;
  if (origins.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  const address = framedAddress(search.get('url'), origins.data.data);
  if (address.kind === 'missing') return <Alert severity="info">{t('screens.frame.missing')}</Alert>;
  if (address.kind === 'refused') {
    return (
      <Alert severity="error" data-testid="frame-refused">
        {t('screens.frame.refused', { host: address.host })}
      </Alert>
    );
  }
  return (
    <Stack spacing={1} sx={{ height: 'calc(100vh - 150px)', minHeight: 360 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h1" sx={{ fontWeight: 700, direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere' }}>
          {address.url.host}
        </Typography>
        <Button href={address.url.href} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />} size="small">
          {t('screens.frame.openOutside')}
        </Button>
      </Stack>
      <Box
        component="iframe"
        src={address.url.href}
        title={address.url.host}
        data-testid="frame"
        // The framed page runs on its own origin, with no way to navigate the app or reach its storage.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        sx={{ flex: 1, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      />
    </Stack>
  );
}
