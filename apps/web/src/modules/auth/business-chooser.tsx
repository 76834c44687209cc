import type { BusinessSummary } from '@hesab/contract';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface BusinessChooserProps {
  businesses: readonly BusinessSummary[];
  onChoose: (business: BusinessSummary) => void;
  onBack: () => void;
}

/** After logging in, a user who belongs to several businesses picks the one to work in. */
export function BusinessChooser({ businesses, onChoose, onBack }: BusinessChooserProps) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('login.chooseBusiness')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('login.chooseBusinessHint')}
      </Typography>
      <List data-testid="business-chooser">
        {businesses.map((business) => (
          <ListItemButton key={business.key} onClick={() => onChoose(business)} sx={{ borderRadius: 2 }}>
            <ListItemIcon>
              <StorefrontIcon color="primary" />
            </ListItemIcon>
            <ListItemText primary={business.name} />
          </ListItemButton>
        ))}
      </List>
      <Button onClick={onBack}>{t('login.back')}</Button>
    </>
  );
}
