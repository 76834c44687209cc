import type { PlanOption } from '@hesab/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The plan dialog (spec 01 section 6): a screen the user's role opens but the business's plan has off names the plan
 * option it needs and offers the plans; closing it goes back to the dashboard.
 */
export function PlanFeatureDialog({ option }: { option: PlanOption }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog open onClose={() => void navigate('/')} maxWidth="xs" fullWidth data-testid="plan-feature-dialog">
      <DialogTitle>{t('plans.featureOffTitle')}</DialogTitle>
      <DialogContent>{t('plans.featureOff', { option: t(`plans.options.${option}`) })}</DialogContent>
      <DialogActions>
        <Button onClick={() => void navigate('/')}>{t('plans.close')}</Button>
        <Button variant="contained" onClick={() => void navigate('/plans')}>
          {t('plans.seePlans')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
