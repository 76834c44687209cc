import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { localizeDigits } from '@hesab/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatContext } from '../fields/format-context.ts';
import { formatAmount } from '../fields/money-type.tsx';
import { TagDot } from '../tags/tag-dot.tsx';
import type { PickerItem } from './picker-api.ts';
import { contactLine, remainColor } from './picker-display.ts';

interface PickerOptionProps {
  /** what MUI gives an option, less its key (the caller keys the option) */
  optionProps: HTMLAttributes<HTMLLIElement>;
  item: PickerItem;
  /** phones colour rows by the item's balance */
  colourByRemain: boolean;
  /** with removeCategoryItem: edit and delete buttons */
  manageable: boolean;
  onRename(item: PickerItem): void;
  onDelete(item: PickerItem): void;
}

interface OptionButtonProps {
  label: string;
  testId: string;
  onClick(): void;
  children: ReactNode;
}

function OptionButton({ label, testId, onClick, children }: OptionButtonProps) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      data-testid={testId}
      onClick={(event) => {
        // A button inside an option must not choose the option.
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </IconButton>
  );
}

/** A balance, left to right inside right-to-left text so a minus stays before the digits, coloured by its sign. */
function Remain({ remain }: { remain: string }) {
  const context = useFormatContext();
  return (
    <Box component="bdi" dir="ltr" sx={{ flexShrink: 0, color: remainColor(remain) }} data-testid="picker-option-remain">
      {formatAmount(remain, context.currencyPrecision, context)}
    </Box>
  );
}

export function PickerOption({ optionProps, item, colourByRemain, manageable, onRename, onDelete }: PickerOptionProps) {
  const { t } = useTranslation();
  const { language } = useFormatContext();
  const contact = contactLine(item);
  return (
    <li {...optionProps} data-testid="picker-option" data-id={item.id}>
      <Box
        component="span"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: colourByRemain ? remainColor(item.remain) : undefined,
        }}
      >
        {item.color !== null && <TagDot color={item.color} />}
        <Box component="span" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          {item.name}
          {contact !== null && (
            <Box
              component="span"
              sx={{ typography: 'caption', color: 'text.secondary' }}
              data-testid="picker-option-contact"
            >
              <bdi dir="ltr">{localizeDigits(contact, language)}</bdi>
            </Box>
          )}
        </Box>
        {item.remain !== null && <Remain remain={item.remain} />}
      </Box>
      {manageable && (
        // No mousedown handling here: the list's own keeps the input focused, which keeps the list open.
        <Box component="span" sx={{ display: 'flex', flexShrink: 0 }}>
          <OptionButton label={t('list.edit')} testId="picker-option-edit" onClick={() => onRename(item)}>
            <EditOutlinedIcon fontSize="small" />
          </OptionButton>
          <OptionButton label={t('list.delete')} testId="picker-option-delete" onClick={() => onDelete(item)}>
            <DeleteOutlinedIcon fontSize="small" />
          </OptionButton>
        </Box>
      )}
    </li>
  );
}
