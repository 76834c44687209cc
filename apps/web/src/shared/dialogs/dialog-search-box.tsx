import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

interface DialogSearchBoxProps {
  /** what is typed; the dialog waits for a pause before it searches */
  value: string;
  onChange(text: string): void;
  testId: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** The search box at the top of a list dialog, named by its placeholder. */
export function DialogSearchBox({ value, onChange, testId, fullWidth, sx }: DialogSearchBoxProps) {
  const { t } = useTranslation();
  return (
    <TextField
      fullWidth={fullWidth}
      size="small"
      type="search"
      placeholder={t('list.search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        htmlInput: { 'aria-label': t('list.search'), 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
