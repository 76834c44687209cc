import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { HTMLAttributes, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TagDot } from '../tags/tag-dot.tsx';
import type { PickerItem } from './picker-api.ts';
import { remainColor } from './picker-display.ts';

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

/** A button inside an option must not choose the option. */
function stopChoosing(event: MouseEvent) {
  event.stopPropagation();
}

export function PickerOption({ optionProps, item, colourByRemain, manageable, onRename, onDelete }: PickerOptionProps) {
  const { t } = useTranslation();
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
        {item.name}
      </Box>
      {manageable && (
        // No mousedown handling here: the list's own keeps the input focused, which keeps the list open.
        <Box component="span" sx={{ display: 'flex', flexShrink: 0 }}>
          <IconButton
            size="small"
            aria-label={t('list.edit')}
            data-testid="picker-option-edit"
            onClick={(event) => {
              stopChoosing(event);
              onRename(item);
            }}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('list.delete')}
            data-testid="picker-option-delete"
            onClick={(event) => {
              stopChoosing(event);
              onDelete(item);
            }}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
    </li>
  );
}
