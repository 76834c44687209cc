import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';

interface ChoiceControlProps {
  kind: 'checkbox' | 'switch';
  name: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  onBlur(): void;
  error?: string;
  disabled?: boolean;
}

/** A checkbox or a switch with its label and, under it, the field's error. */
export function ChoiceControl({ kind, name, label, checked, onChange, onBlur, error, disabled }: ChoiceControlProps) {
  const Control = kind === 'switch' ? Switch : Checkbox;
  return (
    <FormControl error={error !== undefined} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Control
            name={name}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
          />
        }
      />
      {error !== undefined && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
