import { personFileTypes } from '@hesab/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FormContext } from '../../shared/resources/form-layout.ts';
import { RecordFilesSection } from '../../shared/uploads/record-files-section.tsx';
import { imageAccept } from '../../shared/uploads/upload-rules.ts';

/** What a person's attachments may be: the spec's images, and the documents kept as attachments. */
const attachmentAccept = `${imageAccept},.pdf,.docx,.xlsx`;

/** The documents tab: a saved person's picture and attachments, through the shared upload (spec 02 section 5). */
export function PersonDocuments({ record }: FormContext) {
  const { t } = useTranslation();
  const id = record?.id;
  if (typeof id !== 'number') return <Alert severity="info">{t('personForm.saveBeforeDocuments')}</Alert>;
  return (
    <Stack spacing={3} sx={{ pt: 1 }} data-testid="person-documents">
      <RecordFilesSection
        title={t('personForm.avatar')}
        type={personFileTypes.avatar}
        refId={id}
        accept={imageAccept}
        buttonText={t('personForm.changeAvatar')}
        icon={<PhotoCameraOutlinedIcon />}
      />
      <RecordFilesSection
        title={t('personForm.attachments')}
        type={personFileTypes.attachments}
        refId={id}
        accept={attachmentAccept}
        buttonText={t('personForm.addDocuments')}
        icon={<AttachFileIcon />}
      />
    </Stack>
  );
}
