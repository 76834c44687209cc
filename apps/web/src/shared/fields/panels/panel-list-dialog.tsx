import { activePanelsReply, appRoutes, type ActivePanel, type MarketplacePlatform } from '@hesab/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { useHasPermission } from '../../hooks/use-has-permission.ts';
import { usePhoneDialog } from './phone-dialog.ts';

interface PanelListDialogProps {
  platform: MarketplacePlatform;
  /** panels the product is already listed on: offered but not choosable */
  taken: readonly number[];
  onPick(panel: ActivePanel): void;
  onClose(): void;
}

/** The marketplace's active panels (`GET config/<platform>/list`), to choose the one to list the product on. */
export function PanelListDialog({ platform, taken, onPick, onClose }: PanelListDialogProps) {
  const { t } = useTranslation();
  const panels = useQuery({
    queryKey: ['config', platform, 'list'],
    queryFn: () => api.get(`config/${platform}/list`, activePanelsReply),
  });
  const data = panels.data?.data ?? [];
  // The way to the settings, only for whom they open: the role's permission and the plan's integratorSystem.
  const maySetUp = useHasPermission('SettingIntegrator');
  return (
    <Dialog open onClose={onClose} {...usePhoneDialog(550)} data-testid={`panel-list-${platform}`}>
      <DialogTitle>{t('marketplacePanels.choosePanel')}</DialogTitle>
      <DialogContent dividers>
        {panels.isPending && <LinearProgress />}
        {panels.isError && <Alert severity="error">{t('errors.loadFailed')}</Alert>}
        {panels.isSuccess && data.length === 0 && (
          <Alert
            severity="warning"
            data-testid="no-panel"
            action={
              maySetUp ? (
                <Button component={Link} to={appRoutes.SettingIntegrator.path} color="inherit" size="small">
                  {t('marketplacePanels.openSettings')}
                </Button>
              ) : undefined
            }
          >
            {t('marketplacePanels.noPanel')} {t('marketplacePanels.addPanelsHint')}
          </Alert>
        )}
        <List>
          {data.map((panel) => (
            <ListItemButton
              key={panel.id}
              disabled={taken.includes(panel.id)}
              onClick={() => onPick(panel)}
              data-testid="panel-option"
            >
              <ListItemText primary={panel.name} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('marketplacePanels.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
