import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { UploadDialog } from './upload-dialog.tsx';
import { UploadedFiles } from './uploaded-files.tsx';

interface RecordFilesSectionProps {
  /** translated */
  title: string;
  /** the files' type, e.g. customerAvatar */
  type: string;
  refId: number | string;
  /** the <input accept> list */
  accept: string;
  /** translated */
  buttonText: string;
  icon: ReactNode;
}

/** One kind of a saved record's files (a picture, attachments): those uploaded, with previews and delete, and the upload dialog. */
export function RecordFilesSection({ title, type, refId, accept, buttonText, icon }: RecordFilesSectionProps) {
  const [uploading, setUploading] = useState(false);
  return (
    <Stack spacing={1} data-testid={`record-files-${type}`}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <UploadedFiles owner={{ type, refId }} />
      <div>
        <Button variant="outlined" startIcon={icon} onClick={() => setUploading(true)} data-testid={`record-upload-${type}`}>
          {buttonText}
        </Button>
      </div>
      <UploadDialog open={uploading} onClose={() => setUploading(false)} type={type} refId={refId} accept={accept} />
    </Stack>
  );
}
