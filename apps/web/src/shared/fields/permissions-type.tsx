import { permissionGroupNames, permissionGroups, rolePresetNames, rolePresets, type PermissionGroup } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogSearchBox } from '../dialogs/dialog-search-box.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import { grant, revoke, type PermissionChange } from './permission-changes.ts';
import { PermissionGroupPanel } from './permission-group-panel.tsx';

type PermissionsLike = FieldOf<'permissions'>;

function permissionList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** What the last change brought or took along beyond what was ticked, said aloud so nothing moves unseen. */
interface Along {
  granted: boolean;
  names: string[];
}

/**
 * A role's permissions by module (issue 36): presets to start from, a search, and each module folded with a
 * checkbox for all of it. Ticking a permission ticks what it needs; unticking one unticks what needs it.
 */
function PermissionsInput({ value, onChange, onBlur, label, error, disabled }: InputProps<PermissionsLike>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const held = permissionList(value);
  const granted = new Set(held);
  const [query, setQuery] = useState('');
  const [openGroups, setOpenGroups] = useState<ReadonlySet<PermissionGroup>>(new Set());
  const [along, setAlong] = useState<Along | null>(null);

  const apply = (change: PermissionChange, grantedAlong: boolean) => {
    onChange(change.permissions);
    setAlong(change.along.length > 0 ? { granted: grantedAlong, names: change.along } : null);
  };
  const toggle = (names: readonly string[], on: boolean) => apply(on ? grant(held, names) : revoke(held, names), on);
  const setOpen = (group: PermissionGroup, open: boolean) =>
    setOpenGroups((groups) => {
      const next = new Set(groups);
      if (open) next.add(group);
      else next.delete(group);
      return next;
    });

  const term = query.trim().toLocaleLowerCase();
  const matches = (name: string) => term === '' || t(`permissions.${name}`).toLocaleLowerCase().includes(term) || name.toLowerCase().includes(term);
  const groups = permissionGroupNames
    .map((group) => ({ group, names: permissionGroups[group] as readonly string[] }))
    .map((entry) => ({ ...entry, shown: entry.names.filter(matches) }))
    .filter((entry) => entry.shown.length > 0);

  return (
    <FormControl component="fieldset" error={error !== undefined} onBlur={onBlur} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} role="group" aria-label={t('roles.presets.title')}>
          <Typography variant="body2" color="text.secondary">
            {t('roles.presets.title')}
          </Typography>
          {rolePresetNames.map((preset) => (
            <Button
              key={preset}
              size="small"
              variant="outlined"
              disabled={disabled}
              data-testid={`role-preset-${preset}`}
              onClick={() => apply({ permissions: [...rolePresets[preset]], along: [] }, true)}
            >
              {t(`roles.presets.${preset}`)}
            </Button>
          ))}
        </Box>
        <DialogSearchBox value={query} onChange={setQuery} testId="permission-search" fullWidth />
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="permission-along" sx={{ minHeight: '1.5em' }}>
          {along === null
            ? t('roles.heldTotal', { held: localizeDigits(String(held.length), language) })
            : t(along.granted ? 'roles.grantedAlong' : 'roles.revokedAlong', { names: along.names.map((name) => t(`permissions.${name}`)).join('، ') })}
        </Typography>
        {groups.map(({ group, names, shown }) => (
          <PermissionGroupPanel
            key={group}
            group={group}
            names={names}
            shown={shown}
            granted={granted}
            open={term !== '' || openGroups.has(group)}
            onOpen={(open) => setOpen(group, open)}
            onToggle={toggle}
            disabled={disabled}
          />
        ))}
        {groups.length === 0 && <Typography color="text.secondary">{t('roles.noMatch')}</Typography>}
      </Stack>
      {error !== undefined && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export const permissionsType: FieldTypeSpec<PermissionsLike> = {
  empty: () => [],
  text: (value, _field, { language }) => localizeDigits(String(permissionList(value).length), language),
  Input: PermissionsInput,
  wide: true,
};
