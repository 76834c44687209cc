import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openInPopup } from './open-popup.ts';

const thumbSize = 56;

interface FileThumbProps {
  name: string;
  /** a picture to show, or null for a file icon */
  imageUrl: string | null;
  /** what a click opens in a popup */
  openUrl: string;
  testId: string;
}

/** A small preview; a click opens the file in a popup window. */
export function FileThumb({ name, imageUrl, openUrl, testId }: FileThumbProps) {
  const { t } = useTranslation();
  // A file named .png that is no picture shows the file icon, not a broken image.
  const [broken, setBroken] = useState(false);
  return (
    <ButtonBase
      onClick={() => openInPopup(openUrl)}
      aria-label={t('uploads.preview', { name })}
      data-testid={testId}
      sx={{
        width: thumbSize,
        height: thumbSize,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      {imageUrl && !broken ? (
        <img src={imageUrl} alt="" onError={() => setBroken(true)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <InsertDriveFileOutlinedIcon color="action" />
      )}
    </ButtonBase>
  );
}
