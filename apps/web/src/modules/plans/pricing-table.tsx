import type { PlanCatalogueResponse, PlanMonths, PlanTier } from '@hesab/contract';
import { formatMoney, localizeDigits } from '@hesab/domain';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';

type Tier = PlanCatalogueResponse['tiers'][number];

/** The tier most businesses pick: marked on the comparison. */
const suggested: PlanTier = 'standard';

/**
 * The tiers side by side (one under another on a phone): each period's price, the limits and what the tier turns on.
 * `action` puts a tier's buttons (sign up, buy a period) under it; `current` marks the business's own.
 */
export function PricingTable({ catalogue, current, action }: { catalogue: PlanCatalogueResponse; current?: string | undefined; action?: (tier: PlanTier, months: PlanMonths) => ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, { precision: 0, language });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }} data-testid="pricing-table">
      {catalogue.tiers.map((tier: Tier) => (
        <Paper
          key={tier.plan}
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, borderWidth: tier.plan === suggested ? 2 : 1, borderColor: tier.plan === suggested ? 'primary.main' : 'divider' }}
          data-testid={`pricing-${tier.plan}`}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
              {t(`plans.tiers.${tier.plan}`)}
            </Typography>
            {current === tier.plan && <Chip size="small" color="success" label={t('plans.currentPlan')} />}
          </Stack>
          <Stack spacing={1} sx={{ mb: 2 }}>
            {tier.prices.map((price) => (
              <Stack key={price.months} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid={`price-${tier.plan}-${String(price.months)}`}>
                  {t('plans.perPeriod', { price: money(price.price), period: t(`plans.months.${String(price.months)}`) })}
                </Typography>
                {action?.(tier.plan, price.months)}
              </Stack>
            ))}
          </Stack>
          <List dense disablePadding>
            {Object.entries(tier.limits).map(([limit, value]) => (
              <ListItem key={limit} disableGutters>
                <ListItemText primary={t(`plans.limits.${limit}`)} secondary={value === null ? t('plans.unlimited') : localizeDigits(String(value), language)} />
              </ListItem>
            ))}
            {tier.options.map((option) => (
              <ListItem key={option} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckIcon color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`plans.options.${option}`)} />
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Box>
  );
}
