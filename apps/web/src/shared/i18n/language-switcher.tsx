import { languages } from '@hesab/i18n';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './i18n.ts';
import { languageNames } from './language-names.ts';
import { useLanguage } from './use-language.ts';

interface LanguageSwitcherProps {
  /** 'inherit' on the app bar, 'primary' on light backgrounds */
  color?: 'inherit' | 'primary';
}

export function LanguageSwitcher({ color = 'primary' }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('language.change')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switcher"
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {languageNames[language]}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === language}
            data-testid={`language-option-${option}`}
            onClick={() => {
              setAnchor(null);
              chooseLanguage(option);
            }}
          >
            {languageNames[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
