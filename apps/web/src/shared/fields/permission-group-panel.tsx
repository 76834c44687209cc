import type { PermissionGroup } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';

interface PermissionGroupPanelProps {
  group: PermissionGroup;
  /** every permission of the group: the group's checkbox and count are of these */
  names: readonly string[];
  /** those the search leaves shown */
  shown: readonly string[];
  granted: ReadonlySet<string>;
  open: boolean;
  onOpen(open: boolean): void;
  onToggle(names: readonly string[], grant: boolean): void;
  disabled?: boolean;
}

/** One module's permissions: a checkbox for all of them (all, some, none), how many are held, and the list folded. */
export function PermissionGroupPanel({ group, names, shown, granted, open, onOpen, onToggle, disabled }: PermissionGroupPanelProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = t(`permissionGroups.${group}`);
  const held = names.filter((name) => granted.has(name)).length;
  const bodyId = `permission-group-${group}-body`;
  return (
    <Paper variant="outlined" data-testid={`permission-group-${group}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 1 }}>
        <Checkbox
          checked={held === names.length}
          indeterminate={held > 0 && held < names.length}
          onChange={(event) => onToggle(names, event.target.checked)}
          disabled={disabled}
          slotProps={{ input: { 'aria-label': t('form.selectAllOf', { group: title }) } }}
        />
        <ButtonBase
          onClick={() => onOpen(!open)}
          aria-expanded={open}
          aria-controls={bodyId}
          data-testid={`permission-group-${group}-toggle`}
          sx={{ flex: 1, justifyContent: 'space-between', gap: 1, py: 1.5, pr: 2, borderRadius: 1, textAlign: 'start' }}
        >
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <Typography variant="body2" data-testid={`permission-group-${group}-count`}>
              {t('roles.heldOf', { held: localizeDigits(String(held), language), total: localizeDigits(String(names.length), language) })}
            </Typography>
            <ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
          </Box>
        </ButtonBase>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box
          id={bodyId}
          role="group"
          aria-label={title}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            columnGap: 2,
            px: 2,
            pb: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {shown.map((name) => (
            <FormControlLabel
              key={name}
              label={t(`permissions.${name}`)}
              sx={{ minHeight: 40 }}
              control={
                <Checkbox
                  size="small"
                  name="permissions"
                  value={name}
                  checked={granted.has(name)}
                  onChange={(event) => onToggle([name], event.target.checked)}
                  disabled={disabled}
                />
              }
            />
          ))}
        </Box>
      </Collapse>
    </Paper>
  );
}
