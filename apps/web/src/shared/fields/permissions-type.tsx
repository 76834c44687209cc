import { permissionGroups } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';

type PermissionsLike = FieldOf<'permissions'>;
type GroupName = keyof typeof permissionGroups;

const groupNames = Object.keys(permissionGroups) as GroupName[];

function permissionList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

interface GroupProps {
  group: GroupName;
  granted: ReadonlySet<string>;
  onToggle(names: readonly string[], grant: boolean): void;
  disabled?: boolean;
}

function PermissionGroup({ group, granted, onToggle, disabled }: GroupProps) {
  const { t } = useTranslation();
  const names: readonly string[] = permissionGroups[group];
  const count = names.filter((name) => granted.has(name)).length;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`permission-group-${group}`}>
      <FormControlLabel
        label={<FormLabel sx={{ fontWeight: 600, color: 'text.primary' }}>{t(`permissionGroups.${group}`)}</FormLabel>}
        control={
          <Checkbox
            checked={count === names.length}
            indeterminate={count > 0 && count < names.length}
            onChange={(event) => onToggle(names, event.target.checked)}
            disabled={disabled}
            slotProps={{ input: { 'aria-label': t('form.selectAllOf', { group: t(`permissionGroups.${group}`) }) } }}
          />
        }
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          columnGap: 2,
          pl: 3,
        }}
      >
        {names.map((name) => (
          <FormControlLabel
            key={name}
            label={t(`permissions.${name}`)}
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
    </Paper>
  );
}

/** The role's permissions as the role screen groups them: screens, features, remove; each with a select-all. */
function PermissionsInput({ value, onChange, onBlur, label, error, disabled }: InputProps<PermissionsLike>) {
  const granted = new Set(permissionList(value));
  const toggle = (names: readonly string[], grant: boolean) => {
    const next = new Set(granted);
    for (const name of names) {
      if (grant) next.add(name);
      else next.delete(name);
    }
    onChange([...next]);
  };
  return (
    <FormControl component="fieldset" error={error !== undefined} onBlur={onBlur} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack spacing={2}>
        {groupNames.map((group) => (
          <PermissionGroup key={group} group={group} granted={granted} onToggle={toggle} disabled={disabled} />
        ))}
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
