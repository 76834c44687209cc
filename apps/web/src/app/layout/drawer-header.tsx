import type { InitResponse } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../shared/i18n/use-language.ts';

/** On phones the app bar has no room for the user and the financial year, so the drawer shows them. */
export function DrawerHeader({ session }: { session: InitResponse | undefined }) {
  const { language } = useLanguage();
  if (!session) return null;
  return (
    <Box sx={{ px: 2, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
        {session.userName}
      </Typography>
      <Typography variant="body2" noWrap sx={{ opacity: 0.85 }}>
        {session.businessName}
      </Typography>
      <Typography variant="body2" noWrap sx={{ opacity: 0.85 }}>
        {localizeDigits(session.year, language)}
      </Typography>
    </Box>
  );
}
