import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { localizeDigits } from '@hesab/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';

const digits = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '.'] as const;

/** A calculator's layout, the same in either direction: digits on three columns, the keys that act on the fourth. */
const areas = `"k7 k8 k9 back" "k4 k5 k6 count" "k1 k2 k3 enter" "k0 k0 kdot enter"`;
const areaOf = (key: string) => (key === '.' ? 'kdot' : `k${key}`);

/**
 * The counter's numeric keypad, for a touch screen: digits type into the scan box, Enter adds what it names, and the
 * quantity key sets the chosen line's count to the number typed.
 */
export function Keypad(props: { onKey(key: string): void; onBackspace(): void; onEnter(): void; onQuantity(): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const key = { variant: 'outlined', sx: { minHeight: 52, fontSize: '1.25rem' } } as const;
  return (
    // `dir`, not a `direction` style: the right-to-left style plugin would turn the style around.
    <Box dir="ltr" sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gridTemplateAreas: areas, gap: 1 }}>
      {digits.map((digit) => (
        <Button key={digit} {...key} sx={{ ...key.sx, gridArea: areaOf(digit) }} onClick={() => props.onKey(digit)}>
          {localizeDigits(digit, language)}
        </Button>
      ))}
      <Button {...key} sx={{ ...key.sx, gridArea: 'back' }} aria-label="backspace" onClick={props.onBackspace}>
        <BackspaceOutlinedIcon />
      </Button>
      <Button {...key} sx={{ ...key.sx, gridArea: 'count', fontSize: '0.85rem' }} onClick={props.onQuantity}>
        {t('cashier.setCount')}
      </Button>
      <Button variant="contained" sx={{ gridArea: 'enter', fontSize: '1.5rem' }} onClick={props.onEnter}>
        ↵
      </Button>
    </Box>
  );
}
