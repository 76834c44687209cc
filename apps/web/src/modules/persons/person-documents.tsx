import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormContext } from '../../shared/resources/form-layout.ts';
import { UploadDialog } from '../../shared/uploads/upload-dialog.tsx';
import { UploadedFiles } from '../../shared/uploads/uploaded-files.tsx';

/** What a person's documents may be: the spec's images, and the documents attachments are kept as. */
const attachmentAccept = '.jpg,.jpeg,.png,.bmp,.pdf,.docx,.xlsx';

/** The documents tab: a saved person's attachments, with previews, delete and the upload dialog. */
export function PersonDocuments({ record }: FormContext) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const id = record?.id;
  if (typeof id !== 'number') return <Alert severity="info">{t('personForm.saveBeforeDocuments')}</Alert>;
  const owner = { type: 'customer', refId: id };
  return (
    <Stack spacing={2} sx={{ pt: 1 }} data-testid="person-documents">
      <UploadedFiles owner={owner} />
      <div>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => setUploading(true)}>
          {t('personForm.addDocuments')}
        </Button>
      </div>
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        type={owner.type}
        refId={owner.refId}
        accept={attachmentAccept}
      />
    </Stack>
  );
}
