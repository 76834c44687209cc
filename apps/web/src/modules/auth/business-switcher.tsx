import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chooseBusiness, readAppKey } from '../../shared/api/session-store.ts';
import { businessesQueryKey, signupApi } from './signup-api.ts';

/**
 * The business's name in the top bar opens the user's businesses: another one is worked in at once, with the same
 * login (the page starts afresh, so that nothing of the other business stays on screen); a new one is added.
 */
export function BusinessSwitcher({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const businesses = useQuery({ queryKey: businessesQueryKey, queryFn: signupApi.businesses, enabled: anchor !== null });
  const current = readAppKey();
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreIcon />}
        aria-label={t('signup.switchBusiness')}
        sx={{ minWidth: 0, maxWidth: '100%', textTransform: 'none', fontSize: { xs: '1rem', sm: '1.25rem' }, fontWeight: 500, justifyContent: 'flex-start' }}
        data-testid="business-name"
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} data-testid="business-switcher">
        <ListSubheader>{t('signup.businesses')}</ListSubheader>
        {(businesses.data ?? []).map((business) => (
          <MenuItem
            key={business.key}
            selected={business.key === current}
            onClick={() => {
              setAnchor(null);
              if (business.key === current) return;
              chooseBusiness(business.key);
              window.location.assign('/');
            }}
          >
            <ListItemIcon>{business.key === current ? <CheckIcon /> : <StorefrontIcon />}</ListItemIcon>
            <ListItemText primary={business.name} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/register/shop');
          }}
          data-testid="business-add"
        >
          <ListItemIcon>
            <AddBusinessIcon />
          </ListItemIcon>
          <ListItemText primary={t('signup.addBusiness')} />
        </MenuItem>
      </Menu>
    </>
  );
}
